// An online order's payment as the storefront's pay and return pages read it (order/payment/{id}): which
// provider, test mode, where the attempt stands and the hosted step to go to.
import type { PaymentDeps } from './service.ts';
import { attemptOf, type OrderRow } from './orders.ts';
import type { HostedStep, StartedPayment } from './types.ts';

/** What the storefront's pay and return pages need of an online order. */
export async function paymentView(deps: PaymentDeps, o: OrderRow) {
  const r = deps.payments.byMethod(o.order_method);
  const attempt = await attemptOf(deps.db, o.id);
  const started = attempt?.payload ? (JSON.parse(attempt.payload) as StartedPayment) : null;
  const state: 'started' | 'paid' | 'unverified' | 'released' =
    o.payment_done === 1
      ? 'paid'
      : o.cancelled === 1
        ? 'released'
        : attempt?.status === 'unverified'
          ? 'unverified'
          : 'started';
  return {
    id: o.id,
    order: o.order_code,
    order_method: o.order_method,
    provider: r?.definition.name ?? '',
    test_mode: r?.mode === 'sandbox' ? (1 as const) : (0 as const),
    state,
    hosted: state === 'started' && started ? (started.next as HostedStep) : null,
  };
}
