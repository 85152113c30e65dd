// Toasts (docs/spec.md §4): a flash cookie that survives one redirect (post/redirect/get), so a message shows with
// JavaScript off; with it, a fetcher's answer carries the same cookie and the page stays where it is.
import { createCookieSessionStorage, data, redirect } from '@remix-run/node';
import { COOKIES } from '#contract/codes.ts';
import { cookieSecrets, secureCookies } from '#app/lib/session.server.ts';

type Toast = {
  type: 'success' | 'error';
  message: string;
  title?: string;
  values?: Record<string, string>;
};

function toastStorage() {
  return createCookieSessionStorage<Record<string, never>, { toast: Toast }>({
    cookie: {
      name: `${COOKIES.auth.prefix}toast`,
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: secureCookies(),
      secrets: cookieSecrets(),
    },
  });
}

export async function setToast(request: Request, toast: Toast): Promise<string> {
  const storage = toastStorage();
  const session = await storage.getSession(request.headers.get('Cookie'));
  session.flash('toast', toast);
  return storage.commitSession(session);
}

export async function readToast(
  request: Request,
): Promise<{ toast: Toast | null; setCookie: string | null }> {
  const storage = toastStorage();
  const session = await storage.getSession(request.headers.get('Cookie'));
  const toast = (session.get('toast') as Toast | undefined) ?? null;
  return { toast, setCookie: toast ? await storage.commitSession(session) : null };
}

/** Redirect with a toast (post/redirect/get). */
export async function redirectWithToast(
  request: Request,
  to: string,
  toast: Toast,
  headers: HeadersInit = {},
) {
  const h = new Headers(headers);
  h.append('Set-Cookie', await setToast(request, toast));
  return redirect(to, { headers: h });
}

/** A single-fetch request of the running app (a fetcher or `<Form>` with JavaScript), not a document post. */
export const isDataRequest = (request: Request) => new URL(request.url).pathname.endsWith('.data');

/**
 * The answer of a form that ends in a toast: post/redirect/get to `to` (by default `back`, where the form
 * was); with JavaScript, when the shopper stays where they were, the page stays and only the toast (and the
 * revalidated data, such as the cart count) arrive. `headers` go with either answer.
 */
export function toastAnswer(request: Request, back: string, headers = new Headers()) {
  const js = isDataRequest(request);
  return async (toast: Toast, opts: { to?: string; status?: number } = {}) => {
    const to = opts.to ?? back;
    if (js && to === back) {
      headers.append('Set-Cookie', await setToast(request, toast));
      return data(
        { ok: toast.type === 'success', message: toast.message },
        { status: opts.status ?? 200, headers },
      );
    }
    return redirectWithToast(request, to, toast, headers);
  };
}
