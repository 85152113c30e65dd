// Refunds through the provider (issue 17), on SQLite and PostgreSQL: in Stripe's sandbox two admins
// refunding at once refund once, the refund id is recorded and audited, the provider refuses a second
// refund; then every provider's sandbox is paid the way its shopper pays and refunded through its adapter.
import { describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../db/test-db.ts';
import { formOf, usePaymentHarness } from '../testing/payments.ts';
import { SHOP } from '../testing/payments.ts';
import { cancelAsAdmin } from '../admin/service.ts';
import { refundAsAdmin } from '../admin/refunds.ts';
import type { AuthUser } from '../lib/auth.ts';

const dialects = await dialectsUnderTest();

describe.each(dialects)('refunds on %s', (dialect) => {
  const h = usePaymentHarness(dialect);

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

  /** Place an order with `method` and pay it in the sandbox the way that provider's shopper does. */
  async function paid(method: 1 | 3 | 4 | 5 | 6 | 8) {
    const { guest, data } = await h.place(method);
    const press = async (html: string, id: string) => {
      const f = formOf(html, id);
      return h.browser(f.action, f.fields);
    };
    const sendHeld = async (name: string) => {
      const desk = await (await h.browser(`/sandbox/${name}/notifications`)).text();
      const send = formOf(desk, 'sandbox-send');
      await h.browser(`/sandbox/${name}/notifications/${send.action.split('/').pop()}`, {});
    };
    if (method === 1) {
      const page = await h.browser(data.hosted.action, data.hosted.fields);
      const back = await press(await page.text(), 'sandbox-pay-hold');
      await press(await back.text(), 'sandbox-return');
    } else if (method === 8) {
      const page = await h.browser(data.hosted.action, data.hosted.fields);
      await press(await page.text(), 'sandbox-pay-hold');
      await sendHeld('payfast');
    } else {
      const page = await h.browser(data.hosted.url);
      const res = await press(await page.text(), 'sandbox-pay');
      if (method === 6) await press(await res.text(), 'sandbox-return');
      else if (method !== 3) {
        const params = Object.fromEntries(new URL(res.headers.get('location')!).searchParams);
        await h.call('POST', '/order/payment-done', {
          id: data.id,
          order_method: method,
          user_token: guest,
          params,
        });
      }
    }
    expect(await h.orderOf(data.id)).toMatchObject({ payment_done: 1 });
    return data.id as number;
  }

  it.each([
    ['razorpay', 1],
    ['paypal', 4],
    ['flutterwave', 5],
    ['iyzico', 6],
    ['payfast', 8],
  ] as const)(
    '%s: the refund goes through its sandbox once, with its refund id',
    async (name, method) => {
      const id = await paid(method);
      const u = await h.tdb.db.selectFrom('users').select(['id', 'name']).executeTakeFirstOrThrow();
      const admin = u as unknown as AuthUser;
      const deps = {
        db: h.tdb.db,
        mail: null,
        links: { storefront: SHOP } as never,
        now: new Date(),
        payments: h.payments,
      };
      expect(
        await cancelAsAdmin(deps, admin, id, { title: 'Out', message: 'Sorry' }),
      ).toMatchObject({
        ok: true,
      });
      expect(await refundAsAdmin(deps, admin, id)).toMatchObject({ ok: true });
      const rows = await h.tdb.db
        .selectFrom('payment_refunds')
        .selectAll()
        .where('order_id', '=', id)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ provider: name, status: 'refunded' });
      expect(rows[0]!.refund_id).toBeTruthy();
      // A second click: already refunded, the provider is not asked again.
      expect(await refundAsAdmin(deps, admin, id)).toMatchObject({ ok: false });
      // The provider itself refuses to refund more than was paid.
      const again = await h.payments.byMethod(method)!.adapter.refund({
        paymentId: rows[0]!.payment_id,
        providerRef: '',
        amountMinor: rows[0]!.amount,
        currency: rows[0]!.currency,
        orderId: id,
        key: 'another-key',
      });
      expect(again.status).toBe('failed');
    },
  );
});
