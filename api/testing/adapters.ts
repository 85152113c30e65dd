// What every adapter's tests share against its sandbox in memory (api/payments/sandbox/memory.ts): the order
// they pay and its URLs, the checkout up to the hosted page's button, and the checks they make the same way.
import { expect } from 'vitest';
import { adapterOnMemorySandbox, shopUrls } from '../payments/sandbox/memory.ts';
import type { PaymentOrder, ProviderDefinition, Verification } from '../payments/types.ts';

/**
 * What an adapter's tests work with: their order, ORD-41 of `amountMinor` in `currency` (`more`: what the
 * provider requires), the shop's URLs for it in the order's language, and `atCheckout(vars)`: the adapter on
 * its own sandbox in memory (`vars` change its credentials only), whose `press(outcome)` starts the order's
 * payment and presses that button on the hosted page (the payment, the page's URL, the sandbox's answer).
 */
export function adapterTest(
  definition: ProviderDefinition,
  amountMinor: number,
  currency: string,
  more: Partial<PaymentOrder> = {},
) {
  const order: PaymentOrder = {
    id: 41,
    code: 'ORD-41',
    amountMinor,
    currency,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    language: 'fr',
    ...more,
  };
  const urls = shopUrls(definition.name, order.id, order.language);
  const atCheckout = (vars: Record<string, string> = {}) => {
    const t = adapterOnMemorySandbox(definition, vars);
    const press = async (outcome: string) => {
      const started = await t.provider.start(order, urls);
      return { started, ...(await t.sb.press(started, outcome)) };
    };
    return { ...t, press };
  };
  return { order, urls, atCheckout };
}

/**
 * The sandbox held its notification: the return alone is verified as paid, nothing was sent; once the
 * notification is sent, it says paid too.
 */
export async function expectPaidBeforeHeldNotification(
  t: ReturnType<typeof adapterOnMemorySandbox>,
  verifyReturn: () => Promise<Verification>,
) {
  expect((await verifyReturn()).status).toBe('paid');
  expect(t.sb.sent).toHaveLength(0);
  t.sb.release();
  expect((await t.provider.notification(t.sb.sent[0]!))!.verification.status).toBe('paid');
}
