// What other domains may use of a store's earnings (issue 34): booking a delivered part or a refunded one, a
// store's balance, the shop's payout terms.
export { creditDeliveredPart, debitRefundedPart, balanceOf, orderLineShares } from './ledger.ts';
export { payoutSettings, PAYOUT_SETTINGS_KEY, type PayoutSettings } from './settings.ts';
export { lineShares, storeVoucherOf } from './shares.ts';
