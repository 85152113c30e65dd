// A store's earnings and payouts on the wire (issue 34, decision 137): the ledger and its figures, the bank
// accounts a seller is paid to, withdrawal requests and staff's side of them (approve, reject, mark paid),
// adjustments, suspension and the shop's payout terms. Money is integer minor units throughout.
import { z, int, opt, str } from '../zod.ts';
import { requiredMessage } from '../messages.ts';
import { paginatorSchema } from '../paginate.ts';
import { requiredText } from '../account/schemas.ts';
import { AuditEntrySchema, positiveId } from '../admin/schemas.ts';

export const EarningsMessages = {
  accountNotFound: 'The withdrawal account was not found.',
  withdrawalNotFound: 'The withdrawal request was not found.',
  storeNotFound: 'The store was not found.',
  ibanInvalid: 'The IBAN is not valid: check its country code, check digits and length.',
  bicInvalid: 'The BIC must be 8 or 11 letters and digits, like DEUTDEFF or DEUTDEFF500.',
  countryInvalid: 'The country must be a two-letter ISO code, like DE.',
  amountInvalid: 'The amount must be a whole number of minor units above 0.',
  adjustmentInvalid: 'The adjustment must be a whole number of minor units other than 0.',
  belowMinimum: 'The amount is below the minimum payout.',
  aboveAvailable: 'The amount is more than the available balance.',
  accountSaved: 'The withdrawal account has been saved.',
  accountRemoved: 'The withdrawal account has been removed.',
  requested: 'Your withdrawal has been requested.',
  approved: 'The withdrawal has been approved.',
  rejected: 'The withdrawal has been rejected and its amount credited back.',
  paid: 'The withdrawal has been marked paid.',
  notRequested: 'Only a requested withdrawal can be approved or rejected.',
  notApproved: 'Only an approved withdrawal can be marked paid.',
  adjusted: 'The adjustment has been booked.',
  suspended: 'The store has been suspended.',
  reinstated: 'The store has been reinstated.',
  alreadySuspended: 'The store is already suspended.',
  notSuspended: 'The store is not suspended.',
  commissionSaved: 'The store’s commission has been saved.',
  settingsSaved: 'The payout terms have been saved.',
} as const;

/** An IBAN without spaces, upper case. */
const normaliseIban = (v: string) => v.replace(/[\s-]+/g, '').toUpperCase();

/** ISO 13616: two letters, two check digits, up to 30 letters or digits; the mod-97 remainder is 1. */
function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const n = ch >= 'A' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of n) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}

const LEDGER_KINDS = [
  'sale',
  'refund',
  'cancellation',
  'withdrawal',
  'withdrawal_reversed',
  'adjustment',
] as const;
const WITHDRAWAL_STATUSES = ['requested', 'approved', 'rejected', 'paid'] as const;

export const PayoutTermsSchema = z.object({
  commission_bp: int,
  holding_days: int,
  minimum_payout: int,
});

const FiguresSchema = z.object({
  balance: int,
  available: int,
  held: int,
  currency: str,
});

const LedgerRowSchema = z.object({
  id: int,
  kind: z.enum(LEDGER_KINDS),
  order_code: opt(str),
  gross: int,
  commission: int,
  amount: int,
  currency: str,
  note: opt(str),
  available_at: str,
  created: str,
});

export const PageQuerySchema = z.object({ page: z.unknown().optional() });

export const EarningsSchema = z.object({
  figures: FiguresSchema,
  terms: PayoutTermsSchema,
  ledger: paginatorSchema(LedgerRowSchema),
});

/** Every ledger row, newest first (the CSV statement). */
export const StatementSchema = z.array(LedgerRowSchema);

const OrderLineRowSchema = z.object({
  order_code: str,
  date: str,
  part_status: int,
  cancelled: int,
  title: str,
  quantity: int,
  gross: int,
  commission: int,
  net: int,
  currency: str,
});
export const OrderLinesSchema = z.array(OrderLineRowSchema);

const WithdrawalAccountSchema = z.object({
  id: int,
  holder_name: str,
  bank_name: str,
  iban: str,
  bic: opt(str),
  country: str,
});
export const WithdrawalAccountsSchema = z.array(WithdrawalAccountSchema);

const IbanSchema = z
  .string({ error: requiredMessage('iban') })
  .transform(normaliseIban)
  .refine((v) => v.length > 0, { error: requiredMessage('iban'), abort: true })
  .refine(isValidIban, { error: EarningsMessages.ibanInvalid });

