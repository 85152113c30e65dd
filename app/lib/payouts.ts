// The earnings and payouts screens' forms (issue 34), for the server's action and the browser alike: each a
// zod schema on the contract's request schemas (amounts are typed as decimals and turned into minor units by
// the action, as the product editor's are), the API's fixed messages in the reader's language, and what a
// screen shows of a figure.
import { z } from '#contract/zod.ts';
import { AccountSaveBodySchema, EarningsMessages as M } from '#contract/earnings/schemas.ts';
import { requiredText } from '#contract/account/schemas.ts';
import type { FormMessages } from '#app/lib/form-validation.ts';
import { knownMessages } from '#app/lib/known-messages.ts';

/** The API's messages and their keys in `payouts`. */
const API_KEYS: Record<string, string> = Object.fromEntries(
  Object.entries(M).map(([k, message]) => [message, `payouts:api.${k}`]),
);

const DECIMAL_MESSAGE = 'payouts:validation.amount';
const ACCOUNT_MESSAGE = 'payouts:validation.account';
const PERCENT = 'payouts:validation.percent';
const DAYS = 'payouts:validation.days';

export const PAYOUT_FORM_MESSAGES: FormMessages = {
  required: 'payouts:validation.required',
  tooLong: 'payouts:validation.tooLong',
  label: (field) => `payouts:fields.${field}`,
  // The screens' own rules name their key as their message.
  known: Object.fromEntries([
    ...Object.entries(API_KEYS),
    ...[DECIMAL_MESSAGE, ACCOUNT_MESSAGE, PERCENT, DAYS].map((k) => [k, k]),
  ]),
};

/** The API's fixed messages in the reader's language (toasts, form errors). */
export const payoutMessage = knownMessages(API_KEYS);

function decimal(signed = false) {
  return z
    .string({ error: DECIMAL_MESSAGE })
    .trim()
    .regex(signed ? /^[-+]?\d{1,9}([.,]\d{0,3})?$/ : /^\d{1,9}([.,]\d{0,3})?$/, {
      error: DECIMAL_MESSAGE,
    });
}

export const AccountFormSchema = AccountSaveBodySchema;

export const WithdrawalFormSchema = z.object({
  account_id: z
    .string({ error: ACCOUNT_MESSAGE })
    .regex(/^[1-9]\d{0,9}$/, { error: ACCOUNT_MESSAGE }),
  amount: decimal(),
});

export const ReasonFormSchema = z.object({ reason: requiredText('reason', 2000) });
export const ReferenceFormSchema = z.object({ reference: requiredText('reference', 120) });
export const AdjustmentFormSchema = z.object({
  amount: decimal(true),
  reason: requiredText('reason', 500),
});

const percent = z
  .string({ error: PERCENT })
  .trim()
  .regex(/^\d{1,3}([.,]\d{1,2})?$/, { error: PERCENT })
  .refine((v) => Number(v.replace(',', '.')) <= 100, { error: PERCENT });

export const CommissionFormSchema = z.object({
  commission: z.preprocess((v) => (v === '' ? undefined : v), percent.optional()),
});
export const SettingsFormSchema = z.object({
  commission: percent,
  holding_days: z
    .string({ error: DAYS })
    .trim()
    .regex(/^\d{1,3}$/, { error: DAYS })
    .refine((v) => Number(v) <= 365, { error: DAYS }),
  minimum_payout: decimal(),
});

/** "12.5" (percent) → 1250 basis points. */
export const basisPointsOf = (text: string) => Math.round(Number(text.replace(',', '.')) * 100);
/** 1250 basis points → "12.5". */
export const percentText = (bp: number) => String(bp / 100);

/** A signed decimal ("-12.50") in minor units, or null when it does not fit. */
export function signedAmountOf(
  text: string,
  amountOf: (t: string, d: number) => number | null,
  digits: number,
) {
  const v = text.trim();
  const negative = v.startsWith('-');
  const minor = amountOf(v.replace(/^[-+]/, ''), digits);
  return minor === null ? null : negative ? -minor : minor;
}
