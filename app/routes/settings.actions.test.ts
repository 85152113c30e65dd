// The settings screens against the MSW API (mocks/settings.ts), with real cookies: every page and action is
// this site's 404 for anyone but staff; staff save the site (a colour below 4.5:1 refused on its field with
// the ratio, in Arabic too, what was typed kept), the shop (a default language that is not enabled refused),
// a logo (multipart, through the API) and the payment methods — each post/redirect/get with a toast.
import { describe, expect, it } from 'vitest';
import { MOCK_ADMIN, MOCK_SELLER } from '#mocks/identity.ts';
import type { SessionData } from '#app/lib/session.server.ts';
import { commitCsrfToken } from '#app/lib/csrf.server.ts';
import {
  ORIGIN,
  SHOPPER,
  context,
  runGet,
  runPost,
  runRoute,
  sessionCookie,
  toastOf,
  useFreshMockApi,
} from '#tests/support/routes.ts';

import {
  action as siteAction,
  loader as siteLoader,
} from '#app/routes/($lang).admin.settings._index.tsx';
import {
  action as shopAction,
  loader as shopLoader,
} from '#app/routes/($lang).admin.settings.shop.tsx';
import {
  action as paymentsAction,
  loader as paymentsLoader,
} from '#app/routes/($lang).admin.settings.payments.tsx';

useFreshMockApi();

const ADMIN: SessionData = { token: MOCK_ADMIN.token };

/** A multipart post (the logo form) by staff, with its CSRF token. */
async function multipartAs(path: string, form: FormData) {
  const [token, csrfCookie] = await commitCsrfToken(new Request(`${ORIGIN}/`));
  form.set('csrf', token);
  const cookie = [csrfCookie!.split(';')[0]!, await sessionCookie(ADMIN)].join('; ');
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    body: form,
    headers: { Cookie: cookie, Origin: ORIGIN },
  });
}
const SITE = {
  intent: 'site',
  site_name: 'Bazaar Test',
  primary_color: '#1d4ed8',
  primary_hover_color: '#1e3a8a',
  phone: '+1 555 0199',
  email: 'shop@example.com',
  copyright_text: '© Test',
  meta_title: 'Title',
  meta_description: 'Description',
  site_name_ar: 'بازار',
};
const SHOP = {
  intent: 'shop',
  currency: 'eur',
  currency_icon: '€',
  currency_position: '2',
  decimal_format: 'de-DE',
  'languages[0]': 'en',
  'languages[1]': 'ar',
  default_language: 'en',
  guest_checkout: 'on',
  cookie_banner: 'on',
  ga_id: '',
  pixel_id: '',
};
const PAYMENTS = {
  intent: 'payments',
  'enabled[0]': '7',
  default: '7',
  bank_name: 'Test Bank',
  account_name: 'Bazaar Ltd',
  account_number: '0001',
  branch_name: '',
};

describe('settings screens: anyone else', () => {
  it.each([
    ['a visitor', {}],
    ['a shopper', SHOPPER],
    ['a seller', { token: MOCK_SELLER.token }],
  ] as const)('%s gets the 404 on every settings page and action', async (_, session) => {
    for (const [loader, path] of [
      [siteLoader, '/admin/settings'],
      [shopLoader, '/ar/admin/settings/shop'],
      [paymentsLoader, '/admin/settings/payments'],
    ] as const)
      expect((await runGet(loader, path, session)).status).toBe(404);
    for (const [action, path, fields] of [
      [siteAction, '/admin/settings', SITE],
      [shopAction, '/admin/settings/shop', SHOP],
      [paymentsAction, '/admin/settings/payments', PAYMENTS],
    ] as const)
      expect((await runPost(action, path, fields, session)).status).toBe(404);
  });
});

