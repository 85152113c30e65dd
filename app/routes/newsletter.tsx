import type { ActionFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { EmailSchema } from '#contract/api/newsletter.ts';
import { checkForm, readForm, redirectWithToast } from '../lib/cookies.server.ts';
import { safeRedirectPath, languageFromPath } from '../lib/i18n.ts';
import { shopApiFor } from '../lib/shop.server.ts';
import { i18next } from '../lib/i18next.server.ts';

// The footer newsletter form (spec §2, §4): posts to the API's email-subscription; post/redirect/get with a
// toast, so it works the same with and without JavaScript. The typed address survives an error.
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  await checkForm(request, form, { honeypot: true });
  const back = safeRedirectPath(form.get('redirectTo'));
  const t = await i18next.getFixedT(languageFromPath(back));
  const raw = String(form.get('email') ?? '').slice(0, 300);
  const email = EmailSchema.safeParse(raw);
  if (!email.success) {
    return redirectWithToast(request, back, {
      type: 'error',
      message: email.error.issues[0]?.message ?? 'Invalid email',
      values: { email: raw },
    });
  }
  const result = await shopApiFor(request, context).subscribe(email.data);
  if (!result.ok) {
    return redirectWithToast(request, back, {
      type: 'error',
      message: result.error.message,
      values: { email: raw },
    });
  }
  return redirectWithToast(request, back, { type: 'success', message: t('newsletter.success') });
}

export function loader() {
  return redirect('/');
}
