// A seller's part of an order (issue 34, decision 137) on SQLite and PostgreSQL: two stores in one order each
// see only their own lines (never the other's, nor the payment's secrets); the order's status is the least
// advanced open part; on the way needs a carrier and a tracking number; a cancelled part gives its stock back
// with history, owes the paid gross and mails the buyer; a delivered part books its store's ledger; staff's
// whole-order moves and cancellations carry every part.
import { describe, expect, it } from 'vitest';
import { FulfilmentMessages as M } from '#contract/fulfilment/schemas.ts';
import { dialectsUnderTest } from '../db/test-db.ts';
import { orderLineShares } from '../earnings/service.ts';
import { useFulfilmentApi } from './testing.ts';

const dialects = await dialectsUnderTest();

describe.each(dialects)('a seller’s orders on %s', (dialect) => {
  const w = useFulfilmentApi(dialect);
  const db = () => w.fx.tdb.db;
  const move = (token: string, id: number, body: Record<string, unknown>) =>
    w.call(token, 'POST', `seller/orders/${id}/status`, body);
  const outbox = () => db().selectFrom('outbox').selectAll().orderBy('id').execute();

  it('shows each seller their part only: their lines, the ship-to address, no payment secrets', async () => {
    const order = await w.placeTwoStoreOrder({ paid: true });
    const a = await w.call(w.tokens.a, 'GET', `seller/orders/${order.id}`);
    expect(a.status, JSON.stringify(a)).toBe(200);
    expect(a.data.order_code).toBe(order.code);
    expect(a.data.lines).toHaveLength(1);
    expect(a.data.lines[0].quantity).toBe(2);
    expect(a.data.lines[0].line_total).toBe(a.data.lines[0].unit_price * 2);
    expect(a.data.buyer.name).toBe('Ada Parts');
    expect(a.data.payment).toEqual({ paid: true, method: 2 });
    const json = JSON.stringify(a);
    for (const secret of ['txn-secret-42', 'tok-secret-42', 'ada.parts@example.com'])
      expect(json).not.toContain(secret);
    const bTitle = (
      await db()
        .selectFrom('ordered_products')
        .select('title')
        .where('order_id', '=', order.id)
        .where('store_id', '=', w.stocks.b.storeId)
        .executeTakeFirstOrThrow()
    ).title;
    expect(json).not.toContain(bTitle);
    const b = await w.call(w.tokens.b, 'GET', `seller/orders/${order.id}`);
    expect(b.data.lines).toHaveLength(1);
    expect(b.data.lines[0].title).toBe(bTitle);
    // The list: newest first, by state and by code.
    const list = await w.call(w.tokens.a, 'GET', `seller/orders?q=${order.code.toLowerCase()}`);
    expect(list.data.data.map((r: { order_id: number }) => r.order_id)).toEqual([order.id]);
    expect(list.data.data[0].items).toBe(2);
    const pending = await w.call(w.tokens.a, 'GET', 'seller/orders?state=pending');
    expect(pending.data.data.map((r: { order_id: number }) => r.order_id)).toContain(order.id);
    const shipped = await w.call(w.tokens.a, 'GET', 'seller/orders?state=on_the_way');
    expect(shipped.data.data.map((r: { order_id: number }) => r.order_id)).not.toContain(order.id);
  });

  it('keeps the order at its least advanced part; on the way needs a carrier and tracking number', async () => {
    const order = await w.placeTwoStoreOrder();
    const before = (await outbox()).length;
    const bare = await move(w.tokens.a, order.id, { status: 'on_the_way' });
    expect(bare.status).not.toBe(200);
    expect(bare.data.form).toEqual(expect.arrayContaining([M.carrierRequired, M.trackingRequired]));
    const long = await move(w.tokens.a, order.id, {
      status: 'on_the_way',
      carrier: 'x'.repeat(81),
      tracking_number: 'T1',
    });
    expect(long.data.form).toContain(M.carrierTooLong);
    const shipped = await move(w.tokens.a, order.id, {
      status: 'on_the_way',
      carrier: 'Aramex',
      tracking_number: 'ARX-123',
    });
    expect(shipped.status, JSON.stringify(shipped)).toBe(200);
    expect(await w.orderOf(order.id)).toEqual({ status: 1, cancelled: 0 });
    const mails = await outbox();
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.to_address).toBe('ada.parts@example.com');
    expect(mails.at(-1)!.text).toContain('ARX-123');
    // Backward, or the same step again: refused.
    const back = await move(w.tokens.a, order.id, { status: 'confirmed' });
    expect(back.data.form ?? [back.message]).toContain(M.notForward);
    expect((await move(w.tokens.b, order.id, { status: 'picked_up' })).status).toBe(200);
    expect(await w.orderOf(order.id)).toEqual({ status: 3, cancelled: 0 });
    // The buyer sees both parts on the track-order answer.
    const track = await w.call('', 'GET', `track-order?tracking_id=${order.code}`);
    const parts = track.data.parts as { status: number; tracking_number: string | null }[];
    expect(parts.map((p) => p.status).sort()).toEqual([3, 4]);
    expect(parts.map((p) => p.tracking_number)).toContain('ARX-123');
  });

  it('a delivered part books its store’s ledger; both delivered, the order is', async () => {
    const order = await w.placeTwoStoreOrder();
    expect((await move(w.tokens.a, order.id, { status: 'delivered' })).status).toBe(200);
    const partA = await w.partOf(order.id, w.stocks.a.storeId);
    expect(partA.delivered_at).not.toBeNull();
    const rows = await db()
      .selectFrom('store_ledger')
      .selectAll()
      .where('part_id', '=', partA.id)
      .execute();
    const shares = (await orderLineShares(db(), order.id)).lines.filter(
      (l) => l.storeId === w.stocks.a.storeId,
    );
    expect(rows.map((r) => r.gross)).toEqual(shares.map((s) => s.gross));
    expect(rows.every((r) => r.store_id === w.stocks.a.storeId && r.kind === 'sale')).toBe(true);
    expect((await w.orderOf(order.id)).status).toBe(1);
    expect((await move(w.tokens.b, order.id, { status: 'delivered' })).status).toBe(200);
    expect(await w.orderOf(order.id)).toEqual({ status: 5, cancelled: 0 });
    const cancel = await w.call(w.tokens.a, 'POST', `seller/orders/${order.id}/cancel`, {
      reason: 'Too late now',
    });
    expect(cancel.data.form ?? [cancel.message]).toContain(M.delivered);
  });

  it('a cancelled part gives its stock back with history, owes the paid gross, mails the reason', async () => {
    const order = await w.placeTwoStoreOrder({ paid: true });
    const stock = () =>
      db()
        .selectFrom('inventories')
        .select('quantity')
        .where('id', '=', w.stocks.a.inventoryId)
        .executeTakeFirstOrThrow()
        .then((r) => r.quantity);
    const before = await stock();
    const short = await w.call(w.tokens.a, 'POST', `seller/orders/${order.id}/cancel`, {
      reason: 'no',
    });
    expect(short.data.form).toContain(M.reasonTooShort);
    const r = await w.call(w.tokens.a, 'POST', `seller/orders/${order.id}/cancel`, {
      reason: 'Out of stock in the warehouse',
    });
    expect(r.status, JSON.stringify(r)).toBe(200);
    expect(await stock()).toBe(before + 2);
    const history = await db()
      .selectFrom('stock_history')
      .selectAll()
      .where('order_id', '=', order.id)
      .where('inventory_id', '=', w.stocks.a.inventoryId)
      .where('reason', '=', 'cancellation')
      .execute();
    expect(history.map((h) => h.change)).toEqual([2]);
    const part = await w.partOf(order.id, w.stocks.a.storeId);
    const gross = (await orderLineShares(db(), order.id)).lines
      .filter((l) => l.storeId === w.stocks.a.storeId)
      .reduce((n, l) => n + l.gross, 0);
    expect(part).toMatchObject({ cancelled: 1, refund_due: gross });
    expect(part.cancel_reason).toBe('Out of stock in the warehouse');
    expect((await outbox()).at(-1)!.text).toContain('Out of stock in the warehouse');
    expect(await w.orderOf(order.id)).toEqual({ status: 1, cancelled: 0 });
    // A second cancel gives nothing back again.
    const again = await w.call(w.tokens.a, 'POST', `seller/orders/${order.id}/cancel`, {
      reason: 'Again please',
    });
    expect(again.data.form ?? [again.message]).toContain(M.cancelled);
    expect(await stock()).toBe(before + 2);
    // B cancels too: the order is cancelled as staff record it, its stock back once.
    const bBefore = await db()
      .selectFrom('inventories')
      .select('quantity')
      .where('id', '=', w.stocks.b.inventoryId)
      .executeTakeFirstOrThrow();
    expect(
      (
        await w.call(w.tokens.b, 'POST', `seller/orders/${order.id}/cancel`, {
          reason: 'Cannot ship abroad',
        })
      ).status,
    ).toBe(200);
    expect((await w.orderOf(order.id)).cancelled).toBe(1);
    const c = await db()
      .selectFrom('cancellations')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(c.message).toBe('Cannot ship abroad');
    const bAfter = await db()
      .selectFrom('inventories')
      .select('quantity')
      .where('id', '=', w.stocks.b.inventoryId)
      .executeTakeFirstOrThrow();
    expect(bAfter.quantity).toBe(bBefore.quantity + 1);
    expect(await stock()).toBe(before + 2);
  });

  it('staff moving the whole order move every part; their cancellation cancels every part', async () => {
    const order = await w.placeTwoStoreOrder();
    await move(w.tokens.a, order.id, { status: 'picked_up' });
    const staff = (status: string, id = order.id) =>
      w.call(w.tokens.admin, 'POST', 'admin/orders/status', { order_id: id, status });
    expect((await staff('confirmed')).status).toBe(200);
    expect((await w.partOf(order.id, w.stocks.a.storeId)).status).toBe(3);
    expect((await w.partOf(order.id, w.stocks.b.storeId)).status).toBe(2);
    expect((await staff('delivered')).status).toBe(200);
    for (const s of [w.stocks.a, w.stocks.b]) {
      const p = await w.partOf(order.id, s.storeId);
      expect(p.status).toBe(5);
      const booked = await db()
        .selectFrom('store_ledger')
        .select('id')
        .where('part_id', '=', p.id)
        .execute();
      expect(booked.length).toBeGreaterThan(0);
    }
    const admin = await w.call(w.tokens.admin, 'GET', `admin/orders/${order.id}`);
    expect(admin.data.parts).toHaveLength(2);
    expect(admin.data.parts[0]).toHaveProperty('refund_due', 0);

    const other = await w.placeTwoStoreOrder();
    const cancelled = await w.call(w.tokens.admin, 'POST', 'admin/orders/cancel', {
      order_id: other.id,
      title: 'Fraud',
      message: 'Suspicious order',
    });
    expect(cancelled.status, JSON.stringify(cancelled)).toBe(200);
    for (const s of [w.stocks.a, w.stocks.b])
      expect((await w.partOf(other.id, s.storeId)).cancelled).toBe(1);
    const late = await move(w.tokens.a, other.id, { status: 'confirmed' });
    expect(late.data.form ?? [late.message]).toContain(M.cancelled);
  });
});
