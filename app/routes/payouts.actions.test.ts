// The earnings and payouts screens against the MSW API (mocks/earnings.ts), with real cookies: every page and
// action is this site's 404 for anyone but the seller (seller pages) or staff (staff pages); the seller adds a
// bank account (a bad IBAN refused in their language with what was typed kept), requests a payout (decimal
// amount → minor units; above the balance refused on the form), downloads the CSV statements (formula cells
// neutralised); staff approve, mark paid, adjust, suspend and save the terms — each post/redirect/get with a
// toast.
import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { server } from '#mocks/node.ts';
import { MOCK_ADMIN, MOCK_SELLER } from '#mocks/identity.ts';
import type { SessionData } from '#app/lib/session.server.ts';
import {
  API,
  context,
  getAs as get,
  runGet,
  runPost,
  toastOf,
  useFreshMockApi,
  SHOPPER,
} from '#tests/support/routes.ts';
import { loader as earningsLoader } from '#app/routes/($lang).seller.earnings.tsx';
import {
  action as payoutsAction,
  loader as payoutsLoader,
} from '#app/routes/($lang).seller.payouts.tsx';
import { loader as ledgerCsv } from '#app/routes/($lang).seller.earnings[.]csv.tsx';
import { loader as ordersCsv } from '#app/routes/($lang).seller.orders[.]csv.tsx';
import {
  action as withdrawalsAction,
  loader as withdrawalsLoader,
} from '#app/routes/($lang).admin.withdrawals.tsx';
import {
  action as storeAction,
  loader as storeLoader,
} from '#app/routes/($lang).admin.stores.$id.tsx';
import {
  action as settingsAction,
  loader as settingsLoader,
} from '#app/routes/($lang).admin.settings.payouts.tsx';

useFreshMockApi();

const SELLER: SessionData = { token: MOCK_SELLER.token };
const ADMIN: SessionData = { token: MOCK_ADMIN.token };
const account = {
  intent: 'save',
  holder_name: 'Nadia Seller',
  bank_name: 'Banque',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: '',
  country: 'de',
};

describe('payouts screens: anyone else', () => {
  it.each([
    ['a visitor', {}],
    ['a shopper', SHOPPER],
    ['the admin', ADMIN],
  ] as const)(
    '%s gets the 404 on the seller’s pages, downloads and actions',
    async (_, session) => {
      for (const [loader, path] of [
        [earningsLoader, '/seller/earnings'],
        [payoutsLoader, '/ar/seller/payouts'],
      ] as const)
        expect((await runGet(loader, path, session)).status).toBe(404);
      for (const loader of [ledgerCsv, ordersCsv]) {
        const r = (await loader({
          request: await get('/seller/earnings.csv', session),
          context,
          params: {},
        }).catch((e: unknown) => e)) as Response;
        expect(r.status).toBe(404);
      }
      const posted = await runPost(payoutsAction, '/seller/payouts', account, session);
      expect(posted.status).toBe(404);
    },
  );

  it('a seller gets the 404 on every staff page and action', async () => {
    expect((await runGet(withdrawalsLoader, '/admin/withdrawals', SELLER)).status).toBe(404);
    expect((await runGet(settingsLoader, '/admin/settings/payouts', SELLER)).status).toBe(404);
    expect((await runGet(storeLoader, '/admin/stores/1', SELLER, { id: '1' })).status).toBe(404);
    const r = await runPost(
      withdrawalsAction,
      '/admin/withdrawals',
      { intent: 'approve', id: '1' },
      SELLER,
    );
    expect(r.status).toBe(404);
    const s = await runPost(
      storeAction,
      '/admin/stores/1',
      { intent: 'adjust', amount: '5', reason: 'x' },
      SELLER,
      { id: '1' },
    );
    expect(s.status).toBe(404);
  });
});

