// What every adapter's tests check the same way against its sandbox in memory (api/payments/sandbox/memory.ts).
import { expect } from 'vitest';
import type { adapterOnMemorySandbox } from '../payments/sandbox/memory.ts';
import type { Verification } from '../payments/types.ts';

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
