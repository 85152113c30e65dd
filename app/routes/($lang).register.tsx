// `/register` (spec §2, §4 "Account"): register → a 6-digit code is e-mailed → the same screen asks for the
// code → verified and signed in ('You have successfully verified your account'). The e-mail being verified
// is kept in the session between the two steps, so the flow works the same without JavaScript.
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useSearchParams } from '@remix-run/react';
import { getFormProps, useForm } from '@conform-to/react';
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
  const { verifyEmail } = await readSession(request);
  return {
    title: verifyEmail ? t('account:verify.title') : t('account:register.title'),
    verifyEmail,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireGuest(request);
  const formData = await readForm(request);
  await checkForm(request, formData, { honeypot: true });
  const t = await requestT(request);
  const lang = languageFromPath(new URL(request.url).pathname);
  const here = new URL(request.url);
  const self = `${here.pathname.replace(/\.data$/, '')}${here.search}`;
  const session = await getSession(request);
  const schemas = accountSchemas(t);
  const api = shopApiFor(request, context);
  const intent = formData.get('intent');

  if (intent === 'restart') {
    session.unset('verifyEmail');
    return redirect(self, { headers: { 'Set-Cookie': await commitSession(session) } });
  }

  if (intent === 'verify') {
    const email = session.get('verifyEmail');
    if (!email) return redirect(self);
    const submission = parseWithZod(formData, { schema: schemas.verify });
    if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
    const r = await api.verify(email, submission.value.code);
    if (!r.ok) return replyWithApiError(t, submission, r.error);
    const back = safeRedirectPath(formData.get('redirectTo'), localizePath('/', lang));
    // Ours signs in on verification; a backend that returns no token sends the shopper to log in.
    if (!r.data.token) {
      session.unset('verifyEmail');
      return redirectWithToast(
        request,
        localizePath('/login', lang),
        { type: 'success', message: t('account:verify.success') },
        { 'Set-Cookie': await commitSession(session) },
      );
    }
    return redirectWithToast(
      request,
      back,
      { type: 'success', message: t('account:verify.success') },
      { 'Set-Cookie': await signedInCookie(r.data.token) },
    );
  }

  const submission = parseWithZod(formData, { schema: schemas.register });
  if (submission.status !== 'success')
    return data(submission.reply({ hideFields: PASSWORD_FIELDS }), { status: 400 });
  const v = submission.value;
  const r = await api.signup({
    first_name: v.first_name,
    last_name: v.last_name,
    email: v.email,
    password: v.password,
    password_confirmation: v.password_confirmation,
  });
  if (!r.ok) return replyWithApiError(t, submission, r.error);
  session.set('verifyEmail', v.email.toLowerCase());
  return redirectWithToast(
    request,
    self,
    { type: 'success', message: t('account:verify.sent', { email: v.email }) },
    { 'Set-Cookie': await commitSession(session) },
  );
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export default function RegisterRoute() {
  const { verifyEmail } = useLoaderData<typeof loader>();
  return (
    <AuthLayout>{verifyEmail ? <VerifyStep email={verifyEmail} /> : <RegisterStep />}</AuthLayout>
  );
}

function RegisterStep() {
  const { t } = useTranslation('account');
  const lastResult = useActionData<typeof action>();
  const [params] = useSearchParams();
  const lang = useRootData()?.locale ?? 'en';
  const [form, fields] = useForm({
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: accountSchemas(t).register }),
  });
  const redirectTo = params.get('redirectTo') ?? '';
  return (
    <div className="rounded-lg bg-white p-6 shadow-sm">
      <h1 className="mb-4 text-2xl font-semibold">{t('register.title')}</h1>
      <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
        <AuthenticityTokenInput />
        <HoneypotField />
        <FormErrors errors={form.errors} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            field={fields.first_name}
            label={t('fields.first_name')}
            autoComplete="given-name"
          />
          <TextField
            field={fields.last_name}
            label={t('fields.last_name')}
            autoComplete="family-name"
          />
        </div>
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
          autoComplete="new-password"
          hint={t('register.passwordHint')}
          dir="ltr"
        />
        <TextField
          field={fields.password_confirmation}
          label={t('fields.password_confirmation')}
          type="password"
          autoComplete="new-password"
          dir="ltr"
        />
        <SubmitButton intent="register">{t('register.submit')}</SubmitButton>
      </Form>
      <p className="mt-4 text-sm">
        <Link
          to={`${localizePath('/login', lang)}${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ''}`}
          className="underline"
        >
          {t('register.haveAccount')}
        </Link>
      </p>
    </div>
  );
}

function VerifyStep({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const lastResult = useActionData<typeof action>();
  const [params] = useSearchParams();
  const [form, fields] = useForm({
    lastResult,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: accountSchemas(t).verify }),
  });
  return (
    <div className="rounded-lg bg-white p-6 shadow-sm">
      <h1 className="mb-2 text-2xl font-semibold">{t('verify.title')}</h1>
      <p className="mb-4 text-sm text-slate-700">
        {t('verify.intro')} <bdi className="font-medium">{email}</bdi>
      </p>
      <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
        <AuthenticityTokenInput />
        <HoneypotField />
        <input type="hidden" name="redirectTo" value={params.get('redirectTo') ?? ''} />
        <FormErrors errors={form.errors} />
        <TextField
          field={fields.code}
          label={t('fields.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          hint={t('verify.hint')}
          dir="ltr"
        />
        <SubmitButton intent="verify">{t('verify.submit')}</SubmitButton>
      </Form>
      <Form method="post" className="mt-4">
        <AuthenticityTokenInput />
        <HoneypotField />
        <button type="submit" name="intent" value="restart" className="text-sm underline">
          {t('verify.restart')}
        </button>
      </Form>
    </div>
  );
}
