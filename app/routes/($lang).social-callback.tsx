// `/social-callback` (docs/spec.md §2 "Auth redirects", docs/api-reference.md §8.13, issue 13 item 2): the API sends the
// browser here after a Google or Facebook sign-in with a one-time `code` (or an `error`). The code is traded
// server-side, with the nonce this browser got at /social-login/{provider}, for a token, which goes into a
// brand-new session; the shopper goes to /login, which sends a signed-in shopper home. A token in the URL
// is ignored: nobody can sign a browser in by sending it a link (login CSRF).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { accountEndpoints } from '#contract/account/endpoints.ts';
import { redirectWithToast } from '#app/lib/toast.server.ts';
import { readSession, socialBindingCookie } from '#app/lib/session.server.ts';
import { apiMessage, requestT } from '#app/lib/forms.server.ts';
import { languageFromPath, localizePath } from '#app/lib/i18n.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { signedInRedirect } from '#app/lib/auth-steps.server.ts';

// The string namespaces this screen uses (decision 082: the browser fetches only these).
export const handle = { i18n: ['account'] };

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
  const cookie = socialBindingCookie();
  const nonce: unknown = await cookie.parse(request.headers.get('Cookie'));
  // The nonce is single use: it goes whatever the outcome.
  const clear = { 'Set-Cookie': await cookie.serialize('', { maxAge: 0 }) };
  const code = q.code && /^[\w-]{20,200}$/.test(q.code) ? q.code : null;
  const binding = typeof nonce === 'string' && /^[\w-]{20,200}$/.test(nonce) ? nonce : null;
  const failed = (message: string) =>
    redirectWithToast(request, login, { type: 'error', message }, clear);
  if (!code || !binding)
    return failed(q.error ? apiMessage(t, q.error.slice(0, 300)) : t('account:social.failed'));
  const { userToken } = await readSession(request);
  const r = await shopApiFor(request, context, { token: null, userToken: null }).call(
    accountEndpoints.socialExchange,
    { body: { code, binding, ...(userToken ? { user_token: userToken } : {}) } },
  );
  if (!r.ok) return failed(t('account:social.failed'));
  return signedInRedirect(request, login, t, r.data, {
    ...clear,
    'Referrer-Policy': 'no-referrer',
  });
}