describe('settings screens: staff', () => {
  it('save the site; a colour below 4.5:1 is refused on its field with its ratio, in Arabic too', async () => {
    const low = await runPost(
      siteAction,
      '/admin/settings',
      { ...SITE, primary_color: '#38bdf8' },
      ADMIN,
    );
    expect(low.status).toBe(400);
    expect(low.data.intent).toBe('site');
    expect(low.data.result.error.primary_color[0]).toMatch(
      /^Primary colour: its contrast with white text is 2\.\d+:1; WCAG AA needs at least 4\.5:1/,
    );
    expect(low.data.result.initialValue.site_name).toBe('Bazaar Test');
    const ar = await runPost(
      siteAction,
      '/ar/admin/settings',
      { ...SITE, primary_hover_color: '#fde68a' },
      ADMIN,
    );
    expect(ar.data.result.error.primary_hover_color[0]).toContain('لون التمرير');
    const bad = await runPost(
      siteAction,
      '/admin/settings',
      { ...SITE, site_name: '', email: 'nope' },
      ADMIN,
    );
    expect(bad.data.result.error.site_name).toEqual(['Site name is required']);
    expect(bad.data.result.error.email).toEqual(['Enter a valid e-mail address.']);
    const good = await runPost(siteAction, '/admin/settings', SITE, ADMIN);
    expect(good.status).toBe(302);
    expect(good.headers.get('Location')).toBe('/admin/settings');
    expect((await toastOf(good.headers))?.message).toBe('The site settings have been saved.');
    const read = await runGet(siteLoader, '/admin/settings', ADMIN);
    expect(read.data.settings.site).toMatchObject({
      site_name: 'Bazaar Test',
      primary_color: '#1d4ed8',
    });
    expect(read.data.settings.texts.ar.site_name).toBe('بازار');
  });

  it('upload a logo through the API, and an empty file is refused with a toast', async () => {
    const form = new FormData();
    form.set('intent', 'logo');
    form.set('which', 'header_logo');
    form.set(
      'image',
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' }),
    );
    const r = await runRoute(async () =>
      siteAction({ request: await multipartAs('/admin/settings', form), context, params: {} }),
    );
    expect(r.status).toBe(302);
    expect((await toastOf(r.headers))?.message).toBe('The logo has been saved.');
    const read = await runGet(siteLoader, '/admin/settings', ADMIN);
    expect(read.data.settings.site.header_logo).toMatch(/^site\/mock-/);
    const empty = new FormData();
    empty.set('intent', 'logo');
    empty.set('image', new File([], 'empty.png', { type: 'image/png' }));
    const refused = await runRoute(async () =>
      siteAction({ request: await multipartAs('/admin/settings', empty), context, params: {} }),
    );
    expect((await toastOf(refused.headers))?.message).toBe('Choose an image file.');
  });

  it('save the shop; a default language that is not enabled and a bad currency are refused', async () => {
    const off = await runPost(
      shopAction,
      '/admin/settings/shop',
      { ...SHOP, default_language: 'fr' },
      ADMIN,
    );
    expect(off.status).toBe(400);
    expect(off.data.result.error.default_language).toEqual([
      'The default language must be enabled.',
    ]);
    const cur = await runPost(
      shopAction,
      '/fr/admin/settings/shop',
      { ...SHOP, currency: 'E1' },
      ADMIN,
    );
    expect(cur.data.result.error.currency[0]).toContain('ISO 4217');
    const digits = await runPost(
      shopAction,
      '/admin/settings/shop',
      { ...SHOP, currency: 'JPY' },
      ADMIN,
    );
    expect(digits.status).toBe(400);
    expect(digits.data.result.error['']).toEqual([
      expect.stringContaining('another number of decimals'),
    ]);
    const good = await runPost(shopAction, '/admin/settings/shop', SHOP, ADMIN);
    expect(good.status).toBe(302);
    const read = await runGet(shopLoader, '/admin/settings/shop', ADMIN);
    expect(read.data.settings.shop).toMatchObject({
      currency: 'EUR',
      currency_position: 2,
      vendor_registration: 0,
    });
    expect(
      read.data.settings.languages
        .filter((l: { enabled: number }) => l.enabled)
        .map((l: { code: string }) => l.code),
    ).toEqual(['en', 'ar']);
  });

  it('save the payment methods; an online one whose provider is off and a default not offered are refused', async () => {
    const online = await runPost(
      paymentsAction,
      '/admin/settings/payments',
      { ...PAYMENTS, 'enabled[1]': '3' },
      ADMIN,
    );
    expect(online.status).toBe(400);
    expect(online.data.result.error['']).toEqual([
      'An online method can be turned on only when its provider runs on the server (its variables, docs/payments.md).',
    ]);
    const def = await runPost(
      paymentsAction,
      '/admin/settings/payments',
      { ...PAYMENTS, default: '2' },
      ADMIN,
    );
    expect(def.data.result.error.default).toEqual([
      'The default payment method must be one of those offered.',
    ]);
    const good = await runPost(paymentsAction, '/admin/settings/payments', PAYMENTS, ADMIN);
    expect(good.status).toBe(302);
    const read = await runGet(paymentsLoader, '/admin/settings/payments', ADMIN);
    expect(
      read.data.payments.methods
        .filter((m: { enabled: number }) => m.enabled)
        .map((m: { method: number }) => m.method),
    ).toEqual([7]);
  });
});
