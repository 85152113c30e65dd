// People and words for staff (issue 35 item 6, decision 145) on SQLite and PostgreSQL: only an admin reaches
// them (a visitor, a shopper and a seller get the 404 and change nothing); hiding a review needs a reason, is
// audited with it, and the product's average and count follow exactly (and back when shown); a disabled user's
// token is refused at once and they cannot sign in, staff cannot disable themselves; users by name or e-mail
// with their orders; guests.
import { beforeAll, describe, expect, it } from 'vitest';
import { peopleEndpoints, ACCOUNT_DISABLED, PeopleMessages } from '#contract/admin/people.ts';
import { fillPath } from '#contract/endpoint.ts';
import { Visibility } from '#contract/codes.ts';
import { dialectsUnderTest } from '../db/test-db.ts';
import { issueToken } from '../lib/auth.ts';
import { hashPassword } from '../account/password.ts';
import {
  callApi,
  demoAdminToken,
  insertVerifiedUser,
  shopperToken,
  useApiOver,
} from '../test-api.ts';

const dialects = await dialectsUnderTest();

describe.each(dialects)('people for staff on %s', (dialect) => {
  const fx = useApiOver(dialect, { seed: 5 });
  let admin = '';
  let adminId = 0;
  const as = (token: string | undefined, method: string, path: string, body?: unknown) =>
    callApi(fx.api, method, path, { token, body });

  beforeAll(async () => {
    admin = await demoAdminToken(fx.api);
    adminId = (await as(admin, 'GET', '/admin/me')).data.id;
  }, 60_000);

  it('answers a visitor, a shopper and a seller 404 on every endpoint, and changes nothing', async () => {
    const db = fx.tdb.db;
    const owner = await db
      .selectFrom('stores')
      .select('user_id')
      .where('user_id', 'is not', null)
      .where('status', '=', 1)
      .executeTakeFirstOrThrow();
    const seller = (await issueToken(db, owner.user_id!, new Date())).token;
    const shopper = await shopperToken(db);
    const victim = await insertVerifiedUser(db, {
      name: 'Not Touched',
      email: 'untouched@example.com',
    });
    await db
      .insertInto('newsletter_subscribers')
      .values({ email: 'keep@example.com', language: 'en', created_at: new Date().toISOString() })
      .execute();
    const outbox = async () =>
      Number(
        (
          await db
            .selectFrom('outbox')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await outbox();
    const bodies: Record<string, unknown> = {
      adminReviewVisibility: { review_id: 1, action: 'hide', reason: 'x' },
      adminUserStatus: { user_id: victim, action: 'disable' },
      adminNewsletterSend: { send_key: 'k'.repeat(20), subject: 'S', body: 'B' },
      adminMailTest: { to: 'x@example.com' },
    };
    for (const token of [undefined, 'not-a-token-at-all-000000', shopper, seller])
      for (const [key, e] of Object.entries(peopleEndpoints)) {
        if (e.auth !== 'admin') continue;
        const r = await as(token, e.method, `/${fillPath(e.path, { id: victim })}`, bodies[key]);
        expect(r.status, `${key} as ${String(token)}`).toBe(404);
      }
    expect(
      (
        await db
          .selectFrom('users')
          .select('status')
          .where('id', '=', victim)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe(1);
    expect(await outbox()).toBe(before);
    await db.deleteFrom('newsletter_subscribers').execute();
  });

  it('hides a review with a reason (audited), the product’s average and count follow exactly, and back', async () => {
    const db = fx.tdb.db;
    const product = await db
      .selectFrom('products')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db.deleteFrom('rating_reviews').where('product_id', '=', product.id).execute();
    const at = new Date().toISOString();
    const ids: number[] = [];
    for (const rating of [5, 4, 1]) {
      const r = await db
        .insertInto('rating_reviews')
        .values({
          product_id: product.id,
          rating,
          review: `Rated ${rating}`,
          status: Visibility.PUBLIC,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(r.id);
    }
    const stored = () =>
      db
        .selectFrom('products')
        .select(['rating', 'review_count'])
        .where('id', '=', product.id)
        .executeTakeFirstOrThrow();
    const publicTotal = async () =>
      (await as(undefined, 'GET', `/reviews/${product.id}?get_total=1`)).data;
    const hide = (id: number, reason?: string) =>
      as(admin, 'POST', '/admin/reviews/visibility', { review_id: id, action: 'hide', reason });

    const noReason = await hide(ids[2]!, '   ');
    expect(noReason.status).toBe(201);
    expect(JSON.stringify(noReason)).toContain('reason is required');

    const hidden = await hide(ids[2]!, 'Spam link <b>x</b>');
    expect(hidden).toMatchObject({
      status: 200,
      message: PeopleMessages.reviewHidden,
      data: { product: { rating: 4.5, count: 2 } },
    });
    expect(await stored()).toMatchObject({ review_count: 2 });
    expect(Number((await stored()).rating)).toBe(4.5);
    const pub = await publicTotal();
    expect(pub.all.total).toBe(2);

    expect((await hide(ids[2]!, 'again')).message).toBe(PeopleMessages.reviewAlready);

    const list = await as(admin, 'GET', '/admin/reviews?status=hidden');
    expect(list.data.data.map((r: { id: number }) => r.id)).toContain(ids[2]);
    expect(list.data.data.find((r: { id: number }) => r.id === ids[2])).toMatchObject({
      hidden: 1,
      reason: 'Spam link <b>x</b>',
    });
    const byRating = await as(admin, 'GET', '/admin/reviews?rating=4&q=rated%204');
    expect(byRating.data.data.map((r: { id: number }) => r.id)).toEqual([ids[1]]);

    const shown = await as(admin, 'POST', '/admin/reviews/visibility', {
      review_id: ids[2],
      action: 'show',
    });
    expect(shown.data.product).toEqual({ rating: 3.33, count: 3 });
    expect(Number((await stored()).rating)).toBe(3.33);
    const audit = await db
      .selectFrom('admin_audit')
      .selectAll()
      .where('subject', '=', 'review')
      .where('subject_id', '=', ids[2]!)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['review:hide', 'review:show']);
    expect(JSON.parse(audit[0]!.after)).toMatchObject({
      reason: 'Spam link <b>x</b>',
      review_count: 2,
    });

    const missing = await as(admin, 'POST', '/admin/reviews/visibility', {
      review_id: 99_999_999,
      action: 'show',
    });
    expect(missing.status).toBe(404);
  });

  it('disables a user: their token is refused at once, they cannot sign in; enabled, they can', async () => {
    const db = fx.tdb.db;
    const email = `disable-me-${dialect}@example.com`;
    const id = await insertVerifiedUser(db, {
      name: 'Dora Disabled',
      email,
      password_hash: await hashPassword('secret-pass-1'),
    });
    const signIn = () =>
      as(undefined, 'POST', '/user/signin', { email, password: 'secret-pass-1' });
    const token = (await signIn()).data.token as string;
    const other = (await signIn()).data.token as string;
    expect((await as(token, 'GET', '/user/wishlist/ids')).status).toBe(200);

    const found = await as(admin, 'GET', `/admin/users?q=${encodeURIComponent('DORA dis')}`);
    expect(found.data.data.map((u: { id: number }) => u.id)).toEqual([id]);
    expect((await as(admin, 'GET', `/admin/users?q=${encodeURIComponent(email)}`)).data.total).toBe(
      1,
    );
    expect((await as(admin, 'GET', '/admin/users?q=%25')).data.data.length).toBe(0);

    const r = await as(admin, 'POST', '/admin/users/status', {
      user_id: id,
      action: 'disable',
      reason: 'Fraud',
    });
    expect(r).toMatchObject({
      status: 200,
      message: PeopleMessages.userDisabled,
      data: { disabled: 1 },
    });
    for (const t of [token, other])
      expect((await as(t, 'GET', '/user/wishlist/ids')).status).toBe(204);
    const refused = await signIn();
    expect(refused.status).not.toBe(200);
    expect(JSON.stringify(refused)).toContain(ACCOUNT_DISABLED);
    expect(
      (await as(admin, 'GET', '/admin/users?status=disabled')).data.data.map(
        (u: { id: number }) => u.id,
      ),
    ).toContain(id);
    expect(
      (await as(admin, 'POST', '/admin/users/status', { user_id: id, action: 'disable' })).message,
    ).toBe(PeopleMessages.userAlready);

    const detail = await as(admin, 'GET', `/admin/users/${id}`);
    expect(detail.data).toMatchObject({ id, disabled: 1, orders: [] });
    expect(detail.data.audit[0]).toMatchObject({
      action: 'user:disable',
      after: { reason: 'Fraud', sessions_ended: 2 },
    });

    await as(admin, 'POST', '/admin/users/status', { user_id: id, action: 'enable' });
    expect((await signIn()).status).toBe(200);
  });

  it('refuses staff disabling themselves; unknown users are not found', async () => {
    const self = await as(admin, 'POST', '/admin/users/status', {
      user_id: adminId,
      action: 'disable',
    });
    expect(self.message).toBe(PeopleMessages.notYourself);
    expect((await as(admin, 'GET', '/admin/me')).status).toBe(200);
    expect((await as(admin, 'GET', '/admin/users/99999999')).status).toBe(404);
    expect((await as(admin, 'GET', '/admin/users/abc')).status).toBe(404);
    expect(
      (await as(admin, 'POST', '/admin/users/status', { user_id: 99_999_999, action: 'enable' }))
        .status,
    ).toBe(404);
  });

  it('lists a user’s orders and the guests', async () => {
    const db = fx.tdb.db;
    const at = new Date().toISOString();
    const id = await insertVerifiedUser(db, {
      name: 'Ordering Olga',
      email: `olga-${dialect}@example.com`,
    });
    await db
      .insertInto('orders')
      .values({
        order_code: `BZOLGA${dialect}`,
        user_id: id,
        order_method: 1,
        total_amount: 1234,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await db
      .insertInto('guest_users')
      .values({
        user_token: `guest-token-${dialect}-0123456789`,
        name: 'Gus Guest',
        email: 'gus@example.com',
        created_at: at,
        updated_at: at,
      })
      .execute();
    const detail = await as(admin, 'GET', `/admin/users/${id}`);
    expect(detail.data.orders).toEqual([
      expect.objectContaining({ order_code: `BZOLGA${dialect}`, total: 1234 }),
    ]);
    const guests = await as(admin, 'GET', '/admin/guests?q=gus');
    expect(guests.data.data).toEqual([
      expect.objectContaining({ name: 'Gus Guest', email: 'gus@example.com', orders: 0 }),
    ]);
  });
});
