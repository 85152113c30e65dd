// Issue 13 item 8 (decision 024): sign-in counts failures only, per address and per account; an account
// over its failure limit still takes the right password from a clean address, so an attacker slows
// themselves, never the owner. Addresses are the storefront-vouched shopper addresses (decision 022).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_KEY_HEADER, SHOPPER_IP_HEADER } from '#contract/codes.ts';
import { createApi } from '../app.ts';
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from '../db/test-db.ts';
import { memoryRateLimiter } from '../lib/rate-limit.ts';
import { hashPassword } from './password.ts';

const dialects = await dialectsUnderTest();
const KEY = 'lockout-test-internal-key-0123456789';

describe.each(dialects)('sign-in limits on %s', (dialect) => {
  let tdb: TestDatabase;
  let api: ReturnType<typeof createApi>;
  beforeAll(async () => {
    tdb = await createTestDatabase(dialect);
    api = createApi({
      db: tdb.db,
      dialect: tdb.dialect,
      files: tdb.files,
      limiter: memoryRateLimiter(),
      internalKey: KEY,
    });
    const t = new Date().toISOString();
    await tdb.db
      .insertInto('users')
      .values({
        name: 'Owner',
        email: 'owner@example.com',
        verified: 1,
        password_hash: await hashPassword('owner-pass-1'),
        created_at: t,
        updated_at: t,
      })
      .execute();
  }, 60_000);
  afterAll(async () => {
    await tdb?.close();
  });

  const signIn = async (from: string, password: string, email = 'owner@example.com') => {
    const res = await api.request('/user/signin', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        [INTERNAL_KEY_HEADER]: KEY,
        [SHOPPER_IP_HEADER]: from,
      },
      body: JSON.stringify({ email, password }),
    });
    return res.status === 429 ? 429 : ((await res.json()) as { status: number }).status;
  };

  it('successful sign-ins never count toward the limit', async () => {
    for (let i = 0; i < 15; i++) expect(await signIn('198.51.100.1', 'owner-pass-1')).toBe(200);
  });

  it("ten wrong passwords slow the attacker's address, not the owner from a clean one", async () => {
    for (let i = 0; i < 10; i++) expect(await signIn('203.0.113.66', `guess-${i}-xx`)).toBe(201);
    // The account is over its failure limit: the attacker's address is refused, even the right password.
    expect(await signIn('203.0.113.66', 'owner-pass-1')).toBe(429);
    // The owner, from a clean address, gets in.
    expect(await signIn('198.51.100.2', 'owner-pass-1')).toBe(200);
  });

  it('a fresh address gets one guess at a locked account, then it is refused too', async () => {
    for (let i = 0; i < 10; i++) await signIn('203.0.113.77', `guess-${i}-yy`);
    expect(await signIn('203.0.113.78', 'wrong-again-1')).toBe(201);
    expect(await signIn('203.0.113.78', 'owner-pass-1')).toBe(429);
    expect(await signIn('198.51.100.3', 'owner-pass-1')).toBe(200);
  });

  it('an address is refused after 20 failures, whatever the accounts', async () => {
    for (let i = 0; i < 20; i++)
      expect(await signIn('203.0.113.99', 'nope-nope-1', `nobody${i}@example.com`)).toBe(201);
    expect(await signIn('203.0.113.99', 'owner-pass-1')).toBe(429);
  });
});
