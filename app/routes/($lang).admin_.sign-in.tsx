// `/admin/sign-in` (issue 17, decision 077): where the one-time link of `npm run admin:create` leads. The code
// is in the link's fragment (`#…`), which browsers never send, so neither this server nor a proxy logs it;
// with JavaScript the page copies it into the form's field and drops it from the address bar, without
// JavaScript the admin pastes the code the command printed. Opening the page signs nobody in and uses
// nothing: only the form's POST (CSRF, honeypot, the API's rate limit) exchanges the code, once, for a new
// session, and goes to /admin.
import { useEffect, useRef } from 'react';
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { useActionData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { adminEndpoints } from '#contract/admin/endpoints.ts';
import { AdminSignInBodySchema, InboxMessages } from '#contract/admin/inbox.ts';
import { checkForm, readForm } from '#app/lib/form-post.server.ts';
import { inboxMessage } from '#app/lib/admin-inbox.ts';
import { apiMessage, requestT, statusOf } from '#app/lib/forms.server.ts';
import { parseForm, useShopForm } from '#app/lib/form-validation.ts';
import { languageFromPath, localizePath } from '#app/lib/i18n.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { signedInCookie } from '#app/lib/session.server.ts';
import { redirectWithToast } from '#app/lib/toast.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { AuthCard, AuthForm, AuthLayout } from '#app/components/auth-layout.tsx';
import { TextField } from '#app/components/form.tsx';
import { SubmitButton } from '#app/components/form-buttons.tsx';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export const handle = { layout: 'empty' };

const SignInSchema = AdminSignInBodySchema;
const MESSAGES = {
  required: 'account:validation.required',
  tooLong: 'account:validation.tooLong',
  label: (field: string) => `admin:fields.${field}`,
  known: { [InboxMessages.badLink]: 'admin:inbox.badLink' },
};

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await requestT(request);
  return { title: t('admin:signIn.title') };
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  await checkForm(request, formData, { honeypot: true });
  const t = await requestT(request);
  const lang = languageFromPath(new URL(request.url).pathname);
  const submission = parseForm(formData, SignInSchema, t, MESSAGES);
  if (submission.status !== 'success')
    return data(submission.reply({ hideFields: ['code'] }), { status: 400 });
  const r = await shopApiFor(request, context).call(adminEndpoints.adminSignIn, {
    body: { code: submission.value.code },
  });
  // The code is never sent back to the browser.
  if (!r.ok)
    return data(
      submission.reply({
        formErrors: r.error.messages.map((m) => inboxMessage(t, apiMessage(t, m))),
        hideFields: ['code'],
      }),
      { status: statusOf(r.error) },
    );
  return redirectWithToast(
    request,
    localizePath('/admin', lang),
    { type: 'success', message: t('admin:signIn.done') },
    { 'Set-Cookie': await signedInCookie(r.data.token) },
  );
}

export default function AdminSignInRoute() {
  const { t } = useTranslation('admin');
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useShopForm({
    lastResult,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseForm(formData, SignInSchema, t, MESSAGES),
  });
  const formRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The code from the link's fragment into the field, and out of the address bar and history.
    const code = window.location.hash.slice(1);
    if (!code) return;
    const input = formRef.current?.querySelector<HTMLInputElement>('input[name="code"]');
    if (input && !input.value) input.value = code;
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
  }, []);
  return (
    <AuthLayout>
      <AuthCard title={t('signIn.title')} intro={t('signIn.intro')}>
        <div ref={formRef}>
          <AuthForm form={form}>
            <TextField
              field={fields.code}
              label={t('fields.code')}
              autoComplete="one-time-code"
              dir="ltr"
            />
            <SubmitButton intent="sign-in">{t('signIn.submit')}</SubmitButton>
          </AuthForm>
        </div>
      </AuthCard>
    </AuthLayout>
  );
}
