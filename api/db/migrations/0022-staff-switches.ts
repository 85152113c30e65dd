// Staff's switches (issue 35 item 4, decision 141): until now the online payment methods' flags in
// `payment_gateway` and the social sign-in flags in `setting` were written (0) but never read — a provider
// or a sign-in ran exactly when its variables were set. From now on each is staff's switch as well, so a
// shop that already runs keeps what it offers: every such flag becomes 1 (on while configured).
import { sql, type Kysely, type Migration } from 'kysely';

const ONLINE = ['razorpay', 'stripe', 'paypal', 'flutterwave', 'iyzico_payment', 'payfast'];
const SOCIAL = ['google_login', 'facebook_login'];

async function setFlags(db: Kysely<unknown>, key: string, flags: string[], value: 0 | 1) {
  const { rows } = await sql<{
    value: string;
  }>`SELECT value FROM settings WHERE key = ${key}`.execute(db);
  const row = rows[0];
  if (!row) return;
  let stored: Record<string, unknown>;
  try {
    stored = JSON.parse(row.value) as Record<string, unknown>;
  } catch {
    return;
  }
  for (const f of flags) stored[f] = value;
  await sql`UPDATE settings SET value = ${JSON.stringify(stored)} WHERE key = ${key}`.execute(db);
}

export function staffSwitchesMigration(): Migration {
  return {
    async up(db) {
      await setFlags(db, 'payment_gateway', ONLINE, 1);
      await setFlags(db, 'setting', SOCIAL, 1);
    },
    async down(db) {
      await setFlags(db, 'payment_gateway', ONLINE, 0);
      await setFlags(db, 'setting', SOCIAL, 0);
    },
  };
}
