// Logout (docs/spec.md §2 "Auth redirects"): a form post (never a GET) that ends the token at the API, clears the
// session cookie and returns to /.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { accountEndpoints } from '#contract/account/endpoints.ts';
import { checkForm, readForm } from '#app/lib/form-post.server.ts';
import { redirectWithToast } from '#app/lib/toast.server.ts';
import { readSession, signedOutCookie } from '#app/lib/session.server.ts';
import { requestT } from '#app/lib/forms.server.ts';
import { languageFromPath, localizePath } from '#app/lib/i18n.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  await checkForm(request, formData);
  const home = localizePath('/', languageFromPath(new URL(request.url).pathname));
  const { token } = await readSession(request);
  // Whatever the API says (already expired, down), the shopper is logged out here.
  if (token) await shopApiFor(request, context).call(accountEndpoints.logout);
  const t = await requestT(request);
  return redirectWithToast(
    request,
    home,
    { type: 'success', message: t('account:logout.done') },
    { 'Set-Cookie': await signedOutCookie(request) },
  );
}

export function loader({ request }: LoaderFunctionArgs) {
  return redirect(localizePath('/', languageFromPath(new URL(request.url).pathname)));
}
