// A store's earnings and payouts in the mock API (issue 34): the demo seller's store (id 1) has an available
// balance of 120.00, one bank account and no request yet; a request debits the balance, staff approve,
// reject (credited back) or mark it paid; adjustments, suspension, commission and the payout terms are kept.
import { endpoints } from '#contract/endpoints.ts';
import { formError, notFound, ok } from '#contract/envelope.ts';
import { EarningsMessages as M } from '#contract/earnings/schemas.ts';
import { mockCell, MOCK_SELLER } from './identity.ts';
import { mock, type Fixture } from './mock.ts';
import { page } from './catalog.fixtures.ts';

type Row = Fixture<'sellerStatement'>[number];
type Account = Fixture<'sellerAccounts'>[number];
type Withdrawal = Fixture<'sellerWithdrawalRequest'> & Fixture<'adminWithdrawals'>['data'][number];

const STORE = {
  id: MOCK_SELLER.store.id,
  name: MOCK_SELLER.store.name,
  slug: MOCK_SELLER.store.slug,
};
const AT = '2026-01-10T10:00:00.000Z';

const state = mockCell(() => ({
  terms: { commission_bp: 1_000, holding_days: 7, minimum_payout: 1_000 },
  commission: null as number | null,
  suspended: null as null | { at: string; reason: string },
  ledger: [
    {
      id: 1,
      kind: 'adjustment',
      order_code: null,
      gross: 0,
      commission: 0,
      amount: 12_000,
      currency: 'USD',
      note: 'Opening balance',
      available_at: AT,
      created: AT,
    },
  ] as Row[],
  accounts: [
    {
      id: 1,
      holder_name: 'Nadia Seller',
      bank_name: 'Banque Mock',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      country: 'DE',
    },
  ] as Account[],
  withdrawals: [] as Withdrawal[],
}));

const figures = () => {
  const balance = state.get().ledger.reduce((n, r) => n + Number(r.amount), 0);
  return { balance, available: balance, held: 0, currency: 'USD' };
};
const book = (kind: Row['kind'], amount: number, note: string | null) => {
  const s = state.get();
  const at = new Date().toISOString();
  s.ledger.unshift({
    id: s.ledger.length + 1,
    kind,
    order_code: null,
    gross: 0,
    commission: 0,
    amount,
    currency: 'USD',
    note,
    available_at: at,
    created: at,
  });
};
const terms = () => {
  const s = state.get();
  return { ...s.terms, commission_bp: s.commission ?? s.terms.commission_bp };
};
const ledgerPage = () =>
  page(state.get().ledger, state.get().ledger.length, 1, 25, 'seller/earnings');
const withdrawal = (id: string) => state.get().withdrawals.find((w) => Number(w.id) === Number(id));
const isStore = (id: string) => Number(id) === STORE.id;

function decide(id: string, from: Withdrawal['status'], to: Withdrawal['status'], text?: string) {
  const w = withdrawal(id);
  if (!w) return notFound(M.withdrawalNotFound);
  if (w.status !== from) return formError(from === 'approved' ? M.notApproved : M.notRequested);
  w.status = to;
  const at = new Date().toISOString();
  if (to === 'paid') {
    w.paid_at = at;
    w.reference = text ?? null;
  } else w.decided_at = at;
  if (to === 'rejected') {
    w.reason = text ?? null;
    book('withdrawal_reversed', Number(w.amount), text ?? null);
  }
  return ok(
    { id: w.id, status: to },
    to === 'approved' ? M.approved : to === 'rejected' ? M.rejected : M.paid,
  );
}