describe('payouts screens: the seller', () => {
  it('shows the figures, terms and ledger', async () => {
    const r = await runGet(earningsLoader, '/seller/earnings', SELLER);
    expect(r.data.earnings.figures.available).toBe(12_000);
    expect(r.data.earnings.terms.minimum_payout).toBe(1_000);
    expect(r.data.earnings.ledger.data[0].kind).toBe('adjustment');
  });

  it('refuses a bad IBAN in the seller’s language, keeping what was typed; saves a good one', async () => {
    const bad = await runPost(
      payoutsAction,
      '/fr/seller/payouts',
      { ...account, iban: 'DE89 3704 0044 0532 0130 01', bic: 'XX' },
      SELLER,
    );
    expect(bad.status).toBe(400);
    expect(bad.data.intent).toBe('save:new');
    expect(bad.data.result.error.iban).toEqual([
      'Cet IBAN n’est pas valide : vérifiez le code pays, la clé de contrôle et la longueur.',
    ]);
    expect(bad.data.result.error.bic[0]).toMatch(/BIC/);
    expect(bad.data.result.initialValue.iban).toBe('DE89 3704 0044 0532 0130 01');
    let sent: Record<string, unknown> = {};
    server.use(
      http.post(`${API}seller/withdrawal-accounts/save`, async ({ request }) => {
        sent = (await request.clone().json()) as Record<string, unknown>;
        return undefined;
      }),
    );
    const good = await runPost(payoutsAction, '/fr/seller/payouts', account, SELLER);
    expect(good.status).toBe(302);
    expect(good.headers.get('Location')).toBe('/fr/seller/payouts');
    expect(await toastOf(good.headers)).toEqual({
      type: 'success',
      message: 'Le compte bancaire a été enregistré.',
    });
    expect(sent).toMatchObject({ iban: 'DE89370400440532013000', country: 'DE' });
  });

  it('removes an account only from the confirmation’s post, with a toast', async () => {
    const step = await runGet(payoutsLoader, '/seller/payouts?delete=1', SELLER);
    expect(step.data.accounts).toHaveLength(1);
    const r = await runPost(
      payoutsAction,
      '/seller/payouts',
      { intent: 'delete', id: '1' },
      SELLER,
    );
    expect(await toastOf(r.headers)).toEqual({
      type: 'success',
      message: 'The bank account has been removed.',
    });
    expect((await runGet(payoutsLoader, '/seller/payouts', SELLER)).data.accounts).toHaveLength(0);
    const again = await runPost(
      payoutsAction,
      '/seller/payouts',
      { intent: 'delete', id: '1' },
      SELLER,
    );
    expect(again.status).toBe(404);
  });

  it('requests a payout in minor units; above the balance is refused on the form', async () => {
    let sent: Record<string, unknown> = {};
    server.use(
      http.post(`${API}seller/withdrawals/request`, async ({ request }) => {
        sent = (await request.clone().json()) as Record<string, unknown>;
        return undefined;
      }),
    );
    const ok = await runPost(
      payoutsAction,
      '/seller/payouts',
      { intent: 'request', account_id: '1', amount: '25.50' },
      SELLER,
    );
    expect(ok.status).toBe(302);
    expect(sent).toEqual({ account_id: 1, amount: 2_550 });
    const page = await runGet(payoutsLoader, '/seller/payouts', SELLER);
    expect(page.data.requests.data[0]).toMatchObject({ amount: 2_550, status: 'requested' });
    expect(page.data.figures.available).toBe(12_000 - 2_550);
    const high = await runPost(
      payoutsAction,
      '/ar/seller/payouts',
      { intent: 'request', account_id: '1', amount: '5000' },
      SELLER,
    );
    expect(high.status).toBe(400);
    expect(high.data.intent).toBe('request');
    expect(high.data.result.error['']).toEqual(['المبلغ أكبر من الرصيد المتاح.']);
    expect(high.data.result.initialValue.amount).toBe('5000');
    // The debit is in the statement as a plain negative number.
    const statement = await (
      await ledgerCsv({ request: await get('/seller/earnings.csv', SELLER), context, params: {} })
    ).text();
    expect(statement).toMatch(/,withdrawal,,0\.00,0\.00,-25\.50,USD,/);
    const word = await runPost(
      payoutsAction,
      '/seller/payouts',
      { intent: 'request', account_id: '1', amount: 'ten' },
      SELLER,
    );
    expect(word.data.result.error.amount).toEqual(['Enter an amount such as 12.50.']);
  });

  it('downloads the ledger and the order lines as CSV, formula cells neutralised', async () => {
    const ledger = await ledgerCsv({
      request: await get('/seller/earnings.csv', SELLER),
      context,
      params: {},
    });
    expect(ledger.headers.get('Content-Type')).toMatch(/text\/csv/);
    const text = await ledger.text();
    expect(text).toContain('date,kind,order_code,gross,commission,net');
    expect(text).toContain('120.00');
    const orders = await (
      await ordersCsv({ request: await get('/seller/orders.csv', SELLER), context, params: {} })
    ).text();
    expect(orders).toContain('Handmade bowl');
    expect(orders).toContain("'=HYPERLINK");
    expect(orders).not.toMatch(/(^|,)=HYPERLINK/m);
  });
});

