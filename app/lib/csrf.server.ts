// CSRF (docs/design.md "Storefront rules"): remix-utils' signed token cookie with the same token in every form
// (`AuthenticityTokenInput`), and the Origin of a post compared with this site's.
import { createHmac, randomBytes } from 'node:crypto';
import { createCookie } from '@remix-run/node';
import { CSRF, CSRFError } from 'remix-utils/csrf/server';
import { cookieSecrets, secureCookies } from '#app/lib/session.server.ts';

/**
 * remix-utils' CSRF whose tokens are made by Node's crypto instead of crypto-js (issue 18: every new visitor's
 * page makes one, and crypto-js drew its random bytes four at a time and hashed in JavaScript). The same
 * format (base64url bytes, a dot, their base64url HMAC-SHA256 with the first secret): remix-utils checks a
 * posted token with its own signature, and csrf.server.test.ts checks that both agree.
 */
export class NodeCryptoCSRF extends CSRF {
  readonly #secret: string | undefined;
  constructor(options: ConstructorParameters<typeof CSRF>[0]) {
    super(options);
    this.#secret = options.secret;
  }
  override generate(bytes = 32) {
    const token = randomBytes(bytes).toString('base64url');
    if (!this.#secret) return token;
    return `${token}.${createHmac('sha256', this.#secret).update(token).digest('base64url')}`;
  }
}

// One per secrets and cookie security (both come from the environment; tests change them).
let kept: { key: string; csrf: CSRF } | undefined;
function csrf() {
  const secrets = cookieSecrets();
  const secure = secureCookies();
  const key = `${secure}|${secrets.join('\u0000')}`;
  if (kept?.key !== key) {
    const cookie = createCookie('frontend_csrf', {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure,
      secrets,
    });
    kept = { key, csrf: new NodeCryptoCSRF({ cookie, secret: secrets[0] }) };
  }
  return kept.csrf;
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
