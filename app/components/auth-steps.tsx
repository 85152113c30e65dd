// The pieces of the auth screens' steps beyond their layout (auth-layout.tsx): the link to the flow's other
// screen, and the code step of the two flows that e-mail a 6-digit code before an account exists (register,
// seller register).
import type { SubmissionResult } from '@conform-to/react';
import { Link, useActionData } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from '#contract/zod.ts';
import { VerificationCodeSchema } from '#app/lib/account-forms.ts';
import { parseForm, useShopForm, type FormMessages } from '#app/lib/form-validation.ts';
import { AuthCard, AuthForm, RestartForm } from '#app/components/auth-layout.tsx';
import { CodeField } from '#app/components/form.tsx';
import { SubmitButton } from '#app/components/form-buttons.tsx';

/** The line under an auth form that leads to another screen of the flow (log in, register, …). */
export function AuthOtherLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="mt-4 text-sm">
      <Link to={to} className="underline">
        {children}
      </Link>
    </p>
  );
}

/** When an account form checks its fields in the browser (Conform's shouldValidate, then shouldRevalidate). */
const CHECKS = {
  /** when a field is left, then as a refused field is corrected */
  live: ['onBlur', 'onInput'],
  onBlur: ['onBlur', 'onBlur'],
  onSubmit: ['onSubmit', 'onSubmit'],
} as const;

/**
 * The form of an account screen (log in, register, seller sign-up, password reset, a code step): the route
 * action's last answer, and `schema` checked in the browser (`check`) with the account messages or `messages`.
 */
export function useAccountForm<
  S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>,
>(
  schema: S,
  { check = 'live', messages }: { check?: keyof typeof CHECKS; messages?: FormMessages } = {},
) {
  const { t } = useTranslation('account');
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const [shouldValidate, shouldRevalidate] = CHECKS[check];
  const [form, fields] = useShopForm<z.input<S>, z.output<S>>({
    lastResult,
    shouldValidate,
    shouldRevalidate,
    onValidate: ({ formData }) => parseForm(formData, schema, t, messages),
  });
  return { t, form, fields };
}

export const VerifyCodeSchema = z.object({ code: VerificationCodeSchema });

/**
 * The code sent to the e-mail the session keeps, then verify, or start again with another e-mail.
 * `redirectTo`, when given, goes with the code: where the shopper goes once verified and signed in.
 */
export function VerifyCodeStep({ email, redirectTo }: { email: string; redirectTo?: string }) {
  const { t, form, fields } = useAccountForm(VerifyCodeSchema, { check: 'onSubmit' });
  return (
    <AuthCard title={t('verify.title')} intro={t('verify.intro')} email={email}>
      <AuthForm form={form}>
        {redirectTo === undefined ? null : (
          <input type="hidden" name="redirectTo" value={redirectTo} />
        )}
        <CodeField field={fields.code} hint={t('verify.hint')} />
        <SubmitButton intent="verify">{t('verify.submit')}</SubmitButton>
      </AuthForm>
      <RestartForm label={t('verify.restart')} />
    </AuthCard>
  );
}
