// What the hostile-input suites share: the API in-process on a seeded database (SQLite and PostgreSQL), the values an attacker
// tries first, and the check every answer must pass (no 5xx, no markup echoed).
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApi } from '../app.ts';
import { createTestDatabase, type TestDatabase } from '../db/test-db.ts';
import type { Dialect } from '../db/connection.ts';
import { issueToken } from '../lib/auth.ts';
import { demoAdminToken } from '../test-api.ts';

/** The API on a fresh seeded database (SQLite, or PostgreSQL), made before the file's tests and closed after them. */
export function useHostileApi(dialect: Dialect = 'sqlite') {
  const ctx = {} as { tdb: TestDatabase; api: ReturnType<typeof createApi> };
  beforeAll(async () => {
    ctx.tdb = await createTestDatabase(dialect, { seed: 40 });
    ctx.api = createApi({
      db: ctx.tdb.db,
      dialect: ctx.tdb.dialect,
      files: ctx.tdb.files,
    });
  }, 60_000);
  afterAll(async () => ctx.tdb?.close());
  return ctx;
}

/** Any string, or one an attacker tries first (numbers out of range, SQL, markup, NUL, a huge one), or `more`. */
export const nastyStrings = (...more: string[]) =>
  fc.oneof(
    fc.string(),
    fc.constantFrom(
      '',
      '-1',
      '0',
      '1.5',
      '1e309',
      '9'.repeat(40),
      "' OR 1=1 --",
      '<script>alert(1)</script>',
      '\u0000',
      'x'.repeat(5000),
      ...more,
    ),
  );

/** A field's value: one of `nasty`, a whole or fractional number, a boolean, null or a short list. */
const anyValue = (nasty: fc.Arbitrary<string>) =>
  fc.oneof(
    nasty,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(nasty, { maxLength: 3 }),
  );

/** A form or JSON body: up to five of `keys`, each with any value (`anyValue`) built on `nasty`. */
export const hostileFields = (keys: string[], nasty: fc.Arbitrary<string>) =>
  fc.dictionary(fc.constantFrom(...keys), anyValue(nasty), { maxKeys: 5 });

/** The answer is no 5xx and does not echo markup. */
export async function expectSafe(res: Response) {
  expect(res.status).toBeLessThan(500);
  expect(await res.text()).not.toContain('<script>');
}

/**
 * Hostile bodies, query values and path segments against one endpoint, sent by `token`'s holder (when the
 * property draws true) and by nobody: never a 5xx, never markup echoed; nobody gets the envelope's 404 from
 * an endpoint that names who may call it.
 */
export async function expectEndpointSurvives(
  api: ReturnType<typeof createApi>,
  e: { method: string; path: string; auth: string },
  token: () => string,
  fields: fc.Arbitrary<Record<string, unknown>>,
  nasty: fc.Arbitrary<string>,
  numRuns = 60,
) {
  await fc.assert(
    fc.asyncProperty(fields, nasty, fc.boolean(), async (body, segment, signedIn) => {
      const path = `/${e.path.replace(/\{\w+\}/g, encodeURIComponent(segment) || '1')}`;
      const qs =
        e.method === 'GET'
          ? `?${new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)]))}`
          : '';
      const res = await api.request(`${path}${qs}`, {
        method: e.method,
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          ...(signedIn ? { authorization: `Bearer ${token()}` } : {}),
        },
        ...(e.method === 'POST' ? { body: JSON.stringify(body) } : {}),
      });
      expect(res.status).toBeLessThan(500);
      const text = await res.text();
      expect(text).not.toContain('<script>');
      if (!signedIn && (e.auth === 'admin' || e.auth === 'seller'))
        expect(JSON.parse(text)).toMatchObject({ status: 404 });
    }),
    { numRuns },
  );
}

/** The tokens the workspace suites send: the admin's and a live store's owner's, there once the tests run. */
export function useWorkspaceTokens(h: ReturnType<typeof useHostileApi>) {
  const tokens = { admin: '', seller: '' };
  beforeAll(async () => {
    tokens.admin = await demoAdminToken(h.api);
    const owner = await h.tdb.db
      .selectFrom('stores')
      .select('user_id')
      .where('user_id', 'is not', null)
      .where('status', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    tokens.seller = (await issueToken(h.tdb.db, owner.user_id!, new Date())).token;
  }, 60_000);
  return tokens;
}

/** One test per endpoint of `endpoints`: sent as staff (`auth: 'admin'`) or the seller, and by nobody. */
export function everyEndpointSurvives(
  h: ReturnType<typeof useHostileApi>,
  endpoints: Record<string, { method: string; path: string; auth: string }>,
  tokens: { admin: string; seller: string },
  fields: fc.Arbitrary<Record<string, unknown>>,
  nasty: fc.Arbitrary<string>,
) {
  for (const [key, e] of Object.entries(endpoints))
    it(`${key}: never a 5xx, never markup echoed; nobody gets the 404`, () =>
      expectEndpointSurvives(
        h.api,
        e,
        () => (e.auth === 'admin' ? tokens.admin : tokens.seller),
        fields,
        nasty,
        30,
      ));
}
