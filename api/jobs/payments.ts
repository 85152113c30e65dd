// The payment release job (issue 16): an online order still unpaid after PAYMENT_RELEASE_MINUTES is asked
// about at its provider once more (paid there → marked paid), else released: stock and voucher back, its
// lines back in the cart. Release is the conditional update of api/payments/service.ts, so several processes
// (or an overlapping run) release an order once, and never one that a payment has just marked paid.
import type { PaymentDeps } from '../payments/service.ts';
import { abandonPayment, staleOrders } from '../payments/service.ts';
import { recordRun } from '../lib/job-runs.ts';

type Options = {
  releaseMinutes: number;
  /** How often the job looks (ms); default a minute. */
  intervalMs?: number;
  deps: () => PaymentDeps;
  log?: (entry: Record<string, unknown>) => void;
};

/** One pass: releases (or settles) every stale unpaid online order. Returns what happened to each. */
export async function releaseStalePayments(
  deps: PaymentDeps,
  releaseMinutes: number,
): Promise<{ orderId: number; result: string }[]> {
  const before = new Date(deps.now.getTime() - releaseMinutes * 60_000).toISOString();
  const methods = deps.payments.list().map((r) => r.definition.method);
  const out: { orderId: number; result: string }[] = [];
  for (const o of await staleOrders(deps.db, methods, before)) {
    const result = await abandonPayment(
      deps,
      o,
      `Not paid within ${releaseMinutes} minutes: released automatically.`,
    );
    out.push({ orderId: o.id, result });
  }
  return out;
}

export class PaymentReleaseJob {
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<unknown> | null = null;

  constructor(private opts: Options) {}

  start() {
    if (this.timer) return;
    this.timer = setInterval(() => void this.run(), this.opts.intervalMs ?? 60_000);
    this.timer.unref();
  }

  run(): Promise<unknown> {
    if (this.running) return this.running;
    const deps = this.opts.deps();
    // Each run is recorded for staff (api/lib/job-runs.ts); an order that failed is tried again next run.
    this.running = releaseStalePayments(deps, this.opts.releaseMinutes)
      .then(async (done) => {
        if (done.length) this.opts.log?.({ level: 'info', at: 'payments.release', done });
        await recordRun(deps.db, 'payment_release', new Date());
      })
      .catch(async (error: unknown) => {
        this.opts.log?.({
          level: 'error',
          at: 'payments.release',
          message: error instanceof Error ? error.message : String(error),
        });
        await recordRun(deps.db, 'payment_release', new Date(), error).catch(() => undefined);
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
