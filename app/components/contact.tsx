// The `Contact` page's body (docs/spec.md §2): the shop's contact details and the contact form. Without JavaScript
// the server judges and answers with the spec's messages; with it, the same schema answers at once.
import { Form, useActionData, useLocation, useNavigation } from '@remix-run/react';
import { getFormProps, getInputProps, getTextareaProps } from '@conform-to/react';
import type { SubmissionResult } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { CONTACT_LIMITS } from '#contract/site/contact.ts';
import { parseForm, useShopForm } from '#app/lib/form-validation.ts';
import { CONTACT_FIELDS, CONTACT_MESSAGES, ContactFormSchema } from '#app/lib/contact-form.ts';
import { HoneypotField } from '#app/lib/honeypot.tsx';
import { useRootData } from '#app/components/use-root.ts';
import { CardSection } from '#app/components/card-section.tsx';
import { LabelledControl, inputClass } from '#app/components/form.tsx';

export function Contact() {
  const { t } = useTranslation('catalog');
  const { site } = useRootData()!;
  // Each submission ends on a new location: remounting the form empties it after a success (with JS the
  // redirect does not reload the page) and refills it from the action's answer after an error.
  const { key } = useLocation();
  const s = site.setting;
  const address = [s.address_1, s.address_2, s.city, s.state, s.zip, s.country]
    .filter(Boolean)
    .join(', ');
  return (
    <div className="grid gap-6 md:grid-cols-[1fr_2fr]">
      <CardSection id="contact-details" title={t('page.contact.details')}>
        <dl className="flex flex-col gap-3 text-sm">
          {s.email ? (
            <div>
              <dt className="font-medium text-slate-600">{t('page.contact.email')}</dt>
              <dd>
                <a href={`mailto:${s.email}`} className="underline" dir="ltr">
                  {s.email}
                </a>
              </dd>
            </div>
          ) : null}
          {s.phone ? (
            <div>
              <dt className="font-medium text-slate-600">{t('page.contact.phone')}</dt>
              <dd>
                <a href={`tel:${s.phone.replace(/[^\d+]/g, '')}`} className="underline" dir="ltr">
                  {s.phone}
                </a>
              </dd>
            </div>
          ) : null}
          {address ? (
            <div>
              <dt className="font-medium text-slate-600">{t('page.contact.address')}</dt>
              <dd dir="auto">{address}</dd>
            </div>
          ) : null}
        </dl>
      </CardSection>
      <CardSection id="contact-form" title={t('page.contact.formTitle')}>
        <ContactForm key={key} />
      </CardSection>
    </div>
  );
}

function ContactForm() {
  const { t } = useTranslation('catalog');
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useShopForm({
    lastResult,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseForm(formData, ContactFormSchema, t, CONTACT_MESSAGES),
  });
  // Every message in one box above the form (the fields are marked invalid, so none points elsewhere).
  const errors = [...(form.errors ?? []), ...CONTACT_FIELDS.flatMap((f) => fields[f].errors ?? [])];
  return (
    <>
      {errors.length ? (
        <div role="alert" className="mb-4 rounded-md border border-rose-200 bg-rose-50 p-4">
          <p className="font-semibold text-rose-800">{t('page.contact.errorHeading')}</p>
          <ul className="mt-1 list-disc ps-5 text-sm text-rose-800">
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {/* noValidate: the server judges and answers with the spec's messages, with or without JS. */}
      <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)} noValidate>
        <AuthenticityTokenInput />
        <HoneypotField />
        {(['name', 'email', 'subject'] as const).map((f) => (
          <LabelledControl key={f} id={fields[f].id} label={t(`page.contact.${f}`)}>
            <input
              {...getInputProps(fields[f], { type: f === 'email' ? 'email' : 'text' })}
              key={fields[f].key}
              autoComplete={f === 'name' ? 'name' : f === 'email' ? 'email' : 'off'}
              aria-describedby={undefined}
              required
              maxLength={CONTACT_LIMITS[f]}
              className={inputClass}
            />
          </LabelledControl>
        ))}
        <LabelledControl id={fields.message.id} label={t('page.contact.message')}>
          <textarea
            {...getTextareaProps(fields.message)}
            key={fields.message.key}
            aria-describedby={undefined}
            rows={6}
            required
            maxLength={CONTACT_LIMITS.message}
            className={inputClass}
          />
        </LabelledControl>
        <p>
          <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy}>
            {t('page.contact.send')}
          </button>
        </p>
      </Form>
    </>
  );
}
