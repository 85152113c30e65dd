// `/seller/register` (docs/spec.md §1, §2, §6; docs/api-reference.md §8.27; issue 17): name, e-mail, store name and password →
// a 6-digit code is e-mailed → the same screen asks for the code → "application received"
// (`/seller/register/received`). Only while vendor registration is on: otherwise this site's 404 (the header
// shows the link only then). Guests only, CSRF, honeypot and the API's rate limits like the other anonymous
// forms; the e-mail waits in the session between the two steps, so it works the same without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { sellersEndpoints } from '#contract/sellers/endpoints.ts';
import { SellerSignupBodySchema } from '#contract/sellers/schemas.ts';
import { emailStep, readGuestForm } from '#app/lib/auth-screen.server.ts';
import { PASSWORD_FIELDS } from '#app/lib/account-forms.ts';
import { codeStepAnswer, codeStepLoader } from '#app/lib/code-step.server.ts';
import { parseForm } from '#app/lib/form-validation.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { AuthCard, AuthForm, AuthLayout } from '#app/components/auth-layout.tsx';
import { EmailField, PasswordField, TextField } from '#app/components/form.tsx';
import { SubmitButton } from '#app/components/form-buttons.tsx';
import { useLocale } from '#app/components/use-root.ts';
import { AuthOtherLink, useAccountForm, VerifyCodeStep } from '#app/components/auth-steps.tsx';
import { requireVendorRegistration, sellerFailure } from '#app/lib/seller.server.ts';
import { SELLER_MESSAGES } from '#app/lib/seller-form.ts';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

const ApplySchema = SellerSignupBodySchema;
const application = emailStep('sellerEmail');

export const handle = { layout: 'empty' };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireVendorRegistration(request, context);
  return codeStepLoader(request, 'sellerEmail', 'account:seller.title');
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireVendorRegistration(request, context);
  const { formData, t, lang } = await readGuestForm(request);
  const self = localizePath('/seller/register', lang);
  const api = shopApiFor(request, context);
  const posted = { request, formData, t, step: application, self };
  const codeStep = await codeStepAnswer(posted, async (body, submission) => {
    const r = await api.call(sellersEndpoints.sellerVerify, { body });
    if (!r.ok) return sellerFailure(t, submission, r.error);
    return application.finish(request, localizePath('/seller/register/received', lang), {
      type: 'success',
      message: t('account:seller.received'),
    });
  });
  if (codeStep) return codeStep;

  const submission = parseForm(formData, ApplySchema, t, SELLER_MESSAGES);
  if (submission.status !== 'success')
    return data(submission.reply({ hideFields: PASSWORD_FIELDS }), { status: 400 });
  const r = await api.call(sellersEndpoints.sellerSignup, { body: submission.value });
  if (!r.ok) return sellerFailure(t, submission, r.error);
  return application.remember(request, submission.value.email, self, {
    type: 'success',
    message: t('account:verify.sent', { email: submission.value.email }),
  });
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export default function SellerRegisterRoute() {
  const { sellerEmail } = useLoaderData<typeof loader>();
  return (
    <AuthLayout>{sellerEmail ? <VerifyCodeStep email={sellerEmail} /> : <ApplyStep />}</AuthLayout>
  );
}

function ApplyStep() {
  const { t, form, fields } = useAccountForm(ApplySchema, { messages: SELLER_MESSAGES });
  const lang = useLocale();
  return (
    <AuthCard title={t('seller.title')} intro={t('seller.intro')}>
      <AuthForm form={form}>
        <TextField field={fields.name} label={t('fields.name')} autoComplete="name" />
        <EmailField field={fields.email} />
        <TextField
          field={fields.store_name}
          label={t('fields.store_name')}
          autoComplete="organization"
          hint={t('seller.storeHint')}
        />
        <PasswordField
          field={fields.password}
          label={t('fields.password')}
          autoComplete="new-password"
          hint={t('register.passwordHint')}
        />
        <SubmitButton intent="apply">{t('seller.submit')}</SubmitButton>
      </AuthForm>
      <AuthOtherLink to={localizePath('/register', lang)}>{t('seller.shopper')}</AuthOtherLink>
    </AuthCard>
  );
}
