// What other domains may use of a store's earnings (issue 34): booking a delivered part, a store's balance,
// the shop's payout terms.
export { creditDeliveredPart, balanceOf, orderLineShares } from './ledger.ts';
export { payoutSettings, PAYOUT_SETTINGS_KEY, type PayoutSettings } from './settings.ts';