describe('payouts screens: staff', () => {
  it('approves, then marks paid with a reference; a missing reference is refused on its form', async () => {
    await runPost(
      payoutsAction,
      '/seller/payouts',
      { intent: 'request', account_id: '1', amount: '20' },
      SELLER,
    );
    const list = await runGet(withdrawalsLoader, '/admin/withdrawals?status=requested', ADMIN);
    const id = String(list.data.list.data[0].id);
    const approved = await runPost(
      withdrawalsAction,
      '/admin/withdrawals',
      { intent: 'approve', id },
      ADMIN,
    );
    expect(approved.status).toBe(302);
    expect((await toastOf(approved.headers))?.type).toBe('success');
    const empty = await runPost(
      withdrawalsAction,
      '/admin/withdrawals',
      { intent: 'paid', id, reference: '' },
      ADMIN,
    );
    expect(empty.status).toBe(400);
    expect(empty.data.intent).toBe(`paid:${id}`);
    const paid = await runPost(
      withdrawalsAction,
      '/tr/admin/withdrawals',
      { intent: 'paid', id, reference: 'TRX-9' },
      ADMIN,
    );
    expect(await toastOf(paid.headers)).toEqual({
      type: 'success',
      message: 'Para çekme talebi ödendi olarak işaretlendi.',
    });
    const again = await runPost(
      withdrawalsAction,
      '/admin/withdrawals',
      { intent: 'approve', id },
      ADMIN,
    );
    expect(again.data.result.error['']).toEqual([
      'Only a requested withdrawal can be approved or rejected.',
    ]);
    const seller = await runGet(payoutsLoader, '/seller/payouts', SELLER);
    expect(seller.data.requests.data[0]).toMatchObject({ status: 'paid', reference: 'TRX-9' });
  });

  it('adjusts (signed decimal → minor units), suspends, sets the commission, saves the terms', async () => {
    let sent: Record<string, unknown> = {};
    server.use(
      http.post(`${API}admin/stores/1/adjustments`, async ({ request }) => {
        sent = (await request.clone().json()) as Record<string, unknown>;
        return undefined;
      }),
    );
    const adj = await runPost(
      storeAction,
      '/admin/stores/1',
      { intent: 'adjust', amount: '-5.25', reason: 'Fee' },
      ADMIN,
      { id: '1' },
    );
    expect(adj.status).toBe(302);
    expect(sent).toEqual({ amount: -525, reason: 'Fee' });
    const zero = await runPost(
      storeAction,
      '/admin/stores/1',
      { intent: 'adjust', amount: '0', reason: 'x' },
      ADMIN,
      { id: '1' },
    );
    expect(zero.status).toBe(400);
    const sus = await runPost(
      storeAction,
      '/admin/stores/1',
      { intent: 'suspend', reason: 'Fakes' },
      ADMIN,
      { id: '1' },
    );
    expect(sus.status).toBe(302);
    const store = await runGet(storeLoader, '/admin/stores/1', ADMIN, { id: '1' });
    expect(store.data.store.store).toMatchObject({ status: 0, suspended_reason: 'Fakes' });
    await runPost(
      storeAction,
      '/admin/stores/1',
      { intent: 'commission', commission: '12.5' },
      ADMIN,
      { id: '1' },
    );
    expect(
      (await runGet(storeLoader, '/admin/stores/1', ADMIN, { id: '1' })).data.store.store
        .commission_bp,
    ).toBe(1_250);
    expect((await runGet(storeLoader, '/admin/stores/2', ADMIN, { id: '2' })).status).toBe(404);
    const bad = await runPost(
      settingsAction,
      '/admin/settings/payouts',
      { intent: 'save', commission: '150', holding_days: '7', minimum_payout: '10' },
      ADMIN,
    );
    expect(bad.status).toBe(400);
    expect(bad.data.result.error.commission).toEqual([
      'Enter a percentage between 0 and 100, such as 12.5.',
    ]);
    const good = await runPost(
      settingsAction,
      '/admin/settings/payouts',
      { intent: 'save', commission: '8', holding_days: '3', minimum_payout: '15.00' },
      ADMIN,
    );
    expect(good.status).toBe(302);
    expect((await runGet(settingsLoader, '/admin/settings/payouts', ADMIN)).data.terms).toEqual({
      commission_bp: 800,
      holding_days: 3,
      minimum_payout: 1_500,
    });
  });
});
