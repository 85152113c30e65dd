// Site settings rows (key → JSON). Secrets live under their own keys and never reach a response.
import type { Kysely } from 'kysely';
import type { z } from '#contract/zod.ts';
import { PaymentGatewayDataSchema } from '#contract/site/payment-gateway.ts';
import { PaymentMethod } from '#contract/codes.ts';
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

/** Each payment method's flag in `payment_gateway` (docs/api-reference.md §8.28): staff offer it or not. */
export const METHOD_FLAGS: Record<PaymentMethod, string> = {
  [PaymentMethod.RAZORPAY]: 'razorpay',
  [PaymentMethod.CASH_ON_DELIVERY]: 'cash_on_delivery',
  [PaymentMethod.STRIPE]: 'stripe',
  [PaymentMethod.PAYPAL]: 'paypal',
  [PaymentMethod.FLUTTERWAVE]: 'flutterwave',
  [PaymentMethod.IYZICO]: 'iyzico_payment',
  [PaymentMethod.BANK_TRANSFER]: 'bank',
  [PaymentMethod.PAYFAST]: 'payfast',
};

const OFFLINE: readonly number[] = [PaymentMethod.CASH_ON_DELIVERY, PaymentMethod.BANK_TRANSFER];

/**
 * The methods a shopper may choose now: an offline one when staff offer it, an online one when staff offer
 * it and its provider runs (`running`, api/payments/registry.ts). A flag never written counts as offered
 * for an online method (its provider decides) and as withdrawn for an offline one.
 */
export function offeredMethods(g: Record<string, unknown>, running: readonly number[]): number[] {
  return (Object.keys(METHOD_FLAGS).map(Number) as PaymentMethod[]).filter((m) => {
    const v = g[METHOD_FLAGS[m]];
    return OFFLINE.includes(m) ? Number(v) === 1 : running.includes(m) && Number(v ?? 1) !== 0;
  });
}

/** Each method's flag (1 offered now, 0 not) for payment-gateway's answer. */
export function methodFlags(offered: readonly number[]): Record<string, 0 | 1> {
  return Object.fromEntries(
    (Object.keys(METHOD_FLAGS).map(Number) as PaymentMethod[]).map((m) => [
      METHOD_FLAGS[m],
      offered.includes(m) ? 1 : 0,
    ]),
  );
}

/** The methods a shopper may choose now (`offeredMethods` of the stored flags). */
export async function offeredNow(db: Kysely<Database>, running: readonly number[]) {
  return offeredMethods(await readSetting(db, 'payment_gateway'), running);
}

/** Staff's switch of a social sign-in (`setting.google_login`, `facebook_login`): on unless set to 0. */
export async function socialSwitchOn(
  db: Kysely<Database>,
  provider: 'google' | 'facebook',
): Promise<boolean> {
  const s = await readSetting<Record<string, unknown>>(db, 'setting');
  return s[`${provider}_login`] !== 0;
}
