// What the guest-only auth screens (login, register, forgot password) share on the server: the start of each
// action and the steps that keep an e-mail in the session between two screens of one flow.
import { redirect } from '@remix-run/node';
import type { TFunction } from 'i18next';
import { checkForm, readForm } from '#app/lib/form-post.server.ts';
import { redirectWithToast } from '#app/lib/toast.server.ts';
import { commitSession, getSession, readSession, requireGuest } from '#app/lib/session.server.ts';
import { requestT } from '#app/lib/forms.server.ts';
import { languageFromPath } from '#app/lib/i18n.ts';

type SessionStep = 'verifyEmail' | 'resetEmail' | 'sellerEmail';

/** Guests only, with the request's translations: what each auth loader starts with. */
export async function guestLoader(request: Request) {
  await requireGuest(request);
  const [t, session] = await Promise.all([requestT(request), readSession(request)]);
  return { t, session };
}

/** Guests only, a form from this site with a valid CSRF token and an empty honeypot; its language and `t`. */
export async function readGuestForm(
  request: Request,
): Promise<{ formData: FormData; t: TFunction; lang: string }> {
  await requireGuest(request);
  const formData = await readForm(request);
  await checkForm(request, formData, { honeypot: true });
  const t = await requestT(request);
  return { formData, t, lang: languageFromPath(new URL(request.url).pathname) };
}

type Toast = { type: 'success' | 'error'; message: string };

/**
 * The e-mail a two-step flow keeps in the session between its screens (`verifyEmail`: register → code,
 * `resetEmail`: forgot password → code and new password), so the flow works the same without JavaScript.
 */
export const emailStep = (step: SessionStep) => {
  const answer = async (request: Request, email: string | undefined, to: string, toast: Toast) => {
    const session = await getSession(request);
    if (email === undefined) session.unset(step);
    else session.set(step, email.toLowerCase());
    return redirectWithToast(request, to, toast, { 'Set-Cookie': await commitSession(session) });
  };
  return {
    /** The pending e-mail; without one (an old tab, an expired session) back to the first step at `self`. */
    pending: async (request: Request, self: string): Promise<string> => {
      const email = (await getSession(request)).get(step);
      if (!email) throw redirect(self);
      return email;
    },
    /** Keep `email` for the second step and go to `to` with a toast. */
    remember: (request: Request, email: string, to: string, toast: Toast) =>
      answer(request, email, to, toast),
    /** The flow is over: forget the e-mail and go to `to` with a toast. */
    finish: (request: Request, to: string, toast: Toast) => answer(request, undefined, to, toast),
    /** The 'restart' intent: forget the e-mail and show the first step again. */
    restart: async (request: Request, self: string) => {
      const session = await getSession(request);
      session.unset(step);
      return redirect(self, { headers: { 'Set-Cookie': await commitSession(session) } });
    },
  };
};
