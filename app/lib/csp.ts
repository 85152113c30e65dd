// The Content-Security-Policy (enforced, non-negotiable 7). Scripts run only from our origin or with the
// per-request nonce. Third-party analytics hosts are added only for a response whose page loads them —
// after the shopper's consent and when the shop enabled them (root loader → X-Csp-Sources).
export type CspSource = 'ga' | 'pixel';

const EXTRA: Record<CspSource, { script: string[]; connect: string[]; img: string[] }> = {
  ga: {
    script: ['https://www.googletagmanager.com'],
    img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
    connect: [
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ],
  },
  pixel: {
    script: ['https://connect.facebook.net'],
    img: ['https://www.facebook.com'],
    connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
  },
};

export const CSP_SOURCES_HEADER = 'X-Csp-Sources';
/** The origin the shop's images come from (`common.img_src_url`), when it is not our own (root loader). */
export const CSP_IMG_HEADER = 'X-Csp-Img';

/**
 * An http(s) origin fit to stand in a policy, or null. The value comes from API data, so anything that
 * could break out of the directive (spaces, `;`, quotes, paths) is refused rather than escaped.
 */
export function cspOrigin(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const u = new URL(value);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    return /^https?:\/\/[a-z0-9.\-[\]:]+$/i.test(u.origin) ? u.origin : null;
  } catch {
    return null;
  }
}

export function parseCspSources(value: string | null | undefined): CspSource[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s): s is CspSource => s === 'ga' || s === 'pixel');
}

export function contentSecurityPolicy(
  nonce: string,
  opts: {
    production: boolean;
    sources?: CspSource[];
    imgOrigins?: (string | null)[];
    /** Payment providers' hosted pages the checkout posts or redirects to (issue 16). */
    formOrigins?: (string | null)[];
  },
): string {
  const extra = (opts.sources ?? []).map((s) => EXTRA[s]);
  const script = [
    "'self'",
    `'nonce-${nonce}'`,
    ...extra.flatMap((e) => e.script),
    ...(opts.production ? [] : ["'unsafe-eval'"]),
  ];
  const imgOrigins = [
    ...new Set((opts.imgOrigins ?? []).map(cspOrigin).filter((o): o is string => o !== null)),
  ];
  const connect = [
    "'self'",
    ...extra.flatMap((e) => e.connect),
    ...(opts.production ? [] : ['ws:', 'http://localhost:*']),
  ];
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    // Vite's dev server injects <style> tags for HMR; production styles are files or carry the nonce.
    opts.production ? `style-src 'self' 'nonce-${nonce}'` : "style-src 'self' 'unsafe-inline'",
    // Images: ours (/uploads, /assets), data: URIs, the API's image host (an external API or a CDN).
    `img-src ${["'self'", 'data:', ...imgOrigins, ...extra.flatMap((e) => e.img)].join(' ')}`,
    `connect-src ${connect.join(' ')}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${["'self'", ...new Set((opts.formOrigins ?? []).map(cspOrigin).filter((o): o is string => o !== null))].join(' ')}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The headers every response gets besides its CSP (server.ts, and the storefront alone under remix-serve). */
export function securityHeaders(production: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(production ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
