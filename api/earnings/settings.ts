// The shop's terms for its sellers (settings key `seller_payouts`, set by staff): the default commission in
// basis points, the days a sale is held before it can be withdrawn, and the smallest withdrawal.
import type { Kysely } from 'kysely';
import { z } from '#contract/zod.ts';
import type { Database } from '../db/schema.ts';
import { readSetting } from '../site/service.ts';

export const PAYOUT_SETTINGS_KEY = 'seller_payouts';

const PayoutSettingsSchema = z.object({
  commission_bp: z.number().int().min(0).max(10_000).catch(1_000),
  holding_days: z.number().int().min(0).max(365).catch(7),
  minimum_payout: z.number().int().min(0).catch(1_000),
});
export type PayoutSettings = z.infer<typeof PayoutSettingsSchema>;

export async function payoutSettings(db: Kysely<Database>): Promise<PayoutSettings> {
  return PayoutSettingsSchema.parse(await readSetting(db, PAYOUT_SETTINGS_KEY));
}
