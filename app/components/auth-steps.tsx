// The pieces of the auth screens' steps beyond their layout (auth-layout.tsx): the link to the flow's other
// screen, and the code step of the two flows that e-mail a 6-digit code before an account exists (register,
// seller register).
import type { SubmissionResult } from '@conform-to/react';
import { Link, useActionData } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from '#contract/zod.ts';
import { VerificationCodeSchema } from '#app/lib/account-forms.ts';
import { parseForm, useShopForm } from '#app/lib/form-validation.ts';
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

export const VerifyCodeSchema = z.object({ code: VerificationCodeSchema });

/**
 * The code sent to the e-mail the session keeps, then verify, or start again with another e-mail.
 * `redirectTo`, when given, goes with the code: where the shopper goes once verified and signed in.
 */
export function VerifyCodeStep({ email, redirectTo }: { email: string; redirectTo?: string }) {
  const { t } = useTranslation('account');
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const [form, fields] = useShopForm({
    lastResult,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseForm(formData, VerifyCodeSchema, t),
  });
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
