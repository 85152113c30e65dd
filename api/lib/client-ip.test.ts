// Issue 13 item 3: trusted proxies by hop count or address list; the right-most untrusted address wins; the
// storefront's vouched shopper address needs the internal key.
import { describe, expect, it } from 'vitest';
import { forwardedClient, parseTrustProxy, vouchedShopper } from './client-ip.ts';
import { INTERNAL_KEY_HEADER, SHOPPER_IP_HEADER } from '#contract/codes.ts';

describe('client address', () => {
  it('parses TRUST_PROXY as nobody, a hop count or a list of addresses', () => {
    expect(parseTrustProxy(undefined)).toEqual({ hops: 0 });
    expect(parseTrustProxy('false')).toEqual({ hops: 0 });
    expect(parseTrustProxy('true')).toEqual({ hops: 1 });
    expect(parseTrustProxy('2')).toEqual({ hops: 2 });
    const list = parseTrustProxy('10.0.0.1, ::1');
    expect('addresses' in list && [...list.addresses]).toEqual(['10.0.0.1', '::1']);
    expect(() => parseTrustProxy('yes')).toThrow(/not an IP address/);
    expect(() => parseTrustProxy('10.0.0.0/8x')).toThrow();
  });

  it('believes nobody by default: a forged X-Forwarded-For changes nothing, even from loopback', () => {
    for (const peer of ['203.0.113.7', '127.0.0.1', '::ffff:127.0.0.1'])
      expect(forwardedClient(peer, '1.2.3.4', { hops: 0 })).toBe(peer.replace('::ffff:', ''));
  });

  it('takes the right-most address the trusted hops do not vouch for, never the forged left-most', () => {
    // The shopper forged "1.2.3.4"; their real address 198.51.100.9 was appended by our one proxy.
    expect(forwardedClient('10.0.0.1', '1.2.3.4, 198.51.100.9', { hops: 1 })).toBe('198.51.100.9');
    // Two proxies: CDN then load balancer.
    expect(forwardedClient('10.0.0.2', '1.2.3.4, 198.51.100.9, 10.0.0.1', { hops: 2 })).toBe(
      '198.51.100.9',
    );
    // Fewer entries than hops: the left-most there is.
    expect(forwardedClient('10.0.0.2', '198.51.100.9', { hops: 3 })).toBe('198.51.100.9');
    // Garbage stops the walk at the last good address.
    expect(forwardedClient('10.0.0.1', 'x, not-an-ip', { hops: 1 })).toBe('10.0.0.1');
  });

  it('with an address list, only those peers forward', () => {
    const trust = parseTrustProxy('10.0.0.1,10.0.0.2');
    expect(forwardedClient('10.0.0.2', '1.2.3.4, 198.51.100.9, 10.0.0.1', trust)).toBe(
      '198.51.100.9',
    );
    // A peer that is not a listed proxy is the client, whatever it claims.
    expect(forwardedClient('203.0.113.7', '1.2.3.4', trust)).toBe('203.0.113.7');
  });

  it('believes the storefront-vouched shopper address only with the internal key', () => {
    const headers = (h: Record<string, string>) => (name: string) => h[name];
    const key = 'k'.repeat(43);
    expect(
      vouchedShopper(
        key,
        headers({ [INTERNAL_KEY_HEADER]: key, [SHOPPER_IP_HEADER]: '198.51.100.9' }),
      ),
    ).toBe('198.51.100.9');
    expect(
      vouchedShopper(
        key,
        headers({ [INTERNAL_KEY_HEADER]: 'guess', [SHOPPER_IP_HEADER]: '1.2.3.4' }),
      ),
    ).toBeNull();
    expect(vouchedShopper(key, headers({ [SHOPPER_IP_HEADER]: '1.2.3.4' }))).toBeNull();
    expect(vouchedShopper(undefined, headers({ [SHOPPER_IP_HEADER]: '1.2.3.4' }))).toBeNull();
    expect(
      vouchedShopper(key, headers({ [INTERNAL_KEY_HEADER]: key, [SHOPPER_IP_HEADER]: 'nope' })),
    ).toBeNull();
  });
});

describe('sign-in limits over a real socket (the storefront on loopback)', async () => {
  const { serve } = await import('@hono/node-server');
  const { createApi } = await import('../app.ts');
  const { createTestDatabase } = await import('../db/test-db.ts');
  const { memoryRateLimiter } = await import('./rate-limit.ts');

  async function served(extra: { internalKey?: string }) {
    const tdb = await createTestDatabase('sqlite');
    const api = createApi({
      db: tdb.db,
      dialect: tdb.dialect,
      files: tdb.files,
      limiter: memoryRateLimiter(),
      ...extra,
    });
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: api.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    const { port } = server.address() as { port: number };
    const signIn = (i: number, headers: Record<string, string>) =>
      fetch(`http://127.0.0.1:${port}/user/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify({ email: `nobody${i}@example.com`, password: 'wrong-pass-1' }),
      });
    const close = async () => {
      server.close();
      await tdb.close();
    };
    return { signIn, close };
  }

  it('40 sign-ins with 40 forged X-Forwarded-For addresses from one peer are limited', async () => {
    const { signIn, close } = await served({});
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++)
      statuses.push((await signIn(i, { 'x-forwarded-for': `198.51.100.${i + 1}` })).status);
    const limited = statuses.filter((s) => s === 429).length;
    expect(limited).toBe(20); // 20 per address in 15 minutes
    await close();
  }, 60_000);

  it("the storefront's vouched shopper addresses count apart; a guessed key counts as the peer", async () => {
    const key = 'internal-key-0123456789-abcdefghijklmnop';
    const { signIn, close } = await served({ internalKey: key });
    const vouched: number[] = [];
    for (let i = 0; i < 30; i++)
      vouched.push(
        (
          await signIn(i, {
            [INTERNAL_KEY_HEADER]: key,
            [SHOPPER_IP_HEADER]: `198.51.100.${i + 1}`,
          })
        ).status,
      );
    expect(vouched.filter((s) => s === 429)).toHaveLength(0);
    const guessed: number[] = [];
    for (let i = 0; i < 25; i++)
      guessed.push(
        (
          await signIn(100 + i, {
            [INTERNAL_KEY_HEADER]: 'guessed-key-0123456789-abcdefghijklmno',
            [SHOPPER_IP_HEADER]: `203.0.113.${i + 1}`,
          })
        ).status,
      );
    expect(guessed.filter((s) => s === 429)).toHaveLength(5);
    await close();
  }, 60_000);
});