export const earningsHandlers = [
  ...mock(endpoints.sellerEarnings, () =>
    ok({ figures: figures(), terms: terms(), ledger: ledgerPage() }),
  ),
  ...mock(endpoints.sellerStatement, () => ok(state.get().ledger)),
  ...mock(endpoints.sellerOrderLines, () =>
    ok([
      {
        order_code: '=HYPERLINK("x")',
        date: AT,
        part_status: 5,
        cancelled: 0,
        title: 'Handmade bowl',
        quantity: 2,
        gross: 5_000,
        commission: 500,
        net: 4_500,
        currency: 'USD',
      },
    ]),
  ),
  ...mock(endpoints.sellerAccounts, () => ok(state.get().accounts)),
  ...mock(endpoints.sellerAccountSave, ({ body }) => {
    const s = state.get();
    const values = { ...body, bic: body.bic ?? null };
    if (body.id === undefined) {
      const id = Math.max(0, ...s.accounts.map((a) => Number(a.id))) + 1;
      s.accounts.push({ ...values, id });
      return ok({ id }, M.accountSaved);
    }
    const i = s.accounts.findIndex((a) => Number(a.id) === body.id);
    if (i < 0) return notFound(M.accountNotFound);
    s.accounts[i] = { ...values, id: body.id };
    return ok({ id: body.id }, M.accountSaved);
  }),
  ...mock(endpoints.sellerAccountRemove, ({ body }) => {
    const s = state.get();
    const i = s.accounts.findIndex((a) => Number(a.id) === body.id);
    if (i < 0) return notFound(M.accountNotFound);
    s.accounts.splice(i, 1);
    return ok({ id: body.id }, M.accountRemoved);
  }),
  ...mock(endpoints.sellerWithdrawals, () => {
    const list = state.get().withdrawals;
    return ok(page(list, list.length, 1, 25, 'seller/withdrawals'));
  }),
  ...mock(endpoints.sellerWithdrawalRequest, ({ body }) => {
    const s = state.get();
    const account = s.accounts.find((a) => Number(a.id) === body.account_id);
    if (!account) return formError(M.accountNotFound);
    if (body.amount < s.terms.minimum_payout) return formError(M.belowMinimum);
    if (body.amount > figures().available) return formError(M.aboveAvailable);
    const id = s.withdrawals.length + 1;
    s.withdrawals.unshift({
      id,
      store: { id: STORE.id, name: STORE.name },
      account,
      amount: body.amount,
      currency: 'USD',
      status: 'requested',
      reason: null,
      reference: null,
      decided_at: null,
      paid_at: null,
      created: new Date().toISOString(),
    });
    book('withdrawal', -body.amount, null);
    return ok({ id, status: 'requested' as const }, M.requested);
  }),
  ...mock(endpoints.adminWithdrawals, ({ query }) => {
    const list = state.get().withdrawals.filter((w) => !query.status || w.status === query.status);
    return ok(page(list, list.length, 1, 25, 'admin/withdrawals'));
  }),
  ...mock(
    endpoints.adminWithdrawalApprove,
    ({ params }) => decide(params.id, 'requested', 'approved'),
    {
      onInvalid: () => notFound(M.withdrawalNotFound),
    },
  ),
  ...mock(
    endpoints.adminWithdrawalReject,
    ({ params, body }) => decide(params.id, 'requested', 'rejected', body.reason),
    {
      onInvalid: (where, messages) =>
        where === 'params' ? notFound(M.withdrawalNotFound) : formError(messages),
    },
  ),
  ...mock(
    endpoints.adminWithdrawalPaid,
    ({ params, body }) => decide(params.id, 'approved', 'paid', body.reference),
    {
      onInvalid: (where, messages) =>
        where === 'params' ? notFound(M.withdrawalNotFound) : formError(messages),
    },
  ),
  ...mock(endpoints.adminStoreBalances, () =>
    ok([{ store_id: STORE.id, balance: figures().balance, currency: 'USD' }]),
  ),
  ...mock(
    endpoints.adminStoreEarnings,
    ({ params }) => {
      if (!isStore(params.id)) return notFound(M.storeNotFound);
      const s = state.get();
      return ok({
        store: {
          ...STORE,
          status: s.suspended ? 0 : 1,
          suspended_at: s.suspended?.at ?? null,
          suspended_reason: s.suspended?.reason ?? null,
          commission_bp: s.commission,
        },
        figures: figures(),
        terms: terms(),
        ledger: ledgerPage(),
        withdrawals: s.withdrawals,
        audit: [],
      });
    },
    { onInvalid: () => notFound(M.storeNotFound) },
  ),
  ...mock(endpoints.adminStoreAdjustment, ({ params, body }) => {
    if (!isStore(params.id)) return notFound(M.storeNotFound);
    book('adjustment', body.amount, body.reason);
    return ok({ store_id: STORE.id }, M.adjusted);
  }),
  ...mock(endpoints.adminStoreSuspend, ({ params, body }) => {
    if (!isStore(params.id)) return notFound(M.storeNotFound);
    const s = state.get();
    if (s.suspended) return formError(M.alreadySuspended);
    s.suspended = { at: new Date().toISOString(), reason: body.reason };
    return ok({ store_id: STORE.id }, M.suspended);
  }),
  ...mock(endpoints.adminStoreReinstate, ({ params }) => {
    if (!isStore(params.id)) return notFound(M.storeNotFound);
    const s = state.get();
    if (!s.suspended) return formError(M.notSuspended);
    s.suspended = null;
    return ok({ store_id: STORE.id }, M.reinstated);
  }),
  ...mock(endpoints.adminStoreCommission, ({ params, body }) => {
    if (!isStore(params.id)) return notFound(M.storeNotFound);
    state.get().commission = body.commission_bp ?? null;
    return ok({ store_id: STORE.id }, M.commissionSaved);
  }),
  ...mock(endpoints.adminPayoutSettings, () => ok(state.get().terms)),
  ...mock(endpoints.adminPayoutSettingsSave, ({ body }) => {
    state.get().terms = body;
    return ok(body, M.settingsSaved);
  }),
];
