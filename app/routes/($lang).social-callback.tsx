// `/social-callback` (spec §2 "Auth redirects", API-REFERENCE §8.13): the API sends the browser here after a
// Google or Facebook sign-in with `token`, `user`, `email`, `name` (joined by '&&' in iShop) or `error`.
// The token is checked with the API, stored in a brand-new session, and the shopper goes to /login, which
// sends a signed-in shopper home.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { redirectWithToast } from '#app/lib/cookies.server.ts';
import { signedInCookie } from '#app/lib/guards.server.ts';
import { apiMessage, requestT } from '#app/lib/forms.server.ts';
import { languageFromPath, localizePath } from '#app/lib/i18n.ts';
import { shopApiFor } from '#app/lib/shop.server.ts';

/** The callback's query, tolerant of iShop's '&&' separators. */
export function callbackParams(search: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (!part) continue;
    const [k, ...v] = part.split('=');
    try {
      out[decodeURIComponent(k!)] = decodeURIComponent(v.join('=').replace(/\+/g, ' '));
    } catch {
      /* a malformed part is ignored */
    }
  }
  return out;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = languageFromPath(url.pathname);
  const login = localizePath('/login', lang);
  const t = await requestT(request);
  const q = callbackParams(url.search);
  const token = q.token && /^[\w.~+/=-]{10,2000}$/.test(q.token) ? q.token : null;
  if (!token)
    return redirectWithToast(request, login, {
      type: 'error',
      message: q.error ? apiMessage(t, q.error.slice(0, 300)) : t('account:social.failed'),
    });
  const profile = await shopApiFor(request, context, { token, userToken: null }).profile();
  if (!profile.ok || !profile.data.is_logged_in)
    return redirectWithToast(request, login, {
      type: 'error',
      message: t('account:social.failed'),
    });
  return redirectWithToast(
    request,
    login,
    {
      type: 'success',
      message: t('account:login.welcome', { name: profile.data.name ?? q.name ?? '' }),
    },
    { 'Set-Cookie': await signedInCookie(token) },
  );
}
