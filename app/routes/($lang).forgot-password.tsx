// `/forgot-password` (docs/spec.md §4 "Account", §8): the e-mail → a code is e-mailed → paste the code and choose a
// new password → log in with it. Failures show the heading 'The following error occurred' (and, with
// JavaScript, a toast titled 'Error'). The answer never tells whether an address has an account.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ForgotBodySchema } from '#contract/account/schemas.ts';
import { accountEndpoints } from '#contract/account/endpoints.ts';
import { isDataRequest, setToast } from '#app/lib/toast.server.ts';
import { emailStep, guestLoader, readGuestForm } from '#app/lib/auth-screen.server.ts';
import {
  PASSWORD_FIELDS,
  VerificationCodeSchema,
  withNewPassword,
} from '#app/lib/account-forms.ts';
import { firstError, parseForm } from '#app/lib/form-validation.ts';
import { apiMessage, statusOf } from '#app/lib/forms.server.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { AuthCard, AuthForm, AuthLayout, RestartForm } from '#app/components/auth-layout.tsx';
import { CodeField, EmailField, NewPasswordFields } from '#app/components/form.tsx';
import { SubmitButton } from '#app/components/form-buttons.tsx';
import { useLocale } from '#app/components/use-root.ts';
import { AuthOtherLink, useAccountForm } from '#app/components/auth-steps.tsx';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';
const ResetSchema = withNewPassword({ code: VerificationCodeSchema });
const reset = emailStep('resetEmail');

export const handle = { layout: 'empty', i18n: ['account'] };

export async function loader({ request }: LoaderFunctionArgs) {
  const { t, session } = await guestLoader(request);
  const { resetEmail } = session;
  return { title: t('account:forgot.title'), resetEmail };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { formData, t, lang } = await readGuestForm(request);
  const self = localizePath('/forgot-password', lang);
  const api = shopApiFor(request, context);
  const intent = formData.get('intent');

  // With JavaScript (a single-fetch `.data` request) the page stays and a toast titled 'Error' joins the
  // message box; a document request shows the box only (a toast cookie would pop up on the next page).
  const failure = async (result: unknown, status: number, message: string) => {
    const headers = new Headers();
    if (isDataRequest(request))
      headers.append(
        'Set-Cookie',
        await setToast(request, { type: 'error', title: t('account:toastError'), message }),
      );
    return data(result, { status, headers });
  };

  if (intent === 'restart') return reset.restart(request, self);

  if (intent === 'reset') {
    const email = await reset.pending(request, self);
    const submission = parseForm(formData, ResetSchema, t);
    if (submission.status !== 'success') {
      const result = submission.reply({ hideFields: PASSWORD_FIELDS });
      return failure(result, 400, firstError(result.error));
    }
    const r = await api.call(accountEndpoints.updatePassword, {
      body: { email, ...submission.value },
    });
    if (!r.ok) {
      const messages = r.error.messages.map((m) => apiMessage(t, m));
      return failure(
        submission.reply({ formErrors: messages, hideFields: PASSWORD_FIELDS }),
        statusOf(r.error),
        messages[0]!,
      );
    }
    return reset.finish(request, localizePath('/login', lang), {
      type: 'success',
      message: t('account:forgot.done'),
    });
  }

  const submission = parseForm(formData, ForgotBodySchema, t);
  if (submission.status !== 'success') {
    const result = submission.reply();
    return failure(result, 400, firstError(result.error));
  }
  const r = await api.call(accountEndpoints.forgotPassword, {
    body: { email: submission.value.email },
  });
  if (!r.ok) {
    const messages = r.error.messages.map((m) => apiMessage(t, m));
    return failure(submission.reply({ formErrors: messages }), statusOf(r.error), messages[0]!);
  }
  return reset.remember(request, submission.value.email, self, {
    type: 'success',
    message: t('account:forgot.sent'),
  });
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export default function ForgotPasswordRoute() {
  const { resetEmail } = useLoaderData<typeof loader>();
  return <AuthLayout>{resetEmail ? <ResetStep email={resetEmail} /> : <EmailStep />}</AuthLayout>;
}

function EmailStep() {
  const { t, form, fields } = useAccountForm(ForgotBodySchema, { check: 'onBlur' });
  const lang = useLocale();
  const errors = [...(form.errors ?? []), ...(fields.email.errors ?? [])];
  return (
    <AuthCard title={t('forgot.title')} intro={t('forgot.intro')}>
      <AuthForm form={form} errors={errors}>
        <EmailField field={fields.email} />
        <SubmitButton intent="send">{t('forgot.submit')}</SubmitButton>
      </AuthForm>
      <AuthOtherLink to={localizePath('/login', lang)}>{t('forgot.backToLogin')}</AuthOtherLink>
    </AuthCard>
  );
}

function ResetStep({ email }: { email: string }) {
  const { t, form, fields } = useAccountForm(ResetSchema);
  return (
    <AuthCard title={t('forgot.resetTitle')} intro={t('forgot.codeIntro')} email={email}>
      <AuthForm form={form}>
        <CodeField field={fields.code} />
        <NewPasswordFields
          password={fields.password}
          confirmation={fields.password_confirmation}
          labels={['fields.new_password', 'fields.password_confirmation']}
        />
        <SubmitButton intent="reset">{t('forgot.resetSubmit')}</SubmitButton>
      </AuthForm>
      <RestartForm label={t('forgot.restart')} />
    </AuthCard>
  );
}
