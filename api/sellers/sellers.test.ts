// Seller applications and the admin's inbox (issue 17) on SQLite and PostgreSQL: apply → e-mailed code →
// verify (the store exists, inactive: its page is a 404) → the admin approves (the store's page works, the
// seller's account owns it, the seller is e-mailed in their language) or rejects with a reason (e-mailed; the
// name is free again); one store name and one e-mail per application are the database's constraints, also
// under concurrent sign-ups; two concurrent approvals make one decision and one audit row; the code is never
// in an answer; both calls are the 404 while vendor registration is off. Newsletter subscribers (page and
// export, audited) and contact messages (mark handled once, audited). The one-time admin sign-in link: a
// code used once, hashed at rest, refused when expired.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { createApi } from '../app.ts';
import { callApi, demoAdminToken, emailedCode, mailingApiOver, userRow } from '../test-api.ts';
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from '../db/test-db.ts';
import { latestMessages } from '../mail/outbox.ts';
import { sha256 } from '../lib/auth.ts';
import { DEMO_ADMIN, createAdmin } from '../admin/create.ts';
import { createSignInLink, SIGN_IN_LINK_TTL_MS } from '../admin/sign-in-link.ts';

const dialects = await dialectsUnderTest();

describe.each(dialects)('seller applications on %s', (dialect) => {
  let tdb: TestDatabase;
  let api: ReturnType<typeof createApi>;
  let adminToken = '';
  let clock = new Date('2026-03-01T10:00:00.000Z');

  const call = (method: string, path: string, opts: Parameters<typeof callApi>[3] = {}) =>
    callApi(api, method, path, opts);
  const admin = (method: string, path: string, body?: unknown) =>
    call(method, path, { body, token: adminToken });
  const codeFor = (email: string) => emailedCode(tdb.db, email);
  const mailsTo = async (email: string) =>
    (await latestMessages(tdb.db, 20, email)).map((m) => `${m.subject}\n${m.text}`).join('\n');
  const application = (email: string) =>
    tdb.db
      .selectFrom('seller_applications')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
  const storeBySlug = (slug: string) =>
    tdb.db.selectFrom('stores').selectAll().where('slug', '=', slug).executeTakeFirst();

  /** Applies and verifies; returns the application's id. */
  async function applied(name: string, email: string, store: string, language = 'en') {
    const signup = await call('POST', '/seller/signup', {
      body: { name, email, store_name: store, password: 'secret12' },
      language,
    });
    expect(signup.status, JSON.stringify(signup)).toBe(200);
    const verify = await call('POST', '/seller/verify', {
      body: { email, code: await codeFor(email) },
    });
    expect(verify.status, JSON.stringify(verify)).toBe(200);
    return verify.data.id as number;
  }

  beforeAll(async () => {
    tdb = await createTestDatabase(dialect, { seed: 20 });
    api = mailingApiOver(tdb, () => clock, 20);
    adminToken = await demoAdminToken(api);
  }, 180_000);
  afterAll(async () => {
    await tdb?.close();
  });

  it('applies, verifies (store inactive), and the admin approves: the store goes live and the seller is e-mailed', async () => {
    const email = `amira.${dialect}@example.com`;
    const signup = await call('POST', '/seller/signup', {
      body: {
        name: 'Amira Haddad',
        email,
        store_name: `Amira Ceramics ${dialect}`,
        password: 'secret12',
      },
      language: 'fr',
    });
    expect(signup).toMatchObject({ status: 200, data: email });
    const code = await codeFor(email);
    expect(JSON.stringify(signup)).not.toContain(code);
    expect((await application(email)).password_hash).not.toContain('secret12');
    const wrong = await call('POST', '/seller/verify', {
      body: { email, code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong).toMatchObject({
      status: 500,
      data: { form: ['The code is invalid or has expired.'] },
    });
    const verify = await call('POST', '/seller/verify', { body: { email, code } });
    expect(verify.status).toBe(200);
    expect(JSON.stringify(verify)).not.toContain(code);
    expect(verify.data).toMatchObject({
      name: 'Amira Haddad',
      username: 'Amira',
      email,
      verified: 1,
      active: 0,
      store: { name: `Amira Ceramics ${dialect}`, slug: `amira-ceramics-${dialect}`, status: 0 },
    });
    // The store exists, inactive: its page is the 404 until approval; the code works once.
    const slug = `amira-ceramics-${dialect}`;
    expect((await storeBySlug(slug))?.status).toBe(0);
    expect((await call('GET', `/store?slug=${slug}`)).status).toBe(404);
    expect((await call('POST', '/seller/verify', { body: { email, code } })).status).toBe(500);

    const list = await admin('GET', '/admin/sellers?status=pending');
    const mine = list.data.data.find((a: { email: string }) => a.email === email);
    expect(mine).toMatchObject({ status: 'pending', language: 'fr', store: { slug, status: 0 } });
    const approved = await admin('POST', '/admin/sellers/decide', {
      application_id: mine.id,
      verdict: 'approve',
    });
    expect(approved).toMatchObject({
      status: 200,
      data: { application_id: mine.id, mailed: true },
    });
    const store = await call('GET', `/store?slug=${slug}`);
    expect(store.status).toBe(200);
    const s = await storeBySlug(slug);
    expect(await userRow(tdb.db, s!.user_id!)).toMatchObject({
      email,
      user_type: 'seller',
      verified: 1,
    });
    // The seller signs in with the password they applied with.
    const signin = await call('POST', '/user/signin', { body: { email, password: 'secret12' } });
    expect(signin.status).toBe(200);
    const mails = await mailsTo(email);
    expect(mails).toContain('votre boutique');
    expect(mails).toContain(`https://shop.test/fr/shop/${slug}`);
    const again = await admin('POST', '/admin/sellers/decide', {
      application_id: mine.id,
      verdict: 'reject',
      reason: 'Too late',
    });
    expect(again).toMatchObject({
      status: 500,
      data: { form: ['This application has already been decided.'] },
    });
    const detail = await admin('GET', `/admin/sellers/${mine.id}`);
    expect(detail.data.audit).toHaveLength(1);
    expect(detail.data.audit[0]).toMatchObject({
      action: 'seller:approve',
      admin: { name: DEMO_ADMIN.name },
      before: { status: 'pending', store_status: 0 },
      after: { status: 'approved', store_status: 1 },
    });
  });

  it('rejects with a reason: the applicant is e-mailed why, the store goes and the name is free again', async () => {
    const email = `rej.${dialect}@example.com`;
    const id = await applied('Rex Reject', email, `Rex Store ${dialect}`, 'ar');
    const noReason = await admin('POST', '/admin/sellers/decide', {
      application_id: id,
      verdict: 'reject',
      reason: '  ',
    });
    expect(noReason).toMatchObject({ status: 201, data: { form: ['reason is required'] } });
    const r = await admin('POST', '/admin/sellers/decide', {
      application_id: id,
      verdict: 'reject',
      reason: 'Your <b>photos</b> were missing.',
    });
    expect(r.status).toBe(200);
    expect(await storeBySlug(`rex-store-${dialect}`)).toBeUndefined();
    const mails = await mailsTo(email);
    expect(mails).toContain('السبب: Your <b>photos</b> were missing.');
    const html = (await latestMessages(tdb.db, 1, email))[0]!.html;
    expect(html).not.toContain('<b>photos');
    expect(await application(email)).toMatchObject({ status: 'rejected', store_slug: null });
    // Another applicant may take the name now; the rejected applicant may apply again.
    await applied('Other', `other.${dialect}@example.com`, `Rex Store ${dialect}`);
    expect((await admin('GET', `/admin/sellers/${id}`)).data).toMatchObject({
      status: 'rejected',
      reason: 'Your <b>photos</b> were missing.',
    });
    const retry = await call('POST', '/seller/signup', {
      body: { name: 'Rex', email, store_name: `Rex Second ${dialect}`, password: 'secret12' },
    });
    expect(retry.status).toBe(200);
    expect(await application(email)).toMatchObject({ status: 'pending', verified: 0 });
  });

  it('keeps store names and e-mails unique in the database, also for concurrent sign-ups', async () => {
    const name = `Twin Shop ${dialect}`;
    const results = await Promise.all(
      [1, 2, 3].map((i) =>
        call('POST', '/seller/signup', {
          body: {
            name: `Twin ${i}`,
            email: `twin${i}.${dialect}@example.com`,
            store_name: name,
            password: 'secret12',
          },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200))
      expect(r).toMatchObject({
        status: 201,
        data: { form: ['The store name has already been taken.'] },
      });
    // One slug for names that differ only in case, accents and punctuation; a seeded store's name is taken.
    const variant = await call('POST', '/seller/signup', {
      body: {
        name: 'V',
        email: `variant.${dialect}@example.com`,
        store_name: `TWÍN  shop! ${dialect}`,
        password: 'secret12',
      },
    });
    expect(variant.data).toEqual({ form: ['The store name has already been taken.'] });
    const seeded = await tdb.db
      .selectFrom('stores')
      .select('name')
      .where('status', '=', 1)
      .executeTakeFirstOrThrow();
    const taken = await call('POST', '/seller/signup', {
      body: {
        name: 'V',
        email: `variant.${dialect}@example.com`,
        store_name: seeded.name,
        password: 'secret12',
      },
    });
    expect(taken.data).toEqual({ form: ['The store name has already been taken.'] });
    // The same e-mail twice at once: one application row.
    const email = `dup.${dialect}@example.com`;
    await Promise.all(
      [1, 2].map(() =>
        call('POST', '/seller/signup', {
          body: { name: 'Dup', email, store_name: `Dup Store ${dialect}`, password: 'secret12' },
        }),
      ),
    );
    const rows = await tdb.db
      .selectFrom('seller_applications')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(rows).toHaveLength(1);
    await expect(
      tdb.db
        .insertInto('seller_applications')
        .values({
          name: 'x',
          email: `x.${dialect}@example.com`,
          store_name: 'x',
          store_slug: `dup-store-${dialect}`,
          password_hash: 'x',
          created_at: 'x',
          updated_at: 'x',
        })
        .execute(),
    ).rejects.toThrow();
    // A verified applicant is never replaced: the answer is the same, the owner is e-mailed instead.
    const verifiedEmail = `kept.${dialect}@example.com`;
    await applied('Kept', verifiedEmail, `Kept Store ${dialect}`);
    const replay = await call('POST', '/seller/signup', {
      body: {
        name: 'Thief',
        email: verifiedEmail,
        store_name: `Thief Store ${dialect}`,
        password: 'other123',
      },
    });
    expect(replay).toMatchObject({ status: 200, data: verifiedEmail });
    expect(await application(verifiedEmail)).toMatchObject({
      name: 'Kept',
      store_name: `Kept Store ${dialect}`,
    });
    expect(await mailsTo(verifiedEmail)).toContain('someone applied to sell with your address');
  });

  it('makes one decision of two concurrent approvals (one audit row, one e-mail)', async () => {
    const email = `race.${dialect}@example.com`;
    const id = await applied('Race', email, `Race Store ${dialect}`);
    const before = (await latestMessages(tdb.db, 50, email)).length;
    const results = await Promise.all([
      admin('POST', '/admin/sellers/decide', { application_id: id, verdict: 'approve' }),
      admin('POST', '/admin/sellers/decide', { application_id: id, verdict: 'approve' }),
      admin('POST', '/admin/sellers/decide', {
        application_id: id,
        verdict: 'reject',
        reason: 'No',
      }),
    ]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const rows = await tdb.db
      .selectFrom('admin_audit')
      .select('action')
      .where('subject', '=', 'seller')
      .where('subject_id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
    expect((await latestMessages(tdb.db, 50, email)).length).toBe(before + 1);
  });

  it('answers the 404 for both calls while vendor registration is off, and refuses bad input with the spec’s messages', async () => {
    const bad = await call('POST', '/seller/signup', {
      body: { name: '', email: 'nope', store_name: '!!!', password: '123' },
    });
    expect(bad).toMatchObject({
      status: 201,
      data: {
        form: [
          'name is required',
          'Invalid email',
          'The store name needs at least one letter or digit.',
          'Invalid Password Length',
        ],
      },
    });
    const setting = await tdb.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'setting')
      .executeTakeFirstOrThrow();
    const off = JSON.stringify({ ...JSON.parse(setting.value), vendor_registration: 0 });
    await tdb.db.updateTable('settings').set({ value: off }).where('key', '=', 'setting').execute();
    try {
      for (const [path, body] of [
        [
          '/seller/signup',
          { name: 'A', email: 'a@example.com', store_name: 'A shop', password: 'secret12' },
        ],
        ['/seller/verify', { email: 'a@example.com', code: '123456' }],
      ] as const)
        expect(await call('POST', path, { body })).toMatchObject({
          status: 404,
          data: { form: ['Not found'] },
        });
    } finally {
      await tdb.db
        .updateTable('settings')
        .set({ value: setting.value })
        .where('key', '=', 'setting')
        .execute();
    }
  });

  it('lists and exports newsletter subscribers (the export audited) and marks a contact message handled once', async () => {
    await call('POST', '/email-subscription', { body: { email: `sub.${dialect}@example.com` } });
    // An address that a spreadsheet would read as a formula (the API's own form refuses it; other paths may not).
    await tdb.db
      .insertInto('newsletter_subscribers')
      .values({
        email: `=sub.${dialect}@example.com`,
        language: 'en',
        created_at: clock.toISOString(),
      })
      .execute();
    const page = await admin('GET', '/admin/newsletter');
    expect(page.data.data.map((s: { email: string }) => s.email)).toContain(
      `=sub.${dialect}@example.com`,
    );
    const all = await admin('GET', '/admin/newsletter/export');
    expect(all.data.length).toBeGreaterThanOrEqual(1);
    const exported = await tdb.db
      .selectFrom('admin_audit')
      .selectAll()
      .where('action', '=', 'newsletter:export')
      .execute();
    expect(exported.length).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(exported.at(-1)!.after)).toEqual({ rows: all.data.length });

    await call('POST', '/contact', {
      body: {
        name: 'Omar',
        email: 'omar@example.com',
        subject: `Parcel ${dialect}`,
        message: 'Where?',
      },
    });
    const open = await admin('GET', '/admin/contact?status=open');
    const msg = open.data.data.find((m: { subject: string }) => m.subject === `Parcel ${dialect}`);
    expect(msg).toMatchObject({ handled_at: null, message: 'Where?' });
    const done = await admin('POST', '/admin/contact/handled', { message_id: msg.id });
    expect(done).toMatchObject({ status: 200, data: { message_id: msg.id } });
    const twice = await admin('POST', '/admin/contact/handled', { message_id: msg.id });
    expect(twice).toMatchObject({
      status: 500,
      data: { form: ['This message has already been marked handled.'] },
    });
    expect((await admin('POST', '/admin/contact/handled', { message_id: 999999 })).status).toBe(
      404,
    );
    const detail = await admin('GET', `/admin/contact/${msg.id}`);
    expect(detail.data).toMatchObject({ handled_by: DEMO_ADMIN.name });
    expect(detail.data.audit.map((a: { action: string }) => a.action)).toEqual(['contact:handled']);
    const handled = await admin('GET', '/admin/contact?status=handled');
    expect(handled.data.data.map((m: { id: number }) => m.id)).toContain(msg.id);
    expect((await admin('GET', '/admin/contact/abc')).status).toBe(404);
    expect((await admin('GET', '/admin/sellers/999999')).status).toBe(404);
  });

  it('signs in once with the one-time link of admin:create (stored hashed, 15 minutes)', async () => {
    const made = await createAdmin(tdb.db, { email: `link.${dialect}@example.com` });
    if (!made.ok) throw new Error(made.message);
    const code = await createSignInLink(tdb.db, made.id, clock);
    const stored = await tdb.db
      .selectFrom('admin_sign_in_links')
      .select('code_hash')
      .where('user_id', '=', made.id)
      .executeTakeFirstOrThrow();
    expect(stored.code_hash).toBe(sha256(code));
    expect(stored.code_hash).not.toContain(code);
    const used = await call('POST', '/admin/sign-in', { body: { code } });
    expect(used.status).toBe(200);
    expect((await call('GET', '/admin/me', { token: used.data.token })).data).toMatchObject({
      email: `link.${dialect}@example.com`,
    });
    const twice = await call('POST', '/admin/sign-in', { body: { code } });
    expect(twice).toMatchObject({ status: 500 });
    expect(twice.data).toEqual({ form: [expect.stringContaining('sign-in link is invalid')] });
    const late = await createSignInLink(tdb.db, made.id, clock);
    clock = new Date(clock.getTime() + SIGN_IN_LINK_TTL_MS + 1000);
    expect((await call('POST', '/admin/sign-in', { body: { code: late } })).status).toBe(500);
    expect((await call('POST', '/admin/sign-in', { body: { code: 'short' } })).status).toBe(201);
  });
});
