// Shared by the wishlist, compare list and vouchers actions: the shopper must be signed in (visitors go to
// log in and come back to the page they were on), and the answer is post/redirect/get with a toast — or,
// with JavaScript (a single-fetch `.data` request from a fetcher), the page stays and only the toast comes.
import { data, redirect } from '@remix-run/node';
import { redirectWithToast, setToast, type Toast } from './cookies.server.ts';
import { readSession } from './guards.server.ts';
import { languageFromPath, localizePath, safeRedirectPath } from './i18n.ts';

export async function listContext(request: Request, formData: FormData, self: string) {
  const url = new URL(request.url);
  const lang = languageFromPath(url.pathname);
  const back = safeRedirectPath(formData.get('redirectTo'), localizePath(self, lang));
  const { token } = await readSession(request);
  const js = url.pathname.endsWith('.data');
  const login = token
    ? null
    : redirect(`${localizePath('/login', lang)}?redirectTo=${encodeURIComponent(back)}`);
  const answer = async (toast: Toast, to = back, status = 200) => {
    if (js && to === back) {
      const headers = new Headers({ 'Set-Cookie': await setToast(request, toast) });
      return data({ ok: toast.type === 'success', message: toast.message }, { status, headers });
    }
    return redirectWithToast(request, to, toast);
  };
  return { lang, back, token, login, answer };
}
