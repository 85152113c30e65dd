// The seller application form's own messages (issue 17), shared by the action and the browser: the account
// forms' wording, plus the contract's store-name rule as a key.
import { SellerMessages } from '#contract/sellers/schemas.ts';
import { ACCOUNT_MESSAGES, type FormMessages } from '#app/lib/form-validation.ts';

export const SELLER_MESSAGES: FormMessages = {
  ...ACCOUNT_MESSAGES,
  known: { [SellerMessages.storeNameLetters]: 'account:seller.storeNameLetters' },
};
