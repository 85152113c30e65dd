// Refunds through the provider (issue 17), Stripe's sandbox, on SQLite and PostgreSQL: two admins refunding
// at once refund once; the refund id is recorded and audited; the provider refuses a second refund.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../db/test-db.ts';
import { formOf, paymentHarness, type PaymentHarness } from '../testing/payments.ts';
import { cancelAsAdmin } from '../admin/service.ts';
import { refundAsAdmin } from '../admin/refunds.ts';
import type { AuthUser } from '../lib/auth.ts';

const dialects = await dialectsUnderTest();

describe.each(dialects)('refunds on %s', (dialect) => {
  let h: PaymentHarness;
  beforeAll(async () => {
    h = await paymentHarness(dialect);
  }, 180_000);
  afterAll(async () => h?.close());

  it('two refunds at once: the provider is asked once, the order refunded once, audited', async () => {
    const { data } = await h.place(3);
    const page = await h.browser(data.hosted.url);
    const pay = formOf(await page.text(), 'sandbox-pay');
    await h.browser(pay.action, pay.fields);
    expect(await h.orderOf(data.id)).toMatchObject({ payment_done: 1 });
    const u = await h.tdb.db.selectFrom('users').select(['id', 'name']).executeTakeFirstOrThrow();
    const admin = u as unknown as AuthUser;
    const deps = {
      db: h.tdb.db,
      mail: null,
      links: { storefront: 'https://shop.test' } as never,
      now: new Date(),
      payments: h.payments,
    };
    expect(
      await cancelAsAdmin(deps, admin, data.id, { title: 'Out', message: 'Sorry' }),
    ).toMatchObject({ ok: true });
    const [a, b] = await Promise.all([
      refundAsAdmin(deps, admin, data.id),
      refundAsAdmin(deps, admin, data.id),
    ]);
    expect([a.ok, b.ok].filter(Boolean)).toHaveLength(1);
    const rows = await h.tdb.db
      .selectFrom('payment_refunds')
      .selectAll()
      .where('order_id', '=', data.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'refunded',
      refund_id: expect.stringMatching(/^re_test_/),
    });
    const audit = await h.tdb.db
      .selectFrom('admin_audit')
      .select('after')
      .where('order_id', '=', data.id)
      .where('action', '=', 'refund')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.after)).toMatchObject({
      refunded: 1,
      refund_id: rows[0]!.refund_id,
    });
    // The provider itself refuses a second refund of the same payment.
    const again = await h.payments.byMethod(3)!.adapter.refund({
      paymentId: rows[0]!.payment_id,
      providerRef: '',
      amountMinor: rows[0]!.amount,
      currency: rows[0]!.currency,
      orderId: data.id,
      key: 'another-key',
    });
    expect(again.status).toBe('failed');
  });
});
