// CSRF (DESIGN.md "Storefront rules"): remix-utils' signed token cookie with the same token in every form
// (`AuthenticityTokenInput`), and the Origin of a post compared with this site's.
import { createCookie } from '@remix-run/node';
import { CSRF, CSRFError } from 'remix-utils/csrf/server';
import { cookieSecrets, secureCookies } from '#app/lib/session.server.ts';

function csrf() {
  return new CSRF({
    cookie: createCookie('frontend_csrf', {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies(),
      secrets: cookieSecrets(),
    }),
    secret: cookieSecrets()[0],
  });
}

/** The token for this request's forms, and its cookie when a new one was made. */
export function commitCsrfToken(request: Request) {
  return csrf().commitToken(request);
}

/** A post from another site (its Origin), unless a proxy in front says that is our host. */
export function isCrossSite(request: Request): boolean {
  const origin = request.headers.get('Origin');
  if (!origin || origin === 'null' || origin === new URL(request.url).origin) return false;
  const forwarded = request.headers.get('X-Forwarded-Host');
  return !forwarded || new URL(origin).host !== forwarded;
}

/** Whether the form carries the token of this browser's CSRF cookie. */
export async function hasValidCsrfToken(request: Request, formData: FormData): Promise<boolean> {
  try {
    await csrf().validate(formData, request.headers);
    return true;
  } catch (e) {
    if (e instanceof CSRFError) return false;
    throw e;
  }
}
