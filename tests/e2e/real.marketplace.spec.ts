// The marketplace's money end to end (issue 34), JavaScript on and off, English and Arabic, on the real embedded
// API: a shopper buys from two stores (seller3's and seller4's, placed through the API); both parts delivered,
// each store's ledger has the sale's gross, commission and net to the cent, and the two grosses add up to what
// the buyer paid; with the shop's holding period at 0 days the seller asks for a payout of that net in the
// browser, staff approve it and mark it paid; then staff refund the seller's part (the buyer returned it) on
// the order page, and the refund shows in the seller's ledger as a debit — after the payout.
import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, openHydrated, setReturningShopper } from './fixtures.ts';
import { test } from './with-admin.ts';
import { DEMO_ADMIN, logIn, newShopper, toast } from './accounts.ts';
import { idRange, plainProducts } from './orders.ts';
import { NEW_YORK_ADDRESS } from '../support/address.ts';

test.describe.configure({ timeout: 240_000 });

type Envelope<T> = { status: number; message: string; data: T };
type LedgerRow = {
  kind: string;
  order_code: string | null;
  gross: number;
  commission: number;
  amount: number;
};
type Earnings = {
  figures: { balance: number; available: number };
  terms: { commission_bp: number };
  ledger: { data: LedgerRow[] };
};

function apiOf(request: APIRequestContext) {
  const call = async <T>(method: 'GET' | 'POST', path: string, token?: string, data?: unknown) => {
    const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
    const r =
      method === 'GET'
        ? await request.get(`/api/v1/${path}`, { headers, maxRetries: 2 })
        : await request.post(`/api/v1/${path}`, { headers, data, maxRetries: 2 });
    return (await r.json()) as Envelope<T>;
  };
  const ok = async <T>(method: 'GET' | 'POST', path: string, token?: string, data?: unknown) => {
    const r = await call<T>(method, path, token, data);
    expect(r.status, `${path}: ${JSON.stringify(r)}`).toBe(200);
    return r.data;
  };
  const tokenOf = async (email: string, password: string) =>
    (await ok<{ token: string }>('POST', 'user/signin', undefined, { email, password })).token;
  return { ok, tokenOf };
}

const halfUp = (gross: number, bp: number) => Math.floor((gross * bp + 5_000) / 10_000);
const shown = (minor: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    minor / 100,
  );

