import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, cspOrigin, parseCspSources } from '#app/lib/csp.ts';

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
  it("admits images only from us, data: URIs and the API's image origin", () => {
    expect(contentSecurityPolicy('abc', { production: true })).toContain("img-src 'self' data:;");
    const csp = contentSecurityPolicy('abc', {
      production: true,
      imgOrigins: ['http://api.example:8080/uploads/', 'https://cdn.example/x/', null],
    });
    expect(csp).toContain("img-src 'self' data: http://api.example:8080 https://cdn.example;");
  });
  it('refuses image origins that could change the policy', () => {
    expect(cspOrigin("https://a.example/; script-src 'unsafe-inline'")).toBe('https://a.example');
    expect(cspOrigin('/uploads/')).toBeNull();
    expect(cspOrigin('javascript:alert(1)')).toBeNull();
    expect(cspOrigin('data:image/png;base64,xx')).toBeNull();
    expect(cspOrigin('https://bad host.example/')).toBeNull();
  });

  it("lets forms post (and redirect) to the live payment providers' hosted pages, nothing else", () => {
    expect(contentSecurityPolicy('n', { production: true })).toContain("form-action 'self';");
    const csp = contentSecurityPolicy('n', {
      production: true,
      formOrigins: [
        'https://checkout.stripe.com',
        'https://www.payfast.co.za/eng/process',
        'x; script-src *',
      ],
    });
    expect(csp).toContain(
      "form-action 'self' https://checkout.stripe.com https://www.payfast.co.za;",
    );
    expect(csp).not.toContain('script-src *');
  });
});
