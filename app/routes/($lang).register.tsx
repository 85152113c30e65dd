// `/register` (docs/spec.md §2, §4 "Account"): register → a 6-digit code is e-mailed → the same screen asks for the
// code → verified and signed in ('You have successfully verified your account'). The e-mail being verified
// is kept in the session between the two steps, so the flow works the same without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useLoaderData, useSearchParams } from '@remix-run/react';
import { EmailSchema } from '#contract/site/newsletter.ts';
import { optionalText, requiredText } from '#contract/account/schemas.ts';
import { accountEndpoints } from '#contract/account/endpoints.ts';
import { redirectWithToast } from '#app/lib/toast.server.ts';
import { signedInCookie } from '#app/lib/session.server.ts';
import { emailStep, readGuestForm } from '#app/lib/auth-screen.server.ts';
import { PASSWORD_FIELDS, withNewPassword } from '#app/lib/account-forms.ts';
import { codeStepAnswer, codeStepLoader } from '#app/lib/code-step.server.ts';
import { parseForm } from '#app/lib/form-validation.ts';
import { replyWithApiError } from '#app/lib/forms.server.ts';
import { localizePath, safeRedirectPath } from '#app/lib/i18n.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { AuthCard, AuthForm, AuthLayout, withRedirectTo } from '#app/components/auth-layout.tsx';
import { EmailField, NewPasswordFields, NameFields } from '#app/components/form.tsx';
import { SubmitButton } from '#app/components/form-buttons.tsx';
import { useLocale } from '#app/components/use-root.ts';
import { AuthOtherLink, useAccountForm, VerifyCodeStep } from '#app/components/auth-steps.tsx';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';
const RegisterSchema = withNewPassword({
  first_name: requiredText('first_name'),
  last_name: optionalText('last_name'),
  email: EmailSchema,
});
const verification = emailStep('verifyEmail');

export const handle = { layout: 'empty', i18n: ['account'] };

export const loader = ({ request }: LoaderFunctionArgs) =>
  codeStepLoader(request, 'verifyEmail', 'account:register.title');

export async function action({ request, context }: ActionFunctionArgs) {
  const { formData, t, lang } = await readGuestForm(request);
  const here = new URL(request.url);
  const self = `${here.pathname.replace(/\.data$/, '')}${here.search}`;
  const api = shopApiFor(request, context);
  const posted = { request, formData, t, step: verification, self };
  const codeStep = await codeStepAnswer(posted, async (body, submission) => {
    const r = await api.call(accountEndpoints.verify, { body });
    if (!r.ok) return replyWithApiError(t, submission, r.error);
    const back = safeRedirectPath(formData.get('redirectTo'), localizePath('/', lang));
    // Ours signs in on verification; a backend that returns no token sends the shopper to log in.
    if (!r.data.token)
      return verification.finish(request, localizePath('/login', lang), {
        type: 'success',
        message: t('account:verify.success'),
      });
    return redirectWithToast(
      request,
      back,
      { type: 'success', message: t('account:verify.success') },
      { 'Set-Cookie': await signedInCookie(r.data.token) },
    );
  });
  if (codeStep) return codeStep;

  const submission = parseForm(formData, RegisterSchema, t);
  if (submission.status !== 'success')
    return data(submission.reply({ hideFields: PASSWORD_FIELDS }), { status: 400 });
  const v = submission.value;
  const r = await api.call(accountEndpoints.signup, {
    body: {
      first_name: v.first_name,
      last_name: v.last_name,
      email: v.email,
      password: v.password,
      password_confirmation: v.password_confirmation,
    },
  });
  if (!r.ok) return replyWithApiError(t, submission, r.error);
  return verification.remember(request, v.email, self, {
    type: 'success',
    message: t('account:verify.sent', { email: v.email }),
  });
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export default function RegisterRoute() {
  const { verifyEmail } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  return (
    <AuthLayout>
      {verifyEmail ? (
        <VerifyCodeStep email={verifyEmail} redirectTo={params.get('redirectTo') ?? ''} />
      ) : (
        <RegisterStep />
      )}
    </AuthLayout>
  );
}

function RegisterStep() {
  const { t, form, fields } = useAccountForm(RegisterSchema);
  const [params] = useSearchParams();
  const lang = useLocale();
  const redirectTo = params.get('redirectTo') ?? '';
  return (
    <AuthCard title={t('register.title')}>
      <AuthForm form={form}>
        <div className="grid gap-4 sm:grid-cols-2">
          <NameFields first={fields.first_name} last={fields.last_name} />
        </div>
        <EmailField field={fields.email} />
        <NewPasswordFields
          password={fields.password}
          confirmation={fields.password_confirmation}
          labels={['fields.password', 'fields.password_confirmation']}
        />
        <SubmitButton intent="register">{t('register.submit')}</SubmitButton>
      </AuthForm>
      <AuthOtherLink to={withRedirectTo(localizePath('/login', lang), redirectTo)}>
        {t('register.haveAccount')}
      </AuthOtherLink>
    </AuthCard>
  );
}
