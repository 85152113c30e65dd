import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, parseCspSources } from './csp.ts';

describe('content security policy', () => {
  it('allows scripts only from our origin or with the nonce in production', () => {
    const csp = contentSecurityPolicy('abc', { production: true });
    expect(csp).toContain("script-src 'self' 'nonce-abc';");
    expect(csp).toContain("style-src 'self' 'nonce-abc'");
    expect(csp).not.toContain('unsafe');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });
  it('adds analytics hosts only when the page loads them', () => {
    const csp = contentSecurityPolicy('abc', {
      production: true,
      sources: parseCspSources('ga, pixel, evil'),
    });
    expect(csp).toContain(
      "script-src 'self' 'nonce-abc' https://www.googletagmanager.com https://connect.facebook.net;",
    );
    expect(csp).toContain('https://*.google-analytics.com');
    expect(parseCspSources('evil.com')).toEqual([]);
  });
});
