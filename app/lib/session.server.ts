// The shopper's session, the language and preferences cookies (docs/design.md "Storefront rules", docs/spec.md §9) and
// the route guards (docs/spec.md §2): account routes need a signed-in user (else login, then back); login and register
// are for visitors only (else home). Toast, CSRF, honeypot and form checks have modules of their own. Secrets
// come from SESSION_SECRET (comma-separated, newest first, for rotation); server.ts guarantees one exists.
import { createCookie, createCookieSessionStorage, redirect, type Session } from '@remix-run/node';
import { COOKIES, isLanguageCode } from '#contract/codes.ts';
import { randomBytes } from 'node:crypto';
import { languageFromPath, localizePath } from '#app/lib/i18n.ts';

export const cookieSecrets = () =>
  (process.env.SESSION_SECRET ?? 'development-only-secret-change-me-0123456789')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
export const secureCookies = () =>
  process.env.NODE_ENV === 'production' && process.env.COOKIE_SECURE !== 'false';

/**
 * The auth token and the guest user_token (docs/spec.md §9: prefix frontend_, 366 days, path /, cookie only), plus
 * the e-mail a registration or password reset is waiting on (the code step of those screens).
 */
export type SessionData = {
  token?: string;
  userToken?: string;
  verifyEmail?: string;
  resetEmail?: string;
  /** A seller applicant's e-mail between the application and its code (issue 17). */
  sellerEmail?: string;
  /** A voucher code applied in the cart (checked again by the API on every summary). */
  voucher?: string;
};
// Made once per secret and Secure flag (they come from the environment, which tests change): making a
// cookie session storage on every request was ~1.5 % of a page's server CPU (issue 18).
let kept: {
  key: string;
  storage: ReturnType<typeof createCookieSessionStorage<SessionData>>;
} | null = null;

export function sessionStorage() {
  const secrets = cookieSecrets();
  const secure = secureCookies();
  const key = `${secure}|${secrets.join('\u0000')}`;
  if (kept?.key !== key) {
    const storage = createCookieSessionStorage<SessionData>({
      cookie: {
        name: `${COOKIES.auth.prefix}session`,
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure,
        maxAge: COOKIES.auth.maxAge,
        secrets,
      },
    });
    kept = { key, storage };
  }
  return kept.storage;
}

/** The saved language (docs/spec.md §9: currentLanguage, 31536000 s, path /, SameSite=Lax). */
export const languageCookie = createCookie(COOKIES.language.name, {
  path: '/',
  sameSite: 'lax',
  maxAge: COOKIES.language.maxAge,
  httpOnly: false,
});

export async function savedLanguage(request: Request): Promise<string | null> {
  const value: unknown = await languageCookie.parse(request.headers.get('Cookie'));
  return isLanguageCode(value) ? value : null;
}

/**
 * The nonce of a social sign-in started in this browser (issue 13, decision 021): ten minutes, HttpOnly,
 * signed; SameSite=Lax so it comes back on the provider's top-level redirect.
 */
export const socialBindingCookie = () =>
  createCookie(`${COOKIES.auth.prefix}social`, {
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    maxAge: 600,
    secure: secureCookies(),
    secrets: cookieSecrets(),
  });

/** Closed banners and cookie consent: remembered permanently (docs/spec.md §2), set by form posts so they work without JS. */
export const preferencesCookie = createCookie('frontend_prefs', {
  path: '/',
  sameSite: 'lax',
  maxAge: 10 * 365 * 24 * 3600,
  httpOnly: true,
});
export type Preferences = { closedBanners: number[]; consent: 'accepted' | 'declined' | null };

export async function readPreferences(request: Request): Promise<Preferences> {
  const raw = (await preferencesCookie.parse(
    request.headers.get('Cookie'),
  )) as Partial<Preferences> | null;
  return {
    closedBanners: Array.isArray(raw?.closedBanners)
      ? raw!.closedBanners.filter((n) => Number.isSafeInteger(n)).slice(-50)
      : [],
    consent: raw?.consent === 'accepted' || raw?.consent === 'declined' ? raw.consent : null,
  };
}

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
    sellerEmail: session.get('sellerEmail') ?? null,
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

/** The guest identity: 20 random characters made on first need (docs/spec.md §3 "User"), kept in the session. */
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
