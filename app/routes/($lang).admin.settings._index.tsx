// `/admin/settings` (issue 35 item 4): the site — its name, logos, primary and hover colours (each at least
// 4.5:1 against white text, the ratio named when not), contact, copyright and meta texts, with their
// translations. A `<Form method="post">` per part with CSRF; the logo is a multipart form of its own, stored
// through the file store. Shoppers see a change within five seconds (the storefront keeps `common` ≤ 4 s).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { SettingsAudit } from '#app/components/settings/audit.tsx';
import { Form, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { LANGUAGES } from '#contract/codes.ts';
import {
  settingsEndpoints as E,
  SITE_TEXT_FIELDS,
  TRANSLATED_LANGUAGES,
} from '#contract/site/admin-settings.ts';
import { parseForm } from '#app/lib/form-validation.ts';
import {
  contrastRefusals,
  SETTINGS_FORM_MESSAGES,
  siteBodyOf,
  SiteFormSchema,
  textInput,
} from '#app/lib/settings.ts';
import {
  readOr404,
  refusedForm,
  settingsForm,
  settingsOf,
  settingsOutcome,
} from '#app/lib/settings.server.ts';
import { redirectWithToast } from '#app/lib/toast.server.ts';
import { settingsMessage } from '#app/lib/settings.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { img } from '#app/lib/format.ts';
import { TextField } from '#app/components/form.tsx';
import { SubmitButton } from '#app/components/form-buttons.tsx';
import { PayoutForm } from '#app/components/payouts/forms.tsx';
import { Card } from '#app/components/payouts/parts.tsx';
import { SettingsTabs, useSettingsForm } from '#app/components/settings/forms.tsx';
import { useRootData } from '#app/components/use-root.ts';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';
export const handle = { i18n: ['settings'] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { call, t } = await settingsOf(request, context);
  const settings = readOr404(await call(E.adminSiteSettings));
  return { title: t('settings:site.title'), settings };
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export async function action({ request, context }: ActionFunctionArgs) {
  const { formData, call, t, path, intent } = await settingsForm(request, context, [
    'site',
    'logo',
  ]);
  const back = path('/admin/settings');
  if (intent === 'logo') {
    const file = formData.get('image');
    const which = formData.get('which') === 'footer_logo' ? 'footer_logo' : 'header_logo';
    if (!(file instanceof File) || file.size === 0)
      return redirectWithToast(request, back, {
        type: 'error',
        message: t('settings:api.missing'),
      });
    const form = new FormData();
    form.append('which', which);
    form.append('image', file, 'upload');
    const r = await call(E.adminSiteLogo, { form });
    if (!r.ok && (r.error.kind === 'business' || r.error.kind === 'server'))
      return redirectWithToast(request, back, {
        type: 'error',
        message: r.error.messages.map((m) => settingsMessage(t, m)).join(' '),
      });
    return settingsOutcome(request, back, r, t, 'settings:done.logo', (messages) =>
      refusedForm('logo', { status: 'error', error: { '': messages } }),
    );
  }
  const submission = parseForm(formData, SiteFormSchema, t, SETTINGS_FORM_MESSAGES);
  if (submission.status !== 'success') return refusedForm('site', submission.reply());
  const low = contrastRefusals(submission.value);
  if (low.length)
    return refusedForm(
      'site',
      submission.reply({
        fieldErrors: Object.fromEntries(
          low.map(({ field, ratio }) => [
            field,
            [t('settings:validation.contrast', { field: t(`settings:fields.${field}`), ratio })],
          ]),
        ),
      }),
    );
  const r = await call(E.adminSiteSettingsSave, { body: siteBodyOf(submission.value) });
  return settingsOutcome(request, back, r, t, 'settings:done.site', (messages) =>
    refusedForm('site', submission.reply({ formErrors: messages })),
  );
}

function LogoForm({
  which,
  image,
}: {
  which: 'header_logo' | 'footer_logo';
  image: string | null;
}) {
  const { t } = useTranslation('settings');
  const site = useRootData()?.site;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="flex flex-col gap-2"
      data-testid={`logo-${which}`}
    >
      <AuthenticityTokenInput />
      <input type="hidden" name="which" value={which} />
      <p className="text-sm font-medium">{t(`fields.${which}`)}</p>
      <div
        className={`w-fit rounded p-2 ${which === 'footer_logo' ? 'bg-slate-900' : 'bg-slate-50'}`}
      >
        {image && site ? (
          <img src={img(image, site)} alt={t(`fields.${which}`)} className="h-10 w-auto" />
        ) : (
          <p className="text-sm text-slate-600">{t('site.noLogo')}</p>
        )}
      </div>
      <label className="flex flex-col gap-1 text-sm">
        {t('site.logoFile')}
        <input
          type="file"
          name="image"
          accept="image/jpeg,image/png,image/webp"
          required
          className="text-sm"
        />
      </label>
      <p className="text-xs text-slate-600">{t('site.logoHint')}</p>
      <SubmitButton intent="logo" className="btn-secondary self-start text-sm">
        {t('site.upload')}
      </SubmitButton>
    </Form>
  );
}

export default function AdminSiteSettingsRoute() {
  const { t } = useTranslation('settings');
  const { settings } = useLoaderData<typeof loader>();
  const { site, texts } = settings;
  const [form, fields] = useSettingsForm('site', SiteFormSchema, {
    ...site,
    ...Object.fromEntries(
      TRANSLATED_LANGUAGES.flatMap((l) =>
        SITE_TEXT_FIELDS.map((f) => [textInput(f, l), texts[l]?.[f] ?? '']),
      ),
    ),
  });
  const field = (name: string) => fields[name]!;
  return (
    <div className="flex flex-col gap-6" data-testid="admin-site-settings">
      <h1 className="text-2xl font-semibold">{t('site.title')}</h1>
      <SettingsTabs />
      <Card id="logos" title={t('site.logos')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <LogoForm which="header_logo" image={site.header_logo ?? null} />
          <LogoForm which="footer_logo" image={site.footer_logo ?? null} />
        </div>
      </Card>
      <Card id="site" title={t('site.details')}>
        <PayoutForm form={form} intent="site" submit={t('save')} testId="site-form">
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField field={field('site_name')} label={t('fields.site_name')} />
            <TextField field={field('email')} label={t('fields.email')} type="email" dir="ltr" />
            <TextField field={field('phone')} label={t('fields.phone')} type="tel" dir="ltr" />
            <TextField field={field('copyright_text')} label={t('fields.copyright_text')} />
          </div>
          <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold">{t('site.colours')}</legend>
            <p className="text-xs text-slate-600">{t('site.coloursHint')}</p>
            <div className="grid gap-3 sm:grid-cols-2">
              {(['primary_color', 'primary_hover_color'] as const).map((name) => (
                <div key={name} className="flex items-end gap-2">
                  <span
                    aria-hidden="true"
                    className="mb-2 h-6 w-6 shrink-0 rounded border border-slate-300"
                    style={{ backgroundColor: String(site[name]) }}
                  />
                  <div className="grow">
                    <TextField field={field(name)} label={t(`fields.${name}`)} dir="ltr" />
                  </div>
                </div>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField field={field('meta_title')} label={t('fields.meta_title')} />
            <TextField field={field('meta_description')} label={t('fields.meta_description')} />
          </div>
          {TRANSLATED_LANGUAGES.map((l) => {
            const language = LANGUAGES.find((x) => x.code === l)!;
            return (
              <fieldset
                key={l}
                lang={l}
                dir={language.dir}
                className="flex flex-col gap-3 rounded-md border border-slate-200 p-3"
              >
                <legend className="px-1 text-sm font-semibold">{language.nativeName}</legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  {SITE_TEXT_FIELDS.map((f) => (
                    <TextField
                      key={f}
                      field={field(textInput(f, l))}
                      label={`${t(`fields.${f}`)} (${language.nativeName})`}
                    />
                  ))}
                </div>
              </fieldset>
            );
          })}
        </PayoutForm>
      </Card>
      <SettingsAudit rows={settings.audit.site} />
    </div>
  );
}
