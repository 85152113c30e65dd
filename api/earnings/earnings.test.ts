// A store's earnings and payouts (issue 34, decision 137), on SQLite and PostgreSQL: a delivered sale in the
// figures and the ledger, bank accounts (IBAN checked), withdrawal requests bounded by the minimum and the
// available balance — 10 at once against a balance that covers 3 take exactly 3 — staff approving,
// rejecting (credited back) and marking paid with the ledger, the outbox and the audit log, adjustments,
// suspension (the products leave the shop, the workspace closes) and the payout terms.
import { describe, expect, it } from 'vitest';
import { EarningsMessages as M } from '#contract/earnings/schemas.ts';
import { dialectsUnderTest } from '../db/test-db.ts';
import { balanceOf } from './ledger.ts';
import { usAddress } from '../test-api.ts';
import { useEarningsApi } from './testing.ts';

const dialects = await dialectsUnderTest();

describe.each(dialects)('earnings and payouts, on %s', (dialect) => {
  const w = useEarningsApi(dialect);
  const db = () => w.fx.tdb.db;
  const mails = (to: string) =>
    db().selectFrom('outbox').select(['subject', 'text']).where('to_address', '=', to).execute();
  const ownerEmail = async (storeId: number) =>
    (
      await db()
        .selectFrom('stores as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select('u.email')
        .where('s.id', '=', storeId)
        .executeTakeFirstOrThrow()
    ).email;

  it('shows a delivered sale in the figures and the ledger, with the order code, commission and net', async () => {
    const sale = await w.deliveredSaleForTest();
    const r = await w.call(w.tokens.a, 'GET', 'seller/earnings');
    expect(r.status).toBe(200);
    expect(r.data.terms).toEqual({ commission_bp: 1_000, holding_days: 7, minimum_payout: 1_000 });
    const row = r.data.ledger.data[0];
    expect(row.kind).toBe('sale');
    expect(row.order_code).toBe(sale.code);
    expect(row.gross).toBe(row.commission + row.amount);
    expect(row.commission).toBe(Math.floor((row.gross * 1_000 + 5_000) / 10_000));
    expect(r.data.figures.available).toBe(row.amount);
    expect(r.data.figures.balance).toBe(row.amount);
    const lines = await w.call(w.tokens.a, 'GET', 'seller/earnings/order-lines');
    expect(
      lines.data.find((l: { order_code: string }) => l.order_code === sale.code),
    ).toMatchObject({
      part_status: 5,
      quantity: 1,
      gross: row.gross,
      net: row.amount,
    });
    const statement = await w.call(w.tokens.a, 'GET', 'seller/earnings/statement');
    expect(statement.data[0].id).toBe(row.id);
  });

  it('keeps bank accounts: the IBAN normalised and checked, the BIC and country checked, removal stamped', async () => {
    const bad = await w.call(w.tokens.a, 'POST', 'seller/withdrawal-accounts/save', {
      holder_name: 'Ada',
      bank_name: 'Bank',
      iban: 'DE89 3704 0044 0532 0130 01',
      bic: 'XX',
      country: 'germany',
    });
    expect(bad.status).toBe(201);
    expect(bad.data.form).toEqual(
      expect.arrayContaining([M.ibanInvalid, M.bicInvalid, M.countryInvalid]),
    );
    const id = await w.account();
    const list = await w.call(w.tokens.a, 'GET', 'seller/withdrawal-accounts');
    expect(list.data.find((a: { id: number }) => a.id === id)).toMatchObject({
      iban: 'DE89370400440532013000',
      country: 'DE',
      bic: null,
    });
    const edit = await w.call(w.tokens.a, 'POST', 'seller/withdrawal-accounts/save', {
      id,
      holder_name: 'Ada Lovelace',
      bank_name: 'Bank',
      iban: 'GB82 WEST 1234 5698 7654 32',
      bic: 'westgb2l',
      country: 'gb',
    });
    expect(edit.status).toBe(200);
    const removed = await w.call(w.tokens.a, 'POST', 'seller/withdrawal-accounts/remove', { id });
    expect(removed.status).toBe(200);
    const row = await db()
      .selectFrom('withdrawal_accounts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    expect(row.bic).toBe('WESTGB2L');
    expect(
      (await w.call(w.tokens.a, 'GET', 'seller/withdrawal-accounts')).data.map(
        (a: { id: number }) => a.id,
      ),
    ).not.toContain(id);
    const again = await w.call(w.tokens.a, 'POST', 'seller/withdrawal-accounts/remove', { id });
    expect(again.status).toBe(404);
  });

  it('takes exactly 3 of 10 withdrawals asked at once against a balance that covers 3, never below zero', async () => {
    const storeId = w.storeB;
    const account = await w.account(w.tokens.b);
    const start = (await balanceOf(db(), storeId, new Date())).available;
    await w.credit(storeId, 3 * 2_000 - start);
    expect((await balanceOf(db(), storeId, new Date())).available).toBe(6_000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        w.call(w.tokens.b, 'POST', 'seller/withdrawals/request', {
          account_id: account,
          amount: 2_000,
        }),
      ),
    );
    const accepted = answers.filter((r) => r.status === 200);
    expect(accepted).toHaveLength(3);
    for (const r of answers.filter((a) => a.status !== 200))
      expect(r.data.form).toEqual([M.aboveAvailable]);
    const figures = await balanceOf(db(), storeId, new Date());
    expect(figures.available).toBe(0);
    expect(figures.balance).toBe(0);
    const rows = await db()
      .selectFrom('withdrawal_requests')
      .select('id')
      .where('store_id', '=', storeId)
      .execute();
    expect(rows).toHaveLength(3);
  });

  it('refuses below the minimum, above the available balance and an unknown account with clear messages', async () => {
    const account = await w.account();
    const low = await w.call(w.tokens.a, 'POST', 'seller/withdrawals/request', {
      account_id: account,
      amount: 999,
    });
    expect(low.data.form).toEqual([M.belowMinimum]);
    const high = await w.call(w.tokens.a, 'POST', 'seller/withdrawals/request', {
      account_id: account,
      amount: 900_000_000,
    });
    expect(high.data.form).toEqual([M.aboveAvailable]);
    const none = await w.call(w.tokens.a, 'POST', 'seller/withdrawals/request', {
      account_id: 999_999,
      amount: 1_000,
    });
    expect(none.data.form).toEqual([M.accountNotFound]);
  });

  it('lets staff approve then mark paid, and reject with the amount credited back: ledger, outbox, audit', async () => {
    const account = await w.account();
    await w.credit(w.storeA, 10_000, 'Opening');
    const before = (await balanceOf(db(), w.storeA, new Date())).available;
    const ask = async (amount: number) =>
      (
        await w.call(w.tokens.a, 'POST', 'seller/withdrawals/request', {
          account_id: account,
          amount,
        })
      ).data.id as number;
    const first = await ask(3_000);
    const second = await ask(2_000);
    expect((await balanceOf(db(), w.storeA, new Date())).available).toBe(before - 5_000);
    const email = await ownerEmail(w.storeA);

    // Paid only from approved.
    const early = await w.call(w.tokens.admin, 'POST', `admin/withdrawals/${first}/paid`, {
      reference: 'TRX-1',
    });
    expect(early.data.form).toEqual([M.notApproved]);
    expect(
      (await w.call(w.tokens.admin, 'POST', `admin/withdrawals/${first}/approve`)).status,
    ).toBe(200);
    const twice = await w.call(w.tokens.admin, 'POST', `admin/withdrawals/${first}/approve`);
    expect(twice.data.form).toEqual([M.notRequested]);
    const paid = await w.call(w.tokens.admin, 'POST', `admin/withdrawals/${first}/paid`, {
      reference: 'TRX-1',
    });
    expect(paid.data).toEqual({ id: first, status: 'paid' });

    const rejected = await w.call(w.tokens.admin, 'POST', `admin/withdrawals/${second}/reject`, {
      reason: 'Account name does not match',
    });
    expect(rejected.status).toBe(200);
    expect((await balanceOf(db(), w.storeA, new Date())).available).toBe(before - 3_000);
    const reversed = await db()
      .selectFrom('store_ledger')
      .selectAll()
      .where('source', '=', `withdrawal-reversed:${second}`)
      .executeTakeFirstOrThrow();
    expect(reversed.amount).toBe(2_000);
    expect(reversed.kind).toBe('withdrawal_reversed');
    // Rejecting again books nothing twice.
    await w.call(w.tokens.admin, 'POST', `admin/withdrawals/${second}/reject`, { reason: 'Again' });
    expect((await balanceOf(db(), w.storeA, new Date())).available).toBe(before - 3_000);

    const seller = await w.call(w.tokens.a, 'GET', 'seller/withdrawals');
    const mine = seller.data.data.find((x: { id: number }) => x.id === first);
    expect(mine).toMatchObject({ status: 'paid', reference: 'TRX-1' });

    const subjects = (await mails(email)).map((m) => m.subject).join('\n');
    expect(subjects).toMatch(/approved/);
    expect(subjects).toMatch(/has been paid/);
    expect(subjects).toMatch(/not approved/);
    const audit = await db()
      .selectFrom('admin_audit')
      .select(['action', 'subject_id'])
      .where('subject', '=', 'withdrawal')
      .execute();
    expect(audit.filter((a) => a.subject_id === first).map((a) => a.action)).toEqual([
      'withdrawal:approve',
      'withdrawal:paid',
    ]);
    expect(audit.filter((a) => a.subject_id === second).map((a) => a.action)).toEqual([
      'withdrawal:reject',
    ]);

    const list = await w.call(w.tokens.admin, 'GET', 'admin/withdrawals?status=paid');
    expect(list.data.data.every((x: { status: string }) => x.status === 'paid')).toBe(true);
  });

  it('books adjustments both ways with the reason, audited; shows balances to staff', async () => {
    const before = (await balanceOf(db(), w.storeA, new Date())).balance;
    expect((await w.credit(w.storeA, 500, 'Goodwill')).status).toBe(200);
    expect((await w.credit(w.storeA, -200, 'Fee correction')).status).toBe(200);
    expect((await balanceOf(db(), w.storeA, new Date())).balance).toBe(before + 300);
    const page = await w.call(w.tokens.admin, 'GET', `admin/stores/${w.storeA}/earnings`);
    expect(page.data.ledger.data[0]).toMatchObject({
      kind: 'adjustment',
      amount: -200,
      note: 'Fee correction',
    });
    expect(page.data.audit.map((a: { action: string }) => a.action)).toContain('store:adjustment');
    const balances = await w.call(w.tokens.admin, 'GET', 'admin/store-balances');
    expect(balances.data.find((b: { store_id: number }) => b.store_id === w.storeA).balance).toBe(
      before + 300,
    );
  });

  it('saves the payout terms and a store’s own commission (empty: the default)', async () => {
    const saved = await w.call(w.tokens.admin, 'POST', 'admin/settings/payouts', {
      commission_bp: 1_250,
      holding_days: 3,
      minimum_payout: 500,
    });
    expect(saved.data).toEqual({ commission_bp: 1_250, holding_days: 3, minimum_payout: 500 });
    expect((await w.call(w.tokens.a, 'GET', 'seller/earnings')).data.terms.commission_bp).toBe(
      1_250,
    );
    await w.call(w.tokens.admin, 'POST', `admin/stores/${w.storeA}/commission`, {
      commission_bp: 800,
    });
    expect((await w.call(w.tokens.a, 'GET', 'seller/earnings')).data.terms.commission_bp).toBe(800);
    await w.call(w.tokens.admin, 'POST', `admin/stores/${w.storeA}/commission`, {
      commission_bp: '',
    });
    expect((await w.call(w.tokens.a, 'GET', 'seller/earnings')).data.terms.commission_bp).toBe(
      1_250,
    );
    await w.call(w.tokens.admin, 'POST', 'admin/settings/payouts', {
      commission_bp: 1_000,
      holding_days: 7,
      minimum_payout: 1_000,
    });
  });

  it('suspends a store: its products leave the shop, its workspace closes, the seller is e-mailed; reinstates it', async () => {
    const email = await ownerEmail(w.storeA);
    // The seller reads French: the e-mails come in French.
    await db().updateTable('users').set({ language: 'fr' }).where('email', '=', email).execute();
    const title = (
      await db()
        .selectFrom('products')
        .select('title')
        .where('id', '=', w.productA)
        .executeTakeFirstOrThrow()
    ).title;
    const searched = async () =>
      JSON.stringify(
        (await w.call('', 'GET', `search?q=${encodeURIComponent(title.split(' ')[0]!)}`)).data,
      );
    expect(await searched()).toContain(`"id":${w.productA},`);
    expect((await w.call('', 'GET', `product/${w.productA}`)).status).toBe(200);
    // A guest has the product in their cart before the store is suspended.
    const guest = `guestSUS${dialect}${Math.random().toString(36).slice(2, 10).padEnd(8, 'x')}zz`;
    const asGuest = (path: string, body: Record<string, unknown>) =>
      w.call('', 'POST', path, { user_token: guest, ...body });
    expect((await asGuest('cart/action', { product_id: w.productA, quantity: 1 })).status).toBe(
      200,
    );
    await asGuest('user/address/action', {
      ...usAddress('Sus Buyer', 'sus@example.com'),
      default: 1,
    });
    // A shopper keeps it in their wishlist.
    const wished = async () =>
      JSON.stringify((await w.call(w.tokens.shopper, 'GET', 'user/wishlist/all')).data);
    expect(
      (await w.call(w.tokens.shopper, 'POST', 'user/wishlist/action', { product_id: w.productA }))
        .status,
    ).toBe(200);
    expect(await wished()).toContain(`"id":${w.productA},`);
    const r = await w.call(w.tokens.admin, 'POST', `admin/stores/${w.storeA}/suspend`, {
      reason: 'Counterfeit goods',
    });
    expect(r.status).toBe(200);
    expect(await wished()).not.toContain(`"id":${w.productA},`);
    expect((await w.call('', 'GET', `product/${w.productA}`)).status).not.toBe(200);
    const listed = await w.call('', 'GET', 'products?per_page=100');
    expect(JSON.stringify(listed.data)).not.toContain(`"id":${w.productA},`);
    expect((await w.call(w.tokens.a, 'GET', 'seller/earnings')).status).toBe(404);
    expect((await w.call(w.tokens.a, 'GET', 'seller/me')).status).toBe(404);
    expect(await searched()).not.toContain(`"id":${w.productA},`);
    // It can be neither put in a cart nor ordered from one.
    const other = `guestSUT${dialect}${Math.random().toString(36).slice(2, 10).padEnd(8, 'x')}zz`;
    const add = await w.call('', 'POST', 'cart/action', {
      user_token: other,
      product_id: w.productA,
      quantity: 1,
    });
    expect(add.status).not.toBe(200);
    expect((await asGuest('order/action', { order_method: 2 })).status).not.toBe(200);
    const again = await w.call(w.tokens.admin, 'POST', `admin/stores/${w.storeA}/suspend`, {
      reason: 'x',
    });
    expect(again.data.form).toEqual([M.alreadySuspended]);
    // Staff still see the store's figures and requests.
    const page = await w.call(w.tokens.admin, 'GET', `admin/stores/${w.storeA}/earnings`);
    expect(page.data.store).toMatchObject({ status: 0, suspended_reason: 'Counterfeit goods' });
    expect((await mails(email)).map((m) => m.subject).join('\n')).toMatch(/est suspendue/);
    expect((await mails(email)).map((m) => m.text).join('\n')).toContain('Counterfeit goods');

    expect(
      (await w.call(w.tokens.admin, 'POST', `admin/stores/${w.storeA}/reinstate`)).status,
    ).toBe(200);
    expect((await w.call('', 'GET', `product/${w.productA}`)).status).toBe(200);
    expect((await w.call(w.tokens.a, 'GET', 'seller/earnings')).status).toBe(200);
    expect(await searched()).toContain(`"id":${w.productA},`);
    expect(await wished()).toContain(`"id":${w.productA},`);
    expect((await mails(email)).map((m) => m.subject).join('\n')).toMatch(/de nouveau ouverte/);
    await db().updateTable('users').set({ language: null }).where('email', '=', email).execute();
    const audit = await db()
      .selectFrom('admin_audit')
      .select('action')
      .where('subject', '=', 'store')
      .where('subject_id', '=', w.storeA)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['store:suspend', 'store:reinstate']),
    );
  });
});
