// The site settings in the mock API (issue 35 item 4): the mock shop's site, currency, languages and switches,
// and its payment methods (cash on delivery and bank transfer offered, the online providers off); saves are
// kept, the same refusals as the API's (contrast, default language, currency, a provider that is off).
import { endpoints } from '#contract/endpoints.ts';
import { formError, ok } from '#contract/envelope.ts';
import { LANGUAGES } from '#contract/codes.ts';
import { currencyDigits } from '#contract/money.ts';
import { SettingsMessages as M } from '#contract/site/admin-settings.ts';
import { mockCell, MOCK_ADMIN } from './identity.ts';
import { mock, type Fixture } from './mock.ts';
import { commonFixture, paymentGatewayFixture } from './site.ts';

type Site = Fixture<'adminSiteSettings'>;
type Payments = Fixture<'adminPaymentSettings'>;
const OFFLINE = [2, 7];

const state = mockCell(() => ({
  site: {
    site: {
      site_name: 'Mock Bazaar',
      header_logo: 'logo.svg',
      footer_logo: 'logo-light.svg',
      primary_color: '#0e7490',
      primary_hover_color: '#155e75',
      phone: '+1 555 0100',
      email: 'hello@mock.example',
      copyright_text: '© Mock Bazaar',
      meta_title: 'Mock Bazaar',
      meta_description: 'The mock shop.',
    },
    texts: { fr: {}, ar: { site_name: 'بازار التجريبي' }, tr: {}, hi: {} },
    shop: {
      currency: 'USD',
      currency_icon: '$',
      currency_position: 1,
      decimal_format: 'en-US',
      guest_checkout: 1,
      vendor_registration: 1,
      cookie_banner: 1,
      enable_ga: 0,
      ga_id: '',
      enable_pixel: 0,
      pixel_id: '',
      google_login: 1,
      facebook_login: 1,
    },
    languages: LANGUAGES.map((l) => ({
      code: l.code,
      name: commonFixture.languages.find((x) => x.code === l.code)?.name ?? l.nativeName,
      enabled: 1,
      default: l.code === 'en' ? 1 : 0,
    })),
    social: { google: false, facebook: false },
    audit: { site: [], shop: [] },
  } as Site,
  payments: {
    methods: [2, 7, 3, 1, 8, 4, 5, 6].map((method) => ({
      method,
      enabled: OFFLINE.includes(method) ? 1 : 0,
      mode: OFFLINE.includes(method) ? ('offline' as const) : ('off' as const),
    })),
    default: paymentGatewayFixture.default,
    bank_name: paymentGatewayFixture.bank_name,
    account_name: paymentGatewayFixture.account_name,
    account_number: paymentGatewayFixture.account_number,
    branch_name: paymentGatewayFixture.branch_name,
    audit: [],
  } as Payments,
}));

/** An audit row of a save by the mock admin: the fields it changed, before and after. */
function audited(action: string, before: Record<string, unknown>, after: Record<string, unknown>) {
  const changed = Object.keys(after).filter(
    (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  return {
    id: Date.now(),
    admin: { id: MOCK_ADMIN.id, name: MOCK_ADMIN.name },
    action,
    before: Object.fromEntries(changed.map((k) => [k, before[k] ?? null])),
    after: Object.fromEntries(changed.map((k) => [k, after[k] ?? null])),
    created: new Date().toISOString(),
  };
}

export const settingsHandlers = [
  ...mock(endpoints.adminSiteSettings, () => ok(state.get().site)),
  ...mock(endpoints.adminSiteSettingsSave, ({ body }) => {
    const s = state.get().site;
    const { texts, ...fields } = body;
    const before = s.site;
    s.site = {
      ...s.site,
      ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v ?? ''])),
    };
    if (texts)
      s.texts = Object.fromEntries(
        Object.entries(texts).map(([l, t]) => [
          l,
          Object.fromEntries(Object.entries(t ?? {}).filter(([, v]) => v)) as Record<
            string,
            string
          >,
        ]),
      );
    s.audit.site = [...s.audit.site, audited('settings:site', before, s.site)];
    return ok(s, M.siteSaved);
  }),
  ...mock(endpoints.adminShopSettingsSave, ({ body }) => {
    const s = state.get().site;
    if (body.google_login === 1 && !s.social.google) return formError(M.googleUnconfigured);
    if (body.facebook_login === 1 && !s.social.facebook) return formError(M.facebookUnconfigured);
    if (currencyDigits(body.currency) !== currencyDigits(s.shop.currency))
      return formError(M.currencyDigits);
    const { languages, default_language, ...shop } = body;
    s.audit.shop = [...s.audit.shop, audited('settings:shop', s.shop, shop)];
    s.shop = shop;
    s.languages = s.languages.map((l) => ({
      ...l,
      enabled: languages.includes(l.code as never) ? 1 : 0,
      default: l.code === default_language ? 1 : 0,
    }));
    return ok(s, M.shopSaved);
  }),
  ...mock(endpoints.adminSiteLogo, async ({ request }) => {
    const form = await request.formData().catch(() => null);
    const file = form?.get('image');
    if (!(file instanceof File) || file.size === 0) return formError(M.missing);
    const which: 'header_logo' | 'footer_logo' =
      form?.get('which') === 'footer_logo' ? 'footer_logo' : 'header_logo';
    const image = `site/mock-${Date.now()}.webp`;
    state.get().site.site[which] = image;
    return ok({ which, image }, M.logoSaved);
  }),
  ...mock(endpoints.adminPaymentSettings, () => ok(state.get().payments)),
  ...mock(endpoints.adminPaymentSettingsSave, ({ body }) => {
    const p = state.get().payments;
    if (body.enabled.some((m) => !OFFLINE.includes(m))) return formError(M.providerOff);
    p.audit = [
      ...p.audit,
      audited(
        'settings:payments',
        { enabled: p.methods.filter((m) => m.enabled).map((m) => m.method) },
        { enabled: body.enabled },
      ),
    ];
    p.methods = p.methods.map((m) => ({
      ...m,
      enabled: body.enabled.includes(Number(m.method)) ? 1 : 0,
    }));
    p.default = body.default;
    p.bank_name = body.bank_name ?? '';
    p.account_name = body.account_name ?? '';
    p.account_number = body.account_number ?? '';
    p.branch_name = body.branch_name ?? '';
    return ok(p, M.paymentsSaved);
  }),
];
