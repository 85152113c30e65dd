// The seller's store profile (issue 34 item 1): its name, contact, and description, shipping and return
// policy in English and each other language (plain text, line breaks kept); a refused save shows its
// messages and keeps what was typed. The logo and banner are their own forms (store-pictures.tsx).
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { languageDir } from '#contract/codes.ts';
import { STORE_LANGUAGES, STORE_TEXTS, STORE_TEXT_MAX } from '#contract/stores/seller.ts';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import type { storeAction, storeLoader } from '#app/lib/seller-store.server.ts';
import { languageName } from '#app/lib/workspace.ts';
import { FormErrors, inputClass } from '#app/components/form.tsx';
import { SubmitButton } from '#app/components/form-buttons.tsx';
import { Field } from '#app/components/workspace/editor-form.tsx';
import { StorePictures } from '#app/components/workspace/store-pictures.tsx';
import { useLocale } from '#app/components/use-root.ts';
import { localizePath } from '#app/lib/i18n.ts';

export function StoreScreen() {
  const { t } = useTranslation('store');
  const { profile: p } = useLoaderData<typeof storeLoader>();
  const result = useActionData<typeof storeAction>();
  const lang = useLocale();
  const errors: Record<string, string[]> = result?.errors ?? {};
  const saved = (name: string): string => {
    const m = /^(fr|ar|tr|hi)_(.+)$/.exec(name);
    const v = m
      ? p.translations[m[1]!]?.[m[2] as (typeof STORE_TEXTS)[number]]
      : (p as unknown as Record<string, string | null>)[name];
    return v ?? '';
  };
  const value = (name: string) => (result ? (result.values[name] ?? '') : saved(name));
  const texts = (prefix: string, code: string) =>
    STORE_TEXTS.map((f) => {
      const name = `${prefix}${f}`;
      return (
        <Field
          key={name}
          name={name}
          label={code === 'en' ? t(`profile.${f}`) : `${t(`profile.${f}`)} (${languageName(code)})`}
          errors={errors[name]}
        >
          {(props) => (
            <textarea
              {...props}
              rows={f === 'description' ? 4 : 3}
              maxLength={STORE_TEXT_MAX[f]}
              defaultValue={value(name)}
              className={inputClass}
            />
          )}
        </Field>
      );
    });
  return (
    <div className="flex flex-col gap-4">
      <section
        className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm sm:p-6"
        aria-labelledby="store-title"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 id="store-title" className="text-2xl font-semibold">
            {t('profile.title')}
          </h1>
          <Link
            to={localizePath(`/shop/${encodeURIComponent(p.slug)}`, lang)}
            className="text-sm underline"
          >
            {t('profile.view')}
          </Link>
        </div>
        <Form method="post" className="flex flex-col gap-4" data-testid="store-form" noValidate>
          <AuthenticityTokenInput />
          <FormErrors errors={result?.formErrors} />
          <fieldset
            className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4"
            lang="en"
            dir="ltr"
          >
            <legend className="px-1 font-semibold">{t('profile.english')}</legend>
            <Field name="name" label={t('profile.name')} errors={errors.name}>
              {(props) => (
                <input
                  {...props}
                  defaultValue={value('name')}
                  maxLength={120}
                  required
                  className={inputClass}
                />
              )}
            </Field>
            <p className="text-xs text-slate-600" dir="auto">
              {t('profile.slugHint', { slug: p.slug })}
            </p>
            <Field name="contact_email" label={t('profile.email')} errors={errors.contact_email}>
              {(props) => (
                <input
                  {...props}
                  type="email"
                  dir="ltr"
                  autoComplete="email"
                  defaultValue={value('contact_email')}
                  maxLength={190}
                  className={inputClass}
                />
              )}
            </Field>
            <Field name="contact_phone" label={t('profile.phone')} errors={errors.contact_phone}>
              {(props) => (
                <input
                  {...props}
                  type="tel"
                  dir="ltr"
                  autoComplete="tel"
                  defaultValue={value('contact_phone')}
                  maxLength={30}
                  className={inputClass}
                />
              )}
            </Field>
            {texts('', 'en')}
          </fieldset>
          {STORE_LANGUAGES.map((code) => (
            <fieldset
              key={code}
              className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4"
              lang={code}
              dir={languageDir(code)}
            >
              <legend className="px-1 font-semibold">{languageName(code)}</legend>
              <p className="text-xs text-slate-600">{t('profile.fallback')}</p>
              {texts(`${code}_`, code)}
            </fieldset>
          ))}
          <SubmitButton intent="save">{t('profile.save')}</SubmitButton>
        </Form>
      </section>
      <StorePictures logo={p.logo} banner={p.banner} />
    </div>
  );
}
