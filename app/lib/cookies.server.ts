// Every cookie the storefront sets (DESIGN.md "Storefront rules", spec §9). Secrets come from
// SESSION_SECRET (comma-separated, newest first, for rotation); server.ts guarantees one exists.
import { createCookie, createCookieSessionStorage, redirect } from '@remix-run/node';
import { CSRF, CSRFError } from 'remix-utils/csrf/server';
import { Honeypot, SpamError } from 'remix-utils/honeypot/server';
import { COOKIES, isLanguageCode } from '#contract/codes.ts';

const secrets = () =>
  (process.env.SESSION_SECRET ?? 'development-only-secret-change-me-0123456789')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const secure = () => process.env.NODE_ENV === 'production' && process.env.COOKIE_SECURE !== 'false';

/**
 * The auth token and the guest user_token (spec §9: prefix frontend_, 366 days, path /, cookie only), plus
 * the e-mail a registration or password reset is waiting on (the code step of those screens).
 */
export type SessionData = {
  token?: string;
  userToken?: string;
  verifyEmail?: string;
  resetEmail?: string;
  /** A voucher code applied in the cart (checked again by the API on every summary). */
  voucher?: string;
};
export function sessionStorage() {
  return createCookieSessionStorage<SessionData>({
    cookie: {
      name: `${COOKIES.auth.prefix}session`,
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: secure(),
      maxAge: COOKIES.auth.maxAge,
      secrets: secrets(),
    },
  });
}

/** Toasts survive one redirect (post/redirect/get) in their own cookie. */
function toastStorage() {
  return createCookieSessionStorage<Record<string, never>, { toast: Toast }>({
    cookie: {
      name: `${COOKIES.auth.prefix}toast`,
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: secure(),
      secrets: secrets(),
    },
  });
}

export type Toast = {
  type: 'success' | 'error';
  message: string;
  title?: string;
  values?: Record<string, string>;
};

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

/** The saved language (spec §9: currentLanguage, 31536000 s, path /, SameSite=Lax). */
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

/** Closed banners and cookie consent: remembered permanently (spec §2), set by form posts so they work without JS. */
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

/** A refusal that works from resource routes and page routes alike (a plain Response, rendered by the boundary). */
function refuse(status: number, message: string) {
  return new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/**
 * The posted form. A body that is no form at all (JSON, plain text, no content type, broken multipart) is a
 * 400 page, never a 500: `request.formData()` throws a TypeError for those.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw refuse(400, 'This address only accepts form posts.');
  }
}

// CSRF (remix-utils: a signed token cookie + the same token in every form) and an Origin check.
function csrf() {
  return new CSRF({
    cookie: createCookie('frontend_csrf', {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secure(),
      secrets: secrets(),
    }),
    secret: secrets()[0],
  });
}

export function commitCsrfToken(request: Request) {
  return csrf().commitToken(request);
}

/**
 * The checks every mutation runs first: same origin, a valid CSRF token, and (for anonymous forms) an empty
 * honeypot. A failure is a 403 page, never a 500.
 */
export async function checkForm(
  request: Request,
  formData: FormData,
  opts: { honeypot?: boolean } = {},
) {
  const origin = request.headers.get('Origin');
  if (origin && origin !== 'null' && origin !== new URL(request.url).origin) {
    const forwarded = request.headers.get('X-Forwarded-Host');
    if (!forwarded || new URL(origin).host !== forwarded) throw refuse(403, 'Forbidden');
  }
  try {
    await csrf().validate(formData, request.headers);
  } catch (e) {
    if (e instanceof CSRFError)
      throw refuse(403, 'Your session expired. Please reload the page and try again.');
    throw e;
  }
  if (opts.honeypot) {
    try {
      honeypot.check(formData);
    } catch (e) {
      if (e instanceof SpamError) throw refuse(400, 'Forbidden');
      throw e;
    }
  }
}

/** The honeypot field: bots fill it, people never see it (rendered by <Honeypot /> in app/components). */
export const HONEYPOT_FIELD = 'website';
const honeypot = new Honeypot({
  randomizeNameFieldName: false,
  nameFieldName: HONEYPOT_FIELD,
  validFromFieldName: null,
});
