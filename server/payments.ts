// The server's payment providers (issue 16): each provider live with its keys, or its local sandbox (mounted
// by server.ts at /sandbox) where sandboxes belong (decision 132); a bad configuration stops the boot with
// its message. The boot log says which provider runs in which mode, and why one is off.
import type { Kysely } from 'kysely';
import type { Database } from '#api/db/schema.ts';
import { PaymentRegistry } from '#api/payments/registry.ts';
import { releaseMinutesOf } from '#api/payments/config.ts';
import type { LogEntry } from './process.ts';

export function startPayments(opts: {
  db: Kysely<Database>;
  publicUrl: string;
  storefrontUrl?: string;
  env: Record<string, string | undefined>;
  /** Where the plan is logged; undefined in the workers that do not log it (one line per server). */
  log?: (e: LogEntry) => void;
}): { payments: PaymentRegistry; releaseMinutes: number } {
  const payments = new PaymentRegistry({
    db: opts.db,
    storefrontUrl: opts.storefrontUrl ?? opts.publicUrl,
    apiUrl: `${opts.publicUrl}/api/v1`,
    serverUrl: opts.publicUrl,
    env: opts.env,
    // The sandboxes' secrets are this installation's: derived from the session secret.
    sandboxSecret: opts.env.SESSION_SECRET?.split(',')[0]?.trim(),
  });
  opts.log?.({
    level: 'info',
    msg: 'payments',
    providers: Object.fromEntries(
      payments.plan.map((p) => [p.name, p.why ? `${p.mode}: ${p.why}` : p.mode]),
    ),
  });
  return { payments, releaseMinutes: releaseMinutesOf(opts.env) };
}
