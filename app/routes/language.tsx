import { type ActionFunctionArgs, redirect } from '@remix-run/node';
import { isLanguageCode } from '#contract/codes.ts';
import { languageCookie } from '#app/lib/session.server.ts';
import { checkForm, readForm } from '#app/lib/form-post.server.ts';
import { safeRedirectPath, switchLanguagePath } from '#app/lib/i18n.ts';

// Switching language (docs/spec.md §4): save the choice for a year and reload the same page in the new prefix.
// A form post, so it works without JavaScript.
export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  await checkForm(request, form);
  const lang = form.get('lang');
  if (!isLanguageCode(lang)) throw new Response('Unknown language', { status: 400 });
  const back = safeRedirectPath(form.get('redirectTo'));
  return redirect(switchLanguagePath(back, lang), {
    headers: { 'Set-Cookie': await languageCookie.serialize(lang) },
  });
}

export function loader() {
  return redirect('/');
}
