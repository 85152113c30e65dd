// Site settings rows (key → JSON). Secrets live under their own keys and never reach a response.
import type { Kysely } from 'kysely';
import type { z } from '#contract/zod.ts';
import { PaymentGatewayDataSchema } from '#contract/site/payment-gateway.ts';
import type { Database } from '../db/schema.ts';

type PaymentGatewayWire = z.input<typeof PaymentGatewayDataSchema>;

export async function readSetting<T extends Record<string, unknown>>(
  db: Kysely<Database>,
  key: string,
): Promise<T> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return {} as T;
  try {
    return JSON.parse(row.value) as T;
  } catch {
    return {} as T;
  }
}

/**
 * The payment methods and public keys the storefront may see (docs/api-reference.md §8.28): the contract's fields
 * only — a whitelist, never a blacklist, so a secret added later can't leak by default.
 */
export async function publicPaymentGateway(db: Kysely<Database>): Promise<PaymentGatewayWire> {
  const g = await readSetting<Record<string, unknown>>(db, 'payment_gateway');
  const fields = Object.keys(PaymentGatewayDataSchema.shape);
  // The stored settings are written in the contract's shape (seed, admin); absent fields stay absent.
  return Object.fromEntries(
    fields.filter((k) => k in g).map((k) => [k, g[k]]),
  ) as PaymentGatewayWire;
}
