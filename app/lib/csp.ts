// The Content-Security-Policy (enforced, non-negotiable 7). Scripts run only from our origin or with the
// per-request nonce. Third-party analytics hosts are added only for a response whose page loads them —
// after the shopper's consent and when the shop enabled them (root loader → X-Csp-Sources).
export type CspSource = 'ga' | 'pixel';

const EXTRA: Record<CspSource, { script: string[]; connect: string[] }> = {
  ga: {
    script: ['https://www.googletagmanager.com'],
    connect: [
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ],
  },
  pixel: {
    script: ['https://connect.facebook.net'],
    connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
  },
};

export const CSP_SOURCES_HEADER = 'X-Csp-Sources';

export function parseCspSources(value: string | null | undefined): CspSource[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s): s is CspSource => s === 'ga' || s === 'pixel');
}

export function contentSecurityPolicy(
  nonce: string,
  opts: { production: boolean; sources?: CspSource[] },
): string {
  const extra = (opts.sources ?? []).map((s) => EXTRA[s]);
  const script = [
    "'self'",
    `'nonce-${nonce}'`,
    ...extra.flatMap((e) => e.script),
    ...(opts.production ? [] : ["'unsafe-eval'"]),
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
    "img-src 'self' data: https:",
    `connect-src ${connect.join(' ')}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
