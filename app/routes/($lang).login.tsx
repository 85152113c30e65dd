// `/login` (docs/spec.md §2): e-mail and password in the auth layout. Signed-in shoppers are sent home. On success the
// guest cart is merged into the account (user_token goes with the sign-in), a brand-new session holds the
// token, and the shopper goes back where they came from (else home). An account that is not verified yet is
// taken to the code step of registration (the API has e-mailed a new code).
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Link, useSearchParams } from '@remix-run/react';
import { z } from '#contract/zod.ts';
import { SigninBodySchema } from '#contract/account/schemas.ts';
import { accountEndpoints } from '#contract/account/endpoints.ts';
import { readSession } from '#app/lib/session.server.ts';
import { emailStep, guestLoader, readGuestForm } from '#app/lib/auth-screen.server.ts';
import { signedInRedirect } from '#app/lib/auth-steps.server.ts';
import { useAccountForm } from '#app/components/auth-steps.tsx';
import { PASSWORD_FIELDS } from '#app/lib/account-forms.ts';
import { parseForm } from '#app/lib/form-validation.ts';
import { replyWithApiError } from '#app/lib/forms.server.ts';
import { localizePath, safeRedirectPath } from '#app/lib/i18n.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { AuthCard, AuthForm, AuthLayout, withRedirectTo } from '#app/components/auth-layout.tsx';
import { EmailField, PasswordField } from '#app/components/form.tsx';
import { SubmitButton } from '#app/components/form-buttons.tsx';
import { CheckboxField } from '#app/components/checkbox-field.tsx';
import { useLocale } from '#app/components/use-root.ts';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';
const LoginSchema = SigninBodySchema.pick({ email: true, password: true }).extend({
  remember: z.literal('on').optional(),
});

export const handle = { layout: 'empty', i18n: ['account'] };

export async function loader({ request }: LoaderFunctionArgs) {
  const { t } = await guestLoader(request);
  return { title: t('account:login.title') };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { formData, t, lang } = await readGuestForm(request);
  const submission = parseForm(formData, LoginSchema, t);
  if (submission.status !== 'success')
    return data(submission.reply({ hideFields: PASSWORD_FIELDS }), { status: 400 });
  const { userToken } = await readSession(request);
  const api = shopApiFor(request, context);
  const r = await api.call(accountEndpoints.signin, {
    body: {
      email: submission.value.email,
      password: submission.value.password,
      remember_token: submission.value.remember === 'on',
      ...(userToken ? { user_token: userToken } : {}),
    },
  });
  if (!r.ok) {
    // Status 500 on sign-in is an account that must verify its e-mail first (docs/api-reference.md §8.13).
    if (r.error.kind === 'server' && r.error.status === 500)
      return emailStep('verifyEmail').remember(
        request,
        submission.value.email,
        localizePath('/register', lang),
        {
          type: 'error',
          message: t('account:login.verifyFirst'),
        },
      );
    return replyWithApiError(t, submission, r.error);
  }
  const back = safeRedirectPath(formData.get('redirectTo'), localizePath('/', lang));
  return signedInRedirect(request, back, t, r.data);
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export default function LoginRoute() {
  const { t, form, fields } = useAccountForm(LoginSchema);
  const [params] = useSearchParams();
  const lang = useLocale();
  const redirectTo = params.get('redirectTo') ?? '';
  return (
    <AuthLayout>
      <AuthCard title={t('login.title')}>
        <AuthForm form={form}>
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <EmailField field={fields.email} />
          <PasswordField field={fields.password} label={t('fields.password')} />
          <CheckboxField field={fields.remember} value="on">
            {t('login.remember')}
          </CheckboxField>
          <SubmitButton>{t('login.submit')}</SubmitButton>
        </AuthForm>
        <div className="mt-4 flex flex-wrap justify-between gap-2 text-sm">
          <Link to={localizePath('/forgot-password', lang)} className="underline">
            {t('login.forgot')}
          </Link>
          <Link
            to={withRedirectTo(localizePath('/register', lang), redirectTo)}
            className="underline"
          >
            {t('login.noAccount')}
          </Link>
        </div>
      </AuthCard>
    </AuthLayout>
  );
}
