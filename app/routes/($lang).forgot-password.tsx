// `/forgot-password` (spec §4 "Account", §8): the e-mail → a code is e-mailed → paste the code and choose a
// new password → log in with it. Failures show the heading 'The following error occurred' (and, with
// JavaScript, a toast titled 'Error'). The answer never tells whether an address has an account.
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { checkForm, readForm, redirectWithToast, setToast } from '#app/lib/cookies.server.ts';
import { commitSession, getSession, readSession, requireGuest } from '#app/lib/guards.server.ts';
import { accountSchemas, PASSWORD_FIELDS } from '#app/lib/account-forms.ts';
import { apiMessage, statusOf, requestT } from '#app/lib/forms.server.ts';
import { languageFromPath, localizePath } from '#app/lib/i18n.ts';
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
  const { resetEmail } = await readSession(request);
  return { title: t('account:forgot.title'), resetEmail };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireGuest(request);
  const formData = await readForm(request);
  await checkForm(request, formData, { honeypot: true });
  const t = await requestT(request);
  const lang = languageFromPath(new URL(request.url).pathname);
  const self = localizePath('/forgot-password', lang);
  const session = await getSession(request);
  const schemas = accountSchemas(t);
  const api = shopApiFor(request, context);
  const intent = formData.get('intent');

  // With JavaScript (a single-fetch `.data` request) the page stays and a toast titled 'Error' joins the
  // message box; a document request shows the box only (a toast cookie would pop up on the next page).
  const failure = async (result: unknown, status: number, message: string) => {
    const headers = new Headers();
    if (new URL(request.url).pathname.endsWith('.data'))
      headers.append(
        'Set-Cookie',
        await setToast(request, { type: 'error', title: t('account:toastError'), message }),
      );
    return data(result, { status, headers });
  };

  if (intent === 'restart') {
    session.unset('resetEmail');
    return redirect(self, { headers: { 'Set-Cookie': await commitSession(session) } });
  }

  if (intent === 'reset') {
    const email = session.get('resetEmail');
    if (!email) return redirect(self);
    const submission = parseWithZod(formData, { schema: schemas.reset });
    if (submission.status !== 'success') {
      const result = submission.reply({ hideFields: PASSWORD_FIELDS });
      return failure(result, 400, Object.values(result.error ?? {}).flat()[0] ?? '');
    }
    const r = await api.updatePassword({ email, ...submission.value });
    if (!r.ok) {
      const messages = r.error.messages.map((m) => apiMessage(t, m));
      return failure(
        submission.reply({ formErrors: messages, hideFields: PASSWORD_FIELDS }),
        statusOf(r.error),
        messages[0]!,
      );
    }
    session.unset('resetEmail');
    return redirectWithToast(
      request,
      localizePath('/login', lang),
      { type: 'success', message: t('account:forgot.done') },
      { 'Set-Cookie': await commitSession(session) },
    );
  }

  const submission = parseWithZod(formData, { schema: schemas.forgot });
  if (submission.status !== 'success') {
    const result = submission.reply();
    return failure(result, 400, Object.values(result.error ?? {}).flat()[0] ?? '');
  }
  const r = await api.forgotPassword(submission.value.email);
  if (!r.ok) {
    const messages = r.error.messages.map((m) => apiMessage(t, m));
    return failure(submission.reply({ formErrors: messages }), statusOf(r.error), messages[0]!);
  }
  session.set('resetEmail', submission.value.email.toLowerCase());
  return redirectWithToast(
    request,
    self,
    { type: 'success', message: t('account:forgot.sent') },
    { 'Set-Cookie': await commitSession(session) },
  );
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export default function ForgotPasswordRoute() {
  const { resetEmail } = useLoaderData<typeof loader>();
  return <AuthLayout>{resetEmail ? <ResetStep email={resetEmail} /> : <EmailStep />}</AuthLayout>;
}

function EmailStep() {
  const { t } = useTranslation('account');
  const lastResult = useActionData<typeof action>();
  const lang = useRootData()?.locale ?? 'en';
  const [form, fields] = useForm({
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: accountSchemas(t).forgot }),
  });
  const errors = [...(form.errors ?? []), ...(fields.email.errors ?? [])];
  return (
    <div className="rounded-lg bg-white p-6 shadow-sm">
      <h1 className="mb-2 text-2xl font-semibold">{t('forgot.title')}</h1>
      <p className="mb-4 text-sm text-slate-700">{t('forgot.intro')}</p>
      <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
        <AuthenticityTokenInput />
        <HoneypotField />
        <FormErrors errors={errors.length ? errors : undefined} />
        <TextField
          field={fields.email}
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          dir="ltr"
        />
        <SubmitButton intent="send">{t('forgot.submit')}</SubmitButton>
      </Form>
      <p className="mt-4 text-sm">
        <Link to={localizePath('/login', lang)} className="underline">
          {t('forgot.backToLogin')}
        </Link>
      </p>
    </div>
  );
}

function ResetStep({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: accountSchemas(t).reset }),
  });
  return (
    <div className="rounded-lg bg-white p-6 shadow-sm">
      <h1 className="mb-2 text-2xl font-semibold">{t('forgot.resetTitle')}</h1>
      <p className="mb-4 text-sm text-slate-700">
        {t('forgot.codeIntro')} <bdi className="font-medium">{email}</bdi>
      </p>
      <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
        <AuthenticityTokenInput />
        <HoneypotField />
        <FormErrors errors={form.errors} />
        <TextField
          field={fields.code}
          label={t('fields.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          dir="ltr"
        />
        <TextField
          field={fields.password}
          label={t('fields.new_password')}
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
        <SubmitButton intent="reset">{t('forgot.resetSubmit')}</SubmitButton>
      </Form>
      <Form method="post" className="mt-4">
        <AuthenticityTokenInput />
        <HoneypotField />
        <button type="submit" name="intent" value="restart" className="text-sm underline">
          {t('forgot.restart')}
        </button>
      </Form>
    </div>
  );
}
