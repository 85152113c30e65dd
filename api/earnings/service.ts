// What other domains may use of a store's earnings (issue 34): booking a delivered part, a store's balance.
export {
  creditDeliveredPart,
  debitRefundedPart,
  balanceOf,
  orderLineShares,
  commissionRateOf,
} from './ledger.ts';
export { payoutSettings, PAYOUT_SETTINGS_KEY, type PayoutSettings } from './settings.ts';
export { allocate, commissionOf, lineShares } from './shares.ts';