test('two stores paid to the cent: delivered parts credit gross, commission and net; a payout; a refund after it is a debit', async ({
  page,
  browser,
  baseURL,
  request,
  adminAt,
  js,
  stamp,
}) => {
  const api = apiOf(request);
  const admin = await api.tokenOf(DEMO_ADMIN.email, DEMO_ADMIN.password);
  const password = 'bazaar-seller-1';
  // Each project's seller A is the other's seller B: a run only ever adds to the other's A balance.
  const sellers = js
    ? ['seller3@bazaar.example', 'seller4@bazaar.example']
    : ['seller4@bazaar.example', 'seller3@bazaar.example'];
  const [tokenA, tokenB] = await Promise.all(sellers.map((s) => api.tokenOf(s, password)));
  const storeOf = async (token: string) =>
    (await api.ok<{ store: { id: number } }>('GET', 'seller/me', token)).store.id;
  const [storeA, storeB] = [await storeOf(tokenA!), await storeOf(tokenB!)];

  // The shop's terms: sales available at once (0 days held). No other spec relies on the holding period.
  const terms = await api.ok<{ commission_bp: number; minimum_payout: number }>(
    'GET',
    'admin/settings/payouts',
    admin,
  );
  await api.ok('POST', 'admin/settings/payouts', admin, {
    commission_bp: terms.commission_bp,
    holding_days: 0,
    minimum_payout: Math.min(terms.minimum_payout, 100),
  });

  // The buyer's order of one product of each store, two of A's.
  const found = await plainProducts(request, idRange(1, 120), { minStock: 10 });
  const a = found.find((p) => p.store.id === storeA);
  const b = found.find((p) => p.store.id === storeB);
  expect(a && b, 'a plain product of both stores').toBeTruthy();
  const buyer = await newShopper(request, 'market-buyer', stamp);
  for (const [p, quantity] of [
    [a!, 2],
    [b!, 1],
  ] as const)
    await api.ok('POST', 'cart/action', buyer.token, {
      product_id: p.id,
      inventory_id: p.inventory[0]!.id,
      quantity,
    });
  await api.ok('POST', 'user/address/action', buyer.token, {
    name: 'Ada Market',
    email: buyer.email,
    ...NEW_YORK_ADDRESS,
    default: 1,
  });
  const order = await api.ok<{ id: number; order: string }>('POST', 'order/action', buyer.token, {
    order_method: 2,
    voucher: '',
  });
  const paid = await api.ok<{ total_amount: number }>('GET', `order/find/${order.id}`, buyer.token);
  const paidMinor = Math.round(paid.total_amount * 100);

  // Seller A ships and delivers their part in the browser; seller B through the API.
  await logIn(page, sellers[0]!, password, js);
  await openHydrated(page, `/seller/orders/${order.id}`, js);
  const form = page.getByTestId('part-status-form');
  await form.getByLabel('Move to').selectOption('on_the_way');
  await form.getByLabel('Carrier (needed on the way)').fill('Aramex');
  await form.getByLabel('Tracking number (needed on the way)').fill(`TRK-${stamp}`);
  await form.getByRole('button', { name: 'Update the order' }).click();
  await toast(page, /.+/);
  const next = page.getByTestId('part-status-form');
  await next.getByLabel('Move to').selectOption('delivered');
  await next.getByRole('button', { name: 'Update the order' }).click();
  await toast(page, /.+/);
  await api.ok('POST', `seller/orders/${order.id}/status`, tokenB, { status: 'delivered' });

  // The buyer's order page, in Arabic: both stores' parts, A's tracking number.
  const buyerContext = await browser.newContext({ baseURL, javaScriptEnabled: js });
  await setReturningShopper(buyerContext, baseURL!);
  const buyerPage = await buyerContext.newPage();
  await logIn(buyerPage, buyer.email, 'secret12', js);
  await openHydrated(buyerPage, `/ar/user/order/${order.id}`, js);
  await expect(buyerPage.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(buyerPage.getByTestId('order-part')).toHaveCount(2);
  await expect(buyerPage.getByTestId('order-parts')).toContainText(`TRK-${stamp}`);
  if (js) await expectAccessible(buyerPage);
  await openHydrated(buyerPage, `/ar/track-order?code=${order.order}`, js);
  await expect(buyerPage.getByTestId('order-part')).toHaveCount(2);
  if (js) await expectAccessible(buyerPage);
  await buyerContext.close();

  // Each ledger, to the cent: net = gross − commission (half up at the store's rate); the grosses add up.
  const saleOf = async (token: string) => {
    const e = await api.ok<Earnings>('GET', 'seller/earnings', token);
    const rows = e.ledger.data.filter((r) => r.order_code === order.order && r.kind === 'sale');
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.commission).toBe(halfUp(row.gross, e.terms.commission_bp));
    expect(row.amount).toBe(row.gross - row.commission);
    return { row, earnings: e };
  };
  const [saleA, saleB] = [await saleOf(tokenA!), await saleOf(tokenB!)];
  expect(saleA.row.gross + saleB.row.gross).toBe(paidMinor);

  // Seller A sees the sale in English with its three amounts, then asks for a payout of its net.
  await openHydrated(page, '/seller/earnings', js);
  const line = page.getByTestId('ledger').locator('tr', { hasText: order.order }).first();
  for (const v of [saleA.row.gross, saleA.row.commission, saleA.row.amount])
    await expect(line).toContainText(shown(v));
  const holder = `Market ${stamp}`;
  const account = await api.ok<{ id: number }>('POST', 'seller/withdrawal-accounts/save', tokenA, {
    holder_name: holder,
    bank_name: 'Test Bank',
    iban: 'DE89 3704 0044 0532 0130 00',
    country: 'DE',
  });
  expect(account.id).toBeGreaterThan(0);
  await openHydrated(page, '/seller/payouts', js);
  const ask = page.getByTestId('request-form');
  await ask.getByLabel('Pay to').selectOption({ label: `${holder} · DE89370400440532013000` });
  await ask.getByLabel('Amount').fill((saleA.row.amount / 100).toFixed(2));
  await ask.getByRole('button', { name: 'Request the payout' }).click();
  await toast(page, 'Your payout has been requested.');

  // Staff approve it and mark it paid.
  const staff = await adminAt('/admin/withdrawals?status=requested');
  const row = staff.getByTestId('withdrawals').locator('tr', { hasText: holder }).first();
  await row.getByRole('button', { name: 'Approve' }).click();
  await toast(staff, 'The withdrawal has been approved; the seller has been e-mailed.');
  await openHydrated(staff, '/admin/withdrawals?status=approved', js);
  const approved = staff.getByTestId('withdrawals').locator('tr', { hasText: holder }).first();
  await approved.getByLabel('Transfer reference').fill(`PAY-${stamp}`);
  await approved.getByRole('button', { name: 'Mark paid' }).click();
  await toast(staff, 'The withdrawal has been marked paid.');

  // The buyer returns A's part: staff refund it on the order page; the ledger debits it after the payout.
  await openHydrated(staff, `/admin/orders/${order.id}`, js);
  await expect(staff.getByTestId('admin-part')).toHaveCount(2);
  if (js) await expectAccessible(staff);
  const mine = staff
    .getByTestId('admin-part')
    .filter({ has: staff.getByRole('button', { name: 'Refund this part' }) });
  await expect(mine).toHaveCount(2);
  // The part of seller A's store: its row names the store (from the API).
  const storeName = (await api.ok<{ store: { name: string } }>('GET', 'seller/me', tokenA)).store
    .name;
  await mine
    .filter({ hasText: storeName })
    .getByRole('button', { name: 'Refund this part' })
    .click();
  await toast(staff, 'The part has been refunded.');
  const after = await api.ok<Earnings>('GET', 'seller/earnings', tokenA);
  const refund = after.ledger.data.find((r) => r.order_code === order.order && r.kind === 'refund');
  expect(refund).toMatchObject({
    gross: -saleA.row.gross,
    commission: -saleA.row.commission,
    amount: -saleA.row.amount,
  });
  await openHydrated(staff, `/ar/admin/orders/${order.id}`, js);
  await expect(staff.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(staff.getByTestId('admin-part')).toHaveCount(2);
  if (js) await expectAccessible(staff);
  await openHydrated(page, '/ar/seller/earnings', js);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('ledger').locator('tr', { hasText: order.order })).toHaveCount(2);
  if (js) await expectAccessible(page);
});
