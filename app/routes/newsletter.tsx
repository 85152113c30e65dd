import type { ActionFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { SubscribeBodySchema } from '#contract/site/newsletter.ts';
import { siteEndpoints } from '#contract/site/endpoints.ts';
import { checkForm, readForm } from '#app/lib/form-post.server.ts';
import { redirectWithToast } from '#app/lib/toast.server.ts';
import { firstError, parseForm } from '#app/lib/form-validation.ts';
import { apiMessage } from '#app/lib/forms.server.ts';
import { safeRedirectPath, languageFromPath } from '#app/lib/i18n.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { i18next } from '#app/lib/i18next.server.ts';

// The footer newsletter form (docs/spec.md §2, §4): posts to the API's email-subscription; post/redirect/get with a
// toast, so it works the same with and without JavaScript. The typed address survives an error.
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  await checkForm(request, form, { honeypot: true });
  const back = safeRedirectPath(form.get('redirectTo'));
  // The page the form was on says the shopper's language (this route has no language prefix): the
  // messages and the subscriber's language are that page's.
  const language = languageFromPath(back);
  const t = await i18next.getFixedT(language, ['common', 'account']);
  const typed = { email: String(form.get('email') ?? '').slice(0, 300) };
  const submission = parseForm(form, SubscribeBodySchema, t);
  if (submission.status !== 'success')
    return redirectWithToast(request, back, {
      type: 'error',
      message: firstError(submission.error),
      values: typed,
    });
  const result = await shopApiFor(request, context, { language }).call(
    siteEndpoints.emailSubscription,
    {
      body: submission.value,
    },
  );
  if (!result.ok)
    return redirectWithToast(request, back, {
      type: 'error',
      message: apiMessage(t, result.error.message),
      values: typed,
    });
  return redirectWithToast(request, back, { type: 'success', message: t('newsletter.success') });
}

export function loader() {
  return redirect('/');
}
