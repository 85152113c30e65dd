// The cancel-an-order form the shopper's order page and the admin's order page share: a title and a message
// (both required, app/lib/order-forms.ts), posted with CSRF to the page's own action (intent "cancel"). It
// opens on its own when the action answered (the field messages and what was typed are shown again).
import { Form } from '@remix-run/react';
import { getFormProps, getTextareaProps, type SubmissionResult } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { parseForm, useShopForm } from '#app/lib/form-validation.ts';
import { CancelOrderFormSchema, ORDER_FORM_MESSAGES } from '#app/lib/order-forms.ts';
import {
  FieldErrors,
  FormErrors,
  LabelledControl,
  TextField,
  inputClass,
} from '#app/components/form.tsx';
import { SubmitButton } from '#app/components/form-buttons.tsx';

export function CancelOrderForm({
  lastResult,
  labels,
  testId,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  /** The summary, the intro sentence and the submit button, already translated. */
  labels: { open: string; intro: string; submit: string };
  testId: string;
}) {
  const { t } = useTranslation('orders');
  const [form, fields] = useShopForm({
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) =>
      parseForm(formData, CancelOrderFormSchema, t, ORDER_FORM_MESSAGES),
  });
  const message = getTextareaProps(fields.message);
  return (
    <details
      className="rounded-lg border border-slate-200 p-4"
      open={lastResult !== undefined}
      data-testid={testId}
    >
      <summary className="cursor-pointer font-semibold">{labels.open}</summary>
      <Form method="post" className="mt-3 flex flex-col gap-4" {...getFormProps(form)}>
        <AuthenticityTokenInput />
        <p className="text-sm text-slate-700">{labels.intro}</p>
        <FormErrors errors={form.errors} />
        <TextField field={fields.title} label={t('fields.title')} />
        <LabelledControl id={fields.message.id} label={t('fields.message')}>
          <textarea {...message} key={message.key} rows={4} className={inputClass} />
          <FieldErrors id={fields.message.errorId} errors={fields.message.errors} />
        </LabelledControl>
        <SubmitButton intent="cancel" className="btn-primary self-start bg-rose-700">
          {labels.submit}
        </SubmitButton>
      </Form>
    </details>
  );
}
