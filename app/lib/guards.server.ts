// The session (spec §9, DESIGN.md "Sessions") and the route guards (spec §2): account routes need a
// signed-in user (else login, then back); login and register are for visitors only (else home).
import { randomBytes } from 'node:crypto';
import { redirect, type Session } from '@remix-run/node';
import { sessionStorage, type SessionData } from './cookies.server.ts';
import { languageFromPath, localizePath } from './i18n.ts';

// One parse per request, however many loaders and API calls ask.
const parsed = new WeakMap<Request, Promise<Session<SessionData>>>();
export function getSession(request: Request): Promise<Session<SessionData>> {
  let s = parsed.get(request);
  if (!s) {
    s = sessionStorage().getSession(request.headers.get('Cookie'));
    parsed.set(request, s);
  }
  return s;
}

export async function readSession(request: Request) {
  const session = await getSession(request);
  return {
    token: session.get('token') ?? null,
    userToken: session.get('userToken') ?? null,
    verifyEmail: session.get('verifyEmail') ?? null,
    resetEmail: session.get('resetEmail') ?? null,
    voucher: session.get('voucher') ?? null,
  };
}

export const commitSession = (session: Session<SessionData>) =>
  sessionStorage().commitSession(session);

/**
 * Signs in: a brand-new session holding only the new token (no fixation: nothing of the visitor's session
 * is carried over; the guest cart was merged by the API).
 */
export async function signedInCookie(token: string): Promise<string> {
  const fresh = await sessionStorage().getSession();
  fresh.set('token', token);
  return sessionStorage().commitSession(fresh);
}

/** Signs out: the cookie is cleared; nothing stale remains. */
export async function signedOutCookie(request: Request): Promise<string> {
  return sessionStorage().destroySession(await getSession(request));
}

/** The guest identity: 20 random characters made on first need (spec §3 "User"), kept in the session. */
export async function ensureUserToken(
  request: Request,
): Promise<{ userToken: string; setCookie: string | null }> {
  const session = await getSession(request);
  const existing = session.get('userToken');
  if (existing) return { userToken: existing, setCookie: null };
  const userToken = randomBytes(15).toString('base64url'); // 20 characters
  session.set('userToken', userToken);
  return { userToken, setCookie: await commitSession(session) };
}

export async function requireUser(request: Request): Promise<{ token: string }> {
  const { token } = await readSession(request);
  if (token) return { token };
  const url = new URL(request.url);
  const lang = languageFromPath(url.pathname);
  const back = `${url.pathname.replace(/\.data$/, '')}${url.search}`;
  throw redirect(`${localizePath('/login', lang)}?redirectTo=${encodeURIComponent(back)}`);
}

export async function requireGuest(request: Request): Promise<void> {
  const { token } = await readSession(request);
  if (token) throw redirect(localizePath('/', languageFromPath(new URL(request.url).pathname)));
}
