// `/login` (spec §2): e-mail and password in the auth layout. Signed-in shoppers are sent home. On success the
// guest cart is merged into the account (user_token goes with the sign-in), a brand-new session holds the
// token, and the shopper goes back where they came from (else home). An account that is not verified yet is
// taken to the code step of registration (the API has e-mailed a new code).
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Form, Link, useActionData, useSearchParams } from '@remix-run/react';
import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { checkForm, readForm, redirectWithToast } from '#app/lib/cookies.server.ts';
import {
  commitSession,
  getSession,
  readSession,
  requireGuest,
  signedInCookie,
} from '#app/lib/guards.server.ts';
import { accountSchemas, PASSWORD_FIELDS } from '#app/lib/account-forms.ts';
import { replyWithApiError, requestT } from '#app/lib/forms.server.ts';
import { languageFromPath, localizePath, safeRedirectPath } from '#app/lib/i18n.ts';
import { shopApiFor } from '#app/lib/shop.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { AuthLayout } from '#app/components/auth-layout.tsx';
import { FormErrors, SubmitButton, TextField } from '#app/components/form.tsx';
import { HoneypotField } from '#app/components/footer.tsx';
import { useRootData } from '#app/components/use-root.ts';

export const handle = { layout: 'empty' };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireGuest(request);
  const t = await requestT(request);
  return { title: t('account:login.title') };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireGuest(request);
  const formData = await readForm(request);
  await checkForm(request, formData, { honeypot: true });
  const t = await requestT(request);
  const submission = parseWithZod(formData, { schema: accountSchemas(t).login });
  if (submission.status !== 'success')
    return data(submission.reply({ hideFields: PASSWORD_FIELDS }), { status: 400 });
  const lang = languageFromPath(new URL(request.url).pathname);
  const { userToken } = await readSession(request);
  const api = shopApiFor(request, context);
  const r = await api.signin({
    email: submission.value.email,
    password: submission.value.password,
    remember_token: submission.value.remember === 'on',
    ...(userToken ? { user_token: userToken } : {}),
  });
  if (!r.ok) {
    // Status 500 on sign-in is an account that must verify its e-mail first (API-REFERENCE §8.13).
    if (r.error.kind === 'server' && r.error.status === 500) {
      const session = await getSession(request);
      session.set('verifyEmail', submission.value.email.toLowerCase());
      return redirectWithToast(
        request,
        localizePath('/register', lang),
        { type: 'error', message: t('account:login.verifyFirst') },
        { 'Set-Cookie': await commitSession(session) },
      );
    }
    return replyWithApiError(t, submission, r.error);
  }
  const back = safeRedirectPath(formData.get('redirectTo'), localizePath('/', lang));
  return redirectWithToast(
    request,
    back,
    { type: 'success', message: t('account:login.welcome', { name: r.data.user.name }) },
    { 'Set-Cookie': await signedInCookie(r.data.token) },
  );
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export default function LoginRoute() {
  const { t } = useTranslation('account');
  const lastResult = useActionData<typeof action>();
  const [params] = useSearchParams();
  const root = useRootData();
  const [form, fields] = useForm({
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: accountSchemas(t).login }),
  });
  const lang = root?.locale ?? 'en';
  const redirectTo = params.get('redirectTo') ?? '';
  return (
    <AuthLayout>
      <div className="rounded-lg bg-white p-6 shadow-sm">
        <h1 className="mb-4 text-2xl font-semibold">{t('login.title')}</h1>
        <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
          <AuthenticityTokenInput />
          <HoneypotField />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <FormErrors errors={form.errors} />
          <TextField
            field={fields.email}
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            dir="ltr"
          />
          <TextField
            field={fields.password}
            label={t('fields.password')}
            type="password"
            autoComplete="current-password"
            dir="ltr"
          />
          <label className="flex items-center gap-2 text-sm">
            <input
              {...getInputProps(fields.remember, { type: 'checkbox', value: 'on' })}
              key={fields.remember.key}
            />
            {t('login.remember')}
          </label>
          <SubmitButton>{t('login.submit')}</SubmitButton>
        </Form>
        <div className="mt-4 flex flex-wrap justify-between gap-2 text-sm">
          <Link to={localizePath('/forgot-password', lang)} className="underline">
            {t('login.forgot')}
          </Link>
          <Link
            to={`${localizePath('/register', lang)}${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ''}`}
            className="underline"
          >
            {t('login.noAccount')}
          </Link>
        </div>
      </div>
    </AuthLayout>
  );
}
