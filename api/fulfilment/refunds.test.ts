// Money goes back once (issue 34), on SQLite and PostgreSQL: the parts sellers cancel on a paid order are
// refunded part by part, and then the whole order can no longer be refunded as well; an order staff cancelled
// and refunded as a whole has no part left to refund.
import { describe, expect, it } from 'vitest';
import { AdminMessages } from '#contract/admin/schemas.ts';
import { PartRefundMessages } from '#contract/admin/part-refunds.ts';
import { dialectsUnderTest } from '../db/test-db.ts';
import { useFulfilmentApi } from './testing.ts';

const dialects = await dialectsUnderTest();

describe.each(dialects)('refunds of parts and of whole orders on %s', (dialect) => {
  const w = useFulfilmentApi(dialect);
  const messageOf = (r: { message: string; data?: { form?: string[] } }) =>
    r.data?.form?.[0] ?? r.message;

  it('refunds the parts sellers cancelled one by one, and then refuses the whole order', async () => {
    const order = await w.placeTwoStoreOrder({ paid: true });
    const cancel = (token: string) =>
      w.call(token, 'POST', `seller/orders/${order.id}/cancel`, { reason: 'Out of stock here' });
    const refundPart = (partId: number) =>
      w.call(w.tokens.admin, 'POST', 'admin/orders/refund-part', {
        order_id: order.id,
        part_id: partId,
      });
    expect((await cancel(w.tokens.a)).status).toBe(200);
    const a = await w.partOf(order.id, w.stocks.a.storeId);
    expect(a.refund_due).toBeGreaterThan(0);
    expect((await refundPart(a.id)).status).toBe(200);
    expect(messageOf(await refundPart(a.id))).toBe(PartRefundMessages.alreadyRefunded);
    // The last part cancelled cancels the order; its refund is still the part's, never the whole order's.
    expect((await cancel(w.tokens.b)).status).toBe(200);
    expect((await w.orderOf(order.id)).cancelled).toBe(1);
    const whole = await w.call(w.tokens.admin, 'POST', 'admin/orders/refund', {
      order_id: order.id,
    });
    expect(messageOf(whole)).toBe(AdminMessages.partsRefunded);
    const b = await w.partOf(order.id, w.stocks.b.storeId);
    expect((await refundPart(b.id)).status).toBe(200);
    const parts = [
      await w.partOf(order.id, w.stocks.a.storeId),
      await w.partOf(order.id, w.stocks.b.storeId),
    ];
    expect(parts.map((p) => p.refunded_amount)).toEqual([a.refund_due, b.refund_due]);
  });

  it('has no part left to refund once staff refunded the whole cancelled order', async () => {
    const order = await w.placeTwoStoreOrder({ paid: true });
    const cancelled = await w.call(w.tokens.admin, 'POST', 'admin/orders/cancel', {
      order_id: order.id,
      title: 'Cancelled',
      message: 'The buyer asked',
    });
    expect(cancelled.status).toBe(200);
    const whole = await w.call(w.tokens.admin, 'POST', 'admin/orders/refund', {
      order_id: order.id,
    });
    expect(whole.status).toBe(200);
    const a = await w.partOf(order.id, w.stocks.a.storeId);
    const part = await w.call(w.tokens.admin, 'POST', 'admin/orders/refund-part', {
      order_id: order.id,
      part_id: a.id,
    });
    expect(messageOf(part)).toBe(PartRefundMessages.orderRefunded);
  });
});
