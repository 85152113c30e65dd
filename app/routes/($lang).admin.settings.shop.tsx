// `/admin/settings/shop` (issue 35 item 4): the currency (ISO code, symbol, before or after the amount, the
// number format; the decimals are the currency's own), the languages enabled and the default, guest checkout,
// vendor registration, the cookie banner, analytics and pixel ids with their switches, and Google and
// Facebook sign-in (only where the server has their variables). One `<Form method="post">` with CSRF.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { SettingsAudit } from '#app/components/settings/audit.tsx';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { NUMBER_FORMATS, settingsEndpoints as E } from '#contract/site/admin-settings.ts';
import { parseForm } from '#app/lib/form-validation.ts';
import { SETTINGS_FORM_MESSAGES, shopBodyOf, ShopFormSchema } from '#app/lib/settings.ts';
import {
  readOr404,
  refusedForm,
  settingsForm,
  settingsOf,
  settingsOutcome,
} from '#app/lib/settings.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { TextField } from '#app/components/form.tsx';
import { PayoutForm } from '#app/components/payouts/forms.tsx';
import { Card } from '#app/components/payouts/parts.tsx';
import {
  Check,
  CheckGroup,
  Select,
  SettingsTabs,
  useSettingsForm,
} from '#app/components/settings/forms.tsx';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';
export const handle = { i18n: ['settings'] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { call, t } = await settingsOf(request, context);
  const settings = readOr404(await call(E.adminSiteSettings));
  return { title: t('settings:shop.title'), settings };
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export async function action({ request, context }: ActionFunctionArgs) {
  const { formData, call, t, path } = await settingsForm(request, context, ['shop']);
  const submission = parseForm(formData, ShopFormSchema, t, SETTINGS_FORM_MESSAGES);
  if (submission.status !== 'success') return refusedForm('shop', submission.reply());
  const r = await call(E.adminShopSettingsSave, { body: shopBodyOf(submission.value) });
  return settingsOutcome(
    request,
    path('/admin/settings/shop'),
    r,
    t,
    'settings:done.shop',
    (messages) => refusedForm('shop', submission.reply({ formErrors: messages })),
  );
}

const on = (v: number) => (v === 1 ? 'on' : undefined);

export default function AdminShopSettingsRoute() {
  const { t } = useTranslation('settings');
  const { settings } = useLoaderData<typeof loader>();
  const { shop, languages, social } = settings;
  const [form, fields] = useSettingsForm('shop', ShopFormSchema, {
    currency: shop.currency,
    currency_icon: shop.currency_icon,
    currency_position: String(shop.currency_position),
    decimal_format: shop.decimal_format,
    languages: languages.filter((l) => l.enabled).map((l) => l.code),
    default_language: languages.find((l) => l.default)?.code ?? 'en',
    guest_checkout: on(shop.guest_checkout),
    vendor_registration: on(shop.vendor_registration),
    cookie_banner: on(shop.cookie_banner),
    enable_ga: on(shop.enable_ga),
    ga_id: shop.ga_id,
    enable_pixel: on(shop.enable_pixel),
    pixel_id: shop.pixel_id,
    google_login: on(shop.google_login),
    facebook_login: on(shop.facebook_login),
  });
  const f = (name: string) => fields[name]!;
  const names = languages.map((l) => ({ value: l.code, label: l.name, lang: l.code }));
  return (
    <div className="flex flex-col gap-6" data-testid="admin-shop-settings">
      <h1 className="text-2xl font-semibold">{t('shop.title')}</h1>
      <SettingsTabs />
      <Card id="shop" title={t('shop.title')}>
        <PayoutForm form={form} intent="shop" submit={t('save')} testId="shop-form">
          <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold">{t('shop.currency')}</legend>
            <p className="text-xs text-slate-600">{t('shop.currencyHint')}</p>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField field={f('currency')} label={t('fields.currency')} dir="ltr" />
              <TextField field={f('currency_icon')} label={t('fields.currency_icon')} dir="ltr" />
              <Select
                field={f('currency_position')}
                label={t('fields.currency_position')}
                options={[
                  { value: '1', label: t('shop.before') },
                  { value: '2', label: t('shop.after') },
                ]}
              />
              <Select
                field={f('decimal_format')}
                label={t('fields.decimal_format')}
                options={NUMBER_FORMATS.map((n) => ({ value: n, label: n }))}
              />
            </div>
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-2">
            <CheckGroup field={f('languages')} legend={t('fields.languages')} options={names} />
            <Select
              field={f('default_language')}
              label={t('fields.default_language')}
              options={names}
            />
          </div>
          <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold">{t('shop.switches')}</legend>
            <Check
              field={f('guest_checkout')}
              label={t('fields.guest_checkout')}
              hint={t('shop.guestHint')}
            />
            <Check
              field={f('vendor_registration')}
              label={t('fields.vendor_registration')}
              hint={t('shop.vendorHint')}
            />
            <Check
              field={f('cookie_banner')}
              label={t('fields.cookie_banner')}
              hint={t('shop.cookieHint')}
            />
            <Check
              field={f('google_login')}
              label={t('fields.google_login')}
              hint={social.google ? undefined : t('shop.googleUnset')}
            />
            <Check
              field={f('facebook_login')}
              label={t('fields.facebook_login')}
              hint={social.facebook ? undefined : t('shop.facebookUnset')}
            />
          </fieldset>
          <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold">{t('shop.analytics')}</legend>
            <p className="text-xs text-slate-600">{t('shop.analyticsHint')}</p>
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="flex flex-col gap-2">
                <Check field={f('enable_ga')} label={t('fields.enable_ga')} />
                <TextField field={f('ga_id')} label={t('fields.ga_id')} dir="ltr" />
              </div>
              <div className="flex flex-col gap-2">
                <Check field={f('enable_pixel')} label={t('fields.enable_pixel')} />
                <TextField
                  field={f('pixel_id')}
                  label={t('fields.pixel_id')}
                  dir="ltr"
                  inputMode="numeric"
                />
              </div>
            </div>
          </fieldset>
        </PayoutForm>
      </Card>
      <SettingsAudit rows={settings.audit.shop} />
    </div>
  );
}
