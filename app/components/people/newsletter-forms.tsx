// `/admin/newsletter`'s two forms (issue 35 item 6, decision 145): composing a plain-text newsletter to every
// subscriber (its one-time key in a hidden field: a doubled submit sends once) and sending a test message
// through the configured SMTP server. Both are `<Form method="post">` with CSRF; errors keep what was typed.
import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { NEWSLETTER_BODY_MAX } from '#contract/admin/people.ts';
import { inputClass } from '#app/components/form.tsx';
import { SubmitButton } from '#app/components/form-buttons.tsx';

type Failure = {
  form: 'send' | 'test';
  errors: Record<string, string>;
  values: Record<string, string>;
};

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const invalid = (error: string | undefined, id: string) =>
  error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};

export function NewsletterForms({ sendKey, failed }: { sendKey: string; failed?: Failure }) {
  const { t } = useTranslation('people');
  const send = failed?.form === 'send' ? failed : undefined;
  const test = failed?.form === 'test' ? failed : undefined;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section aria-labelledby="compose-heading" className="rounded-lg bg-white p-4 shadow-sm">
        <h2 id="compose-heading" className="mb-3 text-lg font-semibold">
          {t('newsletter.compose')}
        </h2>
        <Form method="post" className="flex flex-col gap-3" data-testid="newsletter-compose">
          <AuthenticityTokenInput />
          <input type="hidden" name="send_key" value={send?.values.send_key ?? sendKey} />
          <Field id="nl-subject" label={t('newsletter.subject')} error={send?.errors.subject}>
            <input
              id="nl-subject"
              name="subject"
              maxLength={200}
              defaultValue={send?.values.subject}
              className={inputClass}
              {...invalid(send?.errors.subject, 'nl-subject')}
            />
          </Field>
          <Field id="nl-body" label={t('newsletter.body')} error={send?.errors.body}>
            <textarea
              id="nl-body"
              name="body"
              rows={8}
              maxLength={NEWSLETTER_BODY_MAX}
              defaultValue={send?.values.body}
              className={inputClass}
              {...invalid(send?.errors.body, 'nl-body')}
            />
          </Field>
          <p className="text-xs text-slate-600">{t('newsletter.plainText')}</p>
          <SubmitButton intent="send" className="btn-primary self-start">
            {t('newsletter.send')}
          </SubmitButton>
        </Form>
      </section>
      <section aria-labelledby="smtp-heading" className="rounded-lg bg-white p-4 shadow-sm">
        <h2 id="smtp-heading" className="mb-3 text-lg font-semibold">
          {t('newsletter.smtp')}
        </h2>
        <p className="mb-3 text-sm text-slate-700">{t('newsletter.smtpIntro')}</p>
        <Form method="post" className="flex flex-col gap-3" data-testid="smtp-test">
          <AuthenticityTokenInput />
          <Field id="smtp-to" label={t('newsletter.to')} error={test?.errors.to}>
            <input
              id="smtp-to"
              name="to"
              type="email"
              dir="ltr"
              defaultValue={test?.values.to}
              className={inputClass}
              {...invalid(test?.errors.to, 'smtp-to')}
            />
          </Field>
          <SubmitButton intent="test" className="btn-secondary self-start">
            {t('newsletter.test')}
          </SubmitButton>
        </Form>
      </section>
    </div>
  );
}
