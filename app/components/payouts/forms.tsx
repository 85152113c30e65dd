// The payouts screens' forms (issue 34): each a Conform form posted to the route's action with its CSRF
// token and its intent, validated in the browser with JavaScript and on the server always. A page holds
// several forms; the action's answer names the one it is for (`key`), and only that one shows it.
import { Form, useActionData } from '@remix-run/react';
import { getFormProps, type FormMetadata, type SubmissionResult } from '@conform-to/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import type { z } from '#contract/zod.ts';
import { parseForm, useShopForm } from '#app/lib/form-validation.ts';
import { PAYOUT_FORM_MESSAGES } from '#app/lib/payouts.ts';
import { FormErrors } from '#app/components/form.tsx';
import { SubmitButton } from '#app/components/form-buttons.tsx';

type Answer = { intent?: string; result?: SubmissionResult<string[]> };

/** The Conform form `key` of this page, with the action's answer when it was for it. */
export function usePayoutForm<S extends z.ZodObject>(
  key: string,
  schema: S,
  defaultValue?: Record<string, string>,
) {
  const { t } = useTranslation('payouts');
  const answer = useActionData<Answer>();
  return useShopForm<z.input<S>, z.output<S>, string[]>({
    id: `payout-${key.replace(/[^\w-]/g, '-')}`,
    lastResult: answer?.intent === key ? answer.result : undefined,
    defaultValue: defaultValue as never,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, schema, t, PAYOUT_FORM_MESSAGES),
  });
}

export function PayoutForm({
  form,
  intent,
  submit,
  secondary = false,
  hidden,
  children,
  testId,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's fields
  form: FormMetadata<any, string[]>;
  intent: string;
  submit: string;
  secondary?: boolean;
  hidden?: Record<string, string>;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <Form
      method="post"
      className="flex flex-col gap-3"
      data-testid={testId}
      {...getFormProps(form)}
    >
      <AuthenticityTokenInput />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormErrors errors={form.errors} />
      {children}
      <SubmitButton
        intent={intent}
        className={`${secondary ? 'btn-secondary' : 'btn-primary'} self-start text-sm`}
      >
        {submit}
      </SubmitButton>
    </Form>
  );
}

/** A form of one button (remove, approve, reinstate): no fields to validate. */
export function ButtonForm({
  intent,
  label,
  hidden,
  secondary = true,
}: {
  intent: string;
  label: string;
  hidden?: Record<string, string>;
  secondary?: boolean;
}) {
  return (
    <Form method="post">
      <AuthenticityTokenInput />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SubmitButton
        intent={intent}
        className={`${secondary ? 'btn-secondary' : 'btn-primary'} text-sm`}
      >
        {label}
      </SubmitButton>
    </Form>
  );
}