const BicSchema = z.preprocess(
  (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
  z
    .string()
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .refine((v) => /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(v), {
      error: EarningsMessages.bicInvalid,
    })
    .optional(),
);

export const AccountSaveBodySchema = z.object({
  id: z.preprocess((v) => (v === '' || v === null ? undefined : v), positiveId('id').optional()),
  holder_name: requiredText('holder_name', 120),
  bank_name: requiredText('bank_name', 120),
  iban: IbanSchema,
  bic: BicSchema,
  country: z
    .string({ error: requiredMessage('country') })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: EarningsMessages.countryInvalid }),
});
export const AccountIdBodySchema = z.object({ id: positiveId('id') });
export const AccountDoneSchema = z.object({ id: int });

/** A whole number of minor units (a numeric string too). */
const minorUnits = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^-?\d{1,10}$/.test(v.trim()) ? Number(v) : v),
    z
      .number({ error: message })
      .int({ error: message })
      .min(-2_147_483_647, { error: message })
      .max(2_147_483_647, { error: message }),
  );

export const WithdrawalBodySchema = z.object({
  account_id: positiveId('account_id'),
  amount: minorUnits(EarningsMessages.amountInvalid).refine((v) => v > 0, {
    error: EarningsMessages.amountInvalid,
  }),
});

const WithdrawalSchema = z.object({
  id: int,
  store: z.object({ id: int, name: str }),
  account: WithdrawalAccountSchema,
  amount: int,
  currency: str,
  status: z.enum(WITHDRAWAL_STATUSES),
  reason: opt(str),
  reference: opt(str),
  decided_at: opt(str),
  paid_at: opt(str),
  created: str,
});
export const WithdrawalPageSchema = paginatorSchema(WithdrawalSchema);
export const WithdrawalDoneSchema = z.object({ id: int, status: z.enum(WITHDRAWAL_STATUSES) });

export const AdminWithdrawalsQuerySchema = z.object({
  status: z.enum(WITHDRAWAL_STATUSES).optional().catch(undefined),
  page: z.unknown().optional(),
});
export const IdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/)
    .refine((v) => Number(v) >= 1 && Number(v) <= 2_147_483_647),
});
export const RejectBodySchema = z.object({ reason: requiredText('reason', 2000) });
export const PaidBodySchema = z.object({ reference: requiredText('reference', 120) });

export const AdjustmentBodySchema = z.object({
  amount: minorUnits(EarningsMessages.adjustmentInvalid).refine((v) => v !== 0, {
    error: EarningsMessages.adjustmentInvalid,
  }),
  reason: requiredText('reason', 500),
});
export const SuspendBodySchema = z.object({ reason: requiredText('reason', 2000) });

const basisPoints = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,5}$/.test(v.trim()) ? Number(v) : v),
  z
    .number({ error: 'The commission must be between 0 and 10000 basis points.' })
    .int({ error: 'The commission must be between 0 and 10000 basis points.' })
    .min(0, { error: 'The commission must be between 0 and 10000 basis points.' })
    .max(10_000, { error: 'The commission must be between 0 and 10000 basis points.' }),
);
/** The store's own rate; absent or null: the shop's default. */
export const CommissionBodySchema = z.object({
  commission_bp: z.preprocess((v) => (v === '' ? null : v), basisPoints.nullable().optional()),
});

export const PayoutSettingsBodySchema = z.object({
  commission_bp: basisPoints,
  holding_days: z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,4}$/.test(v.trim()) ? Number(v) : v),
    z
      .number({ error: 'The holding period must be between 0 and 365 days.' })
      .int({ error: 'The holding period must be between 0 and 365 days.' })
      .min(0, { error: 'The holding period must be between 0 and 365 days.' })
      .max(365, { error: 'The holding period must be between 0 and 365 days.' }),
  ),
  minimum_payout: minorUnits(
    'The minimum payout must be a whole number of minor units, at least 0.',
  ).refine((v) => v >= 0, {
    error: 'The minimum payout must be a whole number of minor units, at least 0.',
  }),
});

export const StoreEarningsSchema = z.object({
  store: z.object({
    id: int,
    name: str,
    slug: str,
    status: int,
    suspended_at: opt(str),
    suspended_reason: opt(str),
    commission_bp: opt(int),
  }),
  figures: FiguresSchema,
  terms: PayoutTermsSchema,
  ledger: paginatorSchema(LedgerRowSchema),
  withdrawals: z.array(WithdrawalSchema),
  audit: z.array(AuditEntrySchema),
});
export const StoreDoneSchema = z.object({ store_id: int });
export const StoreBalancesSchema = z.array(
  z.object({ store_id: int, balance: int, currency: str }),
);
