import { createCookie } from '@remix-run/node';
import { CSRF } from 'remix-utils/csrf/server';
import { describe, expect, it } from 'vitest';
import { NodeCryptoCSRF, commitCsrfToken, hasValidCsrfToken } from '#app/lib/csrf.server.ts';

const options = () => ({
  cookie: createCookie('frontend_csrf', { secrets: ['s3cret'] }),
  secret: 's3cret',
});

describe('CSRF tokens made with Node crypto', () => {
  it('look like remix-utils tokens and pass its own signature check', async () => {
    const ours = new NodeCryptoCSRF(options());
    const token = ours.generate();
    expect(token).toMatch(/^[\w-]{43}\.[\w-]{43}$/);
    // remix-utils (crypto-js) validates a form against the cookie with its own signature.
    const theirs = new CSRF(options());
    const cookie = await options().cookie.serialize(token);
    const form = new FormData();
    form.set('csrf', token);
    await expect(
      theirs.validate(form, new Headers({ cookie: cookie.split(';')[0]! })),
    ).resolves.toBeUndefined();
    // A token signed with another secret is refused.
    const other = new NodeCryptoCSRF({ ...options(), secret: 'other' }).generate();
    const forged = await options().cookie.serialize(other);
    form.set('csrf', other);
    await expect(
      theirs.validate(form, new Headers({ cookie: forged.split(';')[0]! })),
    ).rejects.toThrow('Tampered');
  });

  it('are new for each visitor, and kept for one who has the cookie', async () => {
    const [a, cookieA] = await commitCsrfToken(new Request('http://shop.test/'));
    const [b] = await commitCsrfToken(new Request('http://shop.test/'));
    expect(a).not.toBe(b);
    expect(cookieA).toContain('frontend_csrf=');
    const again = new Request('http://shop.test/', {
      headers: { cookie: cookieA!.split(';')[0]! },
    });
    expect(await commitCsrfToken(again)).toEqual([a, null]);
    const form = new FormData();
    form.set('csrf', a);
    expect(await hasValidCsrfToken(again, form)).toBe(true);
    form.set('csrf', b);
    expect(await hasValidCsrfToken(again, form)).toBe(false);
  });
});
