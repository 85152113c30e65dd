// The admin area's API (issue 17) on SQLite and PostgreSQL: every admin endpoint answers the envelope's 404 to
// a visitor, a shopper and a bad token (and works for the seeded admin); orders are listed with filters and
// found by number; moves go forward only and e-mail the buyer; cancellation gives the stock back; a cancelled
// order is marked refunded and the shopper's own view says so; a bank transfer is confirmed or rejected; each
// action that changed something is one audit row (who, what, before → after), none for a refusal.
import { beforeAll, describe, expect, it } from 'vitest';
import { fillPath, type EndpointDef } from '#contract/endpoint.ts';
import { adminEndpoints } from '#contract/admin/endpoints.ts';
import { dialectsUnderTest } from '../db/test-db.ts';
import {
  apiOver,
  callApi,
  demoAdminToken,
  shopperToken as shopperTokenOf,
  guestOrder,
  orderState,
  plainInventory,
  stockOf,
  useApiOver,
} from '../test-api.ts';
import { Mailer } from '../mail/mailer.ts';
import { DEMO_ADMIN, createAdmin } from './create.ts';

const dialects = await dialectsUnderTest();

describe.each(dialects)('admin API on %s', (dialect) => {
  const fx = useApiOver(dialect, {
    seed: 40,
    api: (tdb) => apiOver(tdb, { mail: new Mailer(tdb.db) }),
  });
  let productId = 0;
  let inventoryId = 0;
  let seq = 0;
  let adminToken = '';
  let shopperToken = '';

  const call = (method: string, path: string, opts: Parameters<typeof callApi>[3] = {}) =>
    callApi(fx.api, method, path, opts);
  const admin = (method: string, path: string, body?: unknown) =>
    call(method, path, { body, token: adminToken });

  async function order(method: 2 | 7, language = 'en') {
    const user_token = `guestADM${dialect}${String(++seq).padStart(8, '0')}x`;
    return guestOrder(fx.api, user_token, productId, { method, language });
  }
  const row = (id: number) => orderState(fx.tdb.db, id);
  const audit = (id: number) =>
    fx.tdb.db
      .selectFrom('admin_audit')
      .selectAll()
      .where('order_id', '=', id)
      .orderBy('id')
      .execute();
  const stock = () => stockOf(fx.tdb.db, inventoryId);

  beforeAll(async () => {
    ({ inventoryId, productId } = await plainInventory(fx.tdb.db));
    // A seeded shopper has a valid token but no admin role.
    adminToken = await demoAdminToken(fx.api);
    shopperToken = await shopperTokenOf(fx.tdb.db);
  }, 180_000);

  it('answers the envelope 404 to a visitor, a shopper and a bad token on every admin endpoint, and changes nothing', async () => {
    const o = await order(2);
    for (const [key, e] of Object.entries(adminEndpoints) as [string, EndpointDef][]) {
      if (e.auth !== 'admin') continue; // admin/sign-in: the one-time link's exchange (sellers.test.ts)
      const path = `/${fillPath(e.path, { id: String(o.id) })}`;
      const body =
        e.method === 'POST'
          ? {
              order_id: o.id,
              status: 'delivered',
              verdict: 'confirm',
              title: 'x',
              message: 'y',
            }
          : undefined;
      for (const token of [undefined, shopperToken, 'x'.repeat(43)]) {
        const r = await call(e.method, path, { body, token });
        expect([key, r.status, r.data]).toEqual([key, 404, { form: ['Not found'] }]);
      }
      if (e.method === 'GET' && (!e.path.includes('{id}') || key === 'adminOrder'))
        expect((await admin('GET', path)).status, key).toBe(200);
    }
    expect(await row(o.id)).toMatchObject({ status: 1, cancelled: 0 });
    expect(await audit(o.id)).toEqual([]);
  });

  it('lists every order with filters and finds one by its number', async () => {
    const cod = await order(2);
    const bank = await order(7);
    const me = await admin('GET', '/admin/me');
    expect(me.data).toMatchObject({ email: DEMO_ADMIN.email, name: DEMO_ADMIN.name });
    const byCode = await admin('GET', `/admin/orders?q=${cod.code.toLowerCase()}`);
    expect(byCode.data.data.map((o: { id: number }) => o.id)).toEqual([cod.id]);
    expect(byCode.data.data[0].buyer).toEqual({ name: 'Ada Buyer', email: 'buyer@example.com' });
    const ids = async (qs: string) =>
      ((await admin('GET', `/admin/orders?${qs}`)).data.data as { id: number }[]).map((o) => o.id);
    expect(await ids('method=bank')).toContain(bank.id);
    expect(await ids('method=bank')).not.toContain(cod.id);
    expect(await ids('method=cod&status=pending')).toContain(cod.id);
    expect(await ids('status=delivered')).not.toContain(cod.id);
    const store = await fx.tdb.db
      .selectFrom('ordered_products')
      .select('store_id')
      .where('order_id', '=', cod.id)
      .executeTakeFirstOrThrow();
    expect(await ids(`store=${store.store_id}&q=${cod.code}`)).toEqual([cod.id]);
    expect(await ids(`store=999999&q=${cod.code}`)).toEqual([]);
    // Placed between two days (UTC), either end optional.
    const placedDay = (
      await fx.tdb.db
        .selectFrom('orders')
        .select('created_at')
        .where('id', '=', cod.id)
        .executeTakeFirstOrThrow()
    ).created_at.slice(0, 10);
    expect(await ids(`from=${placedDay}&to=${placedDay}&q=${cod.code}`)).toEqual([cod.id]);
    expect(await ids(`to=2000-01-01&q=${cod.code}`)).toEqual([]);
    expect(await ids(`from=2999-01-01`)).toEqual([]);
    expect(await ids(`from=2026-02-31&q=${cod.code}`)).toEqual([cod.id]);
    // Values outside the lists are ignored, never an error.
    const odd = await admin('GET', '/admin/orders?status=<b>&payment=1&method=x&store=-1&page=zz');
    expect(odd.status).toBe(200);
    expect(odd.data.per_page).toBe(25);
    expect((await admin('GET', '/admin/orders/999999')).status).toBe(404);
  });

  it('moves an order forward only, e-mails each step and writes one audit row per move', async () => {
    const o = await order(2, 'fr');
    for (const status of ['confirmed', 'picked_up', 'on_the_way', 'delivered'] as const) {
      const r = await admin('POST', '/admin/orders/status', { order_id: o.id, status });
      expect(r, status).toMatchObject({ status: 200, data: { order_id: o.id, mailed: true } });
    }
    expect((await row(o.id)).status).toBe(5);
    for (const status of ['confirmed', 'delivered']) {
      const back = await admin('POST', '/admin/orders/status', { order_id: o.id, status });
      expect(back.status).toBe(500);
      expect(back.data.form).toEqual(['An order only moves forward.']);
    }
    const bad = await admin('POST', '/admin/orders/status', { order_id: o.id, status: 'pending' });
    expect(bad.status).toBe(201);
    const mails = await fx.tdb.db
      .selectFrom('outbox')
      .select(['to_address', 'text'])
      .where('subject', 'like', `%${o.code}%`)
      .execute();
    expect(mails.filter((m) => m.text.includes('Votre commande a été livrée.'))).toHaveLength(1);
    const rows = await audit(o.id);
    expect(rows.map((r) => r.action)).toEqual([
      'status:confirmed',
      'status:picked_up',
      'status:on_the_way',
      'status:delivered',
    ]);
    const adminUser = await fx.tdb.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_ADMIN.email)
      .executeTakeFirstOrThrow();
    expect(rows[0]).toMatchObject({ admin_id: adminUser.id, admin_name: DEMO_ADMIN.name });
    expect(JSON.parse(rows[0]!.before)).toMatchObject({ status: 1 });
    expect(JSON.parse(rows[3]!.after)).toMatchObject({ status: 5 });
    // The detail shows the log, oldest first.
    const detail = await admin('GET', `/admin/orders/${o.id}`);
    expect(detail.data.audit.map((a: { action: string }) => a.action)).toHaveLength(4);
    expect(detail.data.audit[0]).toMatchObject({
      admin: { name: DEMO_ADMIN.name },
      before: { status: 1 },
      after: { status: 2 },
    });
    // A delivered order is not cancelled.
    const late = await admin('POST', '/admin/orders/cancel', {
      order_id: o.id,
      title: 't',
      message: 'm',
    });
    expect(late.data.form).toEqual(['A delivered order cannot be cancelled.']);
    expect(await audit(o.id)).toHaveLength(4);
  });

  it('cancels a confirmed order with its stock back once, then marks it refunded; the shopper sees it', async () => {
    const before = await stock();
    const o = await order(2);
    expect(await stock()).toBe(before - 1);
    expect((await admin('POST', '/admin/orders/refund', { order_id: o.id })).data.form).toEqual([
      'Only a cancelled order can be marked refunded.',
    ]);
    await admin('POST', '/admin/orders/status', { order_id: o.id, status: 'confirmed' });
    const cancel = { order_id: o.id, title: 'Out of stock', message: 'Sorry, we ran out.' };
    expect((await admin('POST', '/admin/orders/cancel', cancel)).status).toBe(200);
    expect((await admin('POST', '/admin/orders/cancel', cancel)).data.form).toEqual([
      'This order has been cancelled.',
    ]);
    expect(await stock()).toBe(before);
    expect((await admin('POST', '/admin/orders/refund', { order_id: o.id })).status).toBe(200);
    expect((await admin('POST', '/admin/orders/refund', { order_id: o.id })).data.form).toEqual([
      'This order has already been refunded.',
    ]);
    const mine = await call('GET', `/order/find/${o.id}?user_token=${o.user_token}`);
    expect(mine.data.cancellation).toMatchObject({ title: 'Out of stock', refunded: 1 });
    expect((await audit(o.id)).map((r) => r.action)).toEqual([
      'status:confirmed',
      'cancel',
      'refund',
    ]);
    const refunded = await admin('GET', `/admin/orders?payment=refunded&q=${o.code}`);
    expect(refunded.data.data).toHaveLength(1);
  });

  it('confirms a bank transfer once its reference is in, and a rejected one may be submitted again', async () => {
    const o = await order(7);
    const confirm = { order_id: o.id, verdict: 'confirm' };
    expect((await admin('POST', '/admin/orders/transfer', confirm)).data.form).toEqual([
      'The shopper has not submitted a transfer reference yet.',
    ]);
    const submit = (trans_id: string) =>
      call('POST', '/order/transaction', {
        body: { user_token: o.user_token, id: o.id, trans_id },
      });
    expect((await submit('REF-1')).status).toBe(200);
    const awaiting = await admin('GET', `/admin/orders?payment=awaiting&q=${o.code}`);
    expect(awaiting.data.data[0]).toMatchObject({ id: o.id, awaiting_verification: 1 });
    expect(
      (await admin('POST', '/admin/orders/transfer', { order_id: o.id, verdict: 'reject' })).status,
    ).toBe(200);
    expect(await row(o.id)).toMatchObject({ trans_id: null, payment_done: 0 });
    expect((await submit('REF-2')).status).toBe(200);
    expect((await admin('POST', '/admin/orders/transfer', confirm)).status).toBe(200);
    expect(await row(o.id)).toMatchObject({ payment_done: 1, trans_id: 'REF-2' });
    expect((await admin('POST', '/admin/orders/transfer', confirm)).data.form).toEqual([
      'This order is already paid.',
    ]);
    const cod = await order(2);
    expect(
      (await admin('POST', '/admin/orders/transfer', { order_id: cod.id, verdict: 'confirm' })).data
        .form,
    ).toEqual(['This order is not paid by bank transfer.']);
    const rows = await audit(o.id);
    expect(rows.map((r) => r.action)).toEqual(['transfer:reject', 'transfer:confirm']);
    expect(JSON.parse(rows[1]!.before)).toMatchObject({ payment_done: 0, trans_id: 'REF-2' });
    expect(JSON.parse(rows[1]!.after)).toMatchObject({ payment_done: 1 });
  });

  it('admin:create makes a new admin or promotes an existing account', async () => {
    const made = await createAdmin(fx.tdb.db, {
      email: `New.Admin.${dialect}@Example.com`,
      password: 'secret12',
    });
    expect(made).toMatchObject({ ok: true, created: true });
    const signin = await call('POST', '/user/signin', {
      body: { email: `new.admin.${dialect}@example.com`, password: 'secret12' },
    });
    expect((await call('GET', '/admin/me', { token: signin.data.token })).status).toBe(200);
    expect((await call('GET', '/admin/me', { token: shopperToken })).status).toBe(404);
    const shopper = await fx.tdb.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('role', '!=', 'admin')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(await createAdmin(fx.tdb.db, { email: shopper.email })).toMatchObject({
      ok: true,
      created: false,
    });
    expect((await call('GET', '/admin/me', { token: shopperToken })).status).toBe(200);
    await fx.tdb.db
      .updateTable('users')
      .set({ role: 'customer' })
      .where('id', '=', shopper.id)
      .execute();
    // Without a password: made with none (the CLI prints a one-time sign-in link instead).
    expect(await createAdmin(fx.tdb.db, { email: `nobody.${dialect}@example.com` })).toMatchObject({
      ok: true,
      created: true,
    });
    expect(
      await fx.tdb.db
        .selectFrom('users')
        .select(['password_hash', 'role'])
        .where('email', '=', `nobody.${dialect}@example.com`)
        .executeTakeFirstOrThrow(),
    ).toEqual({ password_hash: null, role: 'admin' });
    expect(await createAdmin(fx.tdb.db, { email: 'x@example.com', password: '123' })).toMatchObject(
      {
        ok: false,
      },
    );
    expect(
      await createAdmin(fx.tdb.db, { email: 'not an e-mail', password: 'secret12' }),
    ).toMatchObject({
      ok: false,
    });
  });
});
