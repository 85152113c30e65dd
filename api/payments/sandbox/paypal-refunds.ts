// The local PayPal's refunds (issue 17): POST /v2/payments/captures/{capture_id}/refund behind the OAuth2
// bearer, PayPal-Request-Id replaying the first answer, never more than the capture (CAPTURE_FULLY_REFUNDED,
// REFUND_AMOUNT_EXCEEDED), each refund kept with the capture's state.
import type { Context, Hono } from 'hono';
import { decimalToMinor } from '../amounts.ts';
import { isRecord } from '../provider-kit.ts';
import type { SandboxStore } from '../types.ts';
import { onceFor, sandboxId, takeRefund } from './kit.ts';

interface Captured {
  capture?: { id: string; status: string; amount: { currency_code: string; value: string } };
}

export function paypalRefundRoutes(
  app: Hono,
  store: SandboxStore,
  authed: (c: Context) => Promise<boolean>,
): void {
  const issue = (name: string, code: string) => ({
    name,
    message: code,
    debug_id: sandboxId('', 12),
    details: [{ issue: code }],
  });
  app.post('/v2/payments/captures/:id/refund', async (c) => {
    if (!(await authed(c))) return c.json(issue('AUTHENTICATION_FAILURE', 'INVALID_TOKEN'), 401);
    const captureId = c.req.param('id');
    const body: unknown = await c.req.json().catch(() => ({}));
    const answer = await onceFor<object>(store, c.req.header('paypal-request-id'), async () => {
      const orders = await store.list<Captured>('order:');
      const cap = orders.map((o) => o.value.capture).find((x) => x?.id === captureId);
      if (!cap) return { status: 404, body: issue('RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID') };
      const currency = cap.amount.currency_code;
      const paid = decimalToMinor(cap.amount.value, currency) ?? 0;
      const asked = isRecord(body) && isRecord(body.amount) ? body.amount : null;
      if (asked && asked.currency_code !== currency)
        return { status: 422, body: issue('UNPROCESSABLE_ENTITY', 'CURRENCY_MISMATCH') };
      const amount = asked ? (decimalToMinor(asked.value, currency) ?? -1) : paid;
      if (cap.status !== 'COMPLETED')
        return { status: 422, body: issue('UNPROCESSABLE_ENTITY', 'CAPTURE_NOT_COMPLETED') };
      const id = sandboxId('', 17).toUpperCase();
      const taken = await takeRefund(store, captureId, paid, amount, id);
      if (!taken.ok)
        return {
          status: 422,
          body: issue(
            'UNPROCESSABLE_ENTITY',
            taken.state.refunded >= paid ? 'CAPTURE_FULLY_REFUNDED' : 'REFUND_AMOUNT_EXCEEDED',
          ),
        };
      return {
        status: 201,
        body: {
          id,
          status: 'COMPLETED',
          amount: asked ?? cap.amount,
          ...(isRecord(body) && typeof body.invoice_id === 'string'
            ? { invoice_id: body.invoice_id }
            : {}),
          create_time: new Date().toISOString(),
        },
      };
    });
    return c.json(answer.body, answer.status as 201 | 404 | 422);
  });
}
