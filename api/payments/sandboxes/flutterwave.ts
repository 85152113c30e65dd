// The local Flutterwave: v3 Standard (POST /v3/payments → hosted link), the hosted checkout, the redirect with
// status/tx_ref/transaction_id, transaction verification by id and by reference, and charge.completed webhooks
// carrying the dashboard's secret hash in `verif-hash`. Test secrets only; state in memory.
import { randomBytes, randomInt } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { decimalToMinor, minorToDecimal } from '../amounts.ts';
import { isRecord, type Fetch } from '../provider-kit.ts';
import { hostedPage, notFoundPage, Outbox, readChoice } from './kit.ts';

export interface FlutterwaveSandboxOptions {
  publicUrl: string;
  secretKey: string;
  secretHash: string;
  /** The webhook URL set on the dashboard. */
  webhookUrl?: string;
  fetch?: Fetch;
}

interface Checkout {
  id: string;
  txRef: string;
  amountMinor: number;
  currency: string;
  redirectUrl: string;
  customer: { email: string; name?: string };
  used: boolean;
}

interface Transaction {
  id: number;
  tx_ref: string;
  flw_ref: string;
  amount: number;
  currency: string;
  charged_amount: number;
  status: 'successful' | 'pending' | 'failed';
  payment_type: string;
  created_at: string;
  customer: { email: string; name?: string };
}

export function createFlutterwaveSandbox(opts: FlutterwaveSandboxOptions) {
  const base = opts.publicUrl.replace(/\/+$/, '');
  const outbox = new Outbox(opts.fetch ?? ((input, init) => fetch(input, init)));
  const checkouts = new Map<string, Checkout>();
  const transactions = new Map<number, Transaction>();
  let nextId = randomInt(4_000_000, 5_000_000);

  const authed = (c: Context) => c.req.header('authorization') === `Bearer ${opts.secretKey}`;
  const unauthorized = (c: Context) =>
    c.json({ status: 'error', message: 'Invalid authorization key', data: null }, 401);

  const view = (t: Transaction) => ({
    ...t,
    processor_response:
      t.status === 'successful' ? 'Approved' : t.status === 'pending' ? 'Pending' : 'Declined',
    app_fee: 0,
    merchant_fee: 0,
    amount_settled: t.status === 'successful' ? t.amount : 0,
  });

  function webhook(t: Transaction) {
    if (!opts.webhookUrl) return;
    outbox.send({
      id: `${t.id}-${t.status}`,
      url: opts.webhookUrl,
      headers: { 'content-type': 'application/json', 'verif-hash': opts.secretHash },
      body: JSON.stringify({
        event: 'charge.completed',
        data: view(t),
        'event.type': 'CARD_TRANSACTION',
      }),
    });
  }

  const app = new Hono();

  app.post('/v3/payments', async (c) => {
    if (!authed(c)) return unauthorized(c);
    const body: unknown = await c.req.json().catch(() => null);
    if (!isRecord(body))
      return c.json({ status: 'error', message: 'Invalid request body', data: null }, 400);
    const currency = typeof body.currency === 'string' ? body.currency.toUpperCase() : 'NGN';
    const amountMinor = decimalToMinor(
      typeof body.amount === 'number' ? body.amount : String(body.amount ?? ''),
      currency,
    );
    const customer = isRecord(body.customer) ? body.customer : {};
    const problems = [
      typeof body.tx_ref !== 'string' || !body.tx_ref ? 'tx_ref is required' : null,
      amountMinor === null || amountMinor <= 0 ? 'amount is invalid' : null,
      typeof body.redirect_url !== 'string' || !/^https?:\/\//.test(body.redirect_url)
        ? 'redirect_url is invalid'
        : null,
      typeof customer.email !== 'string' || !customer.email.includes('@')
        ? 'customer.email is required'
        : null,
    ].filter(Boolean);
    if (problems.length)
      return c.json({ status: 'error', message: problems.join(', '), data: null }, 400);
    const txRef = body.tx_ref as string;
    if ([...transactions.values()].some((t) => t.tx_ref === txRef && t.status === 'successful'))
      return c.json(
        { status: 'error', message: 'Duplicate tx_ref: a payment already exists', data: null },
        400,
      );
    const checkout: Checkout = {
      id: randomBytes(12).toString('hex'),
      txRef,
      amountMinor: amountMinor!,
      currency,
      redirectUrl: body.redirect_url as string,
      customer: {
        email: customer.email as string,
        ...(typeof customer.name === 'string' ? { name: customer.name } : {}),
      },
      used: false,
    };
    checkouts.set(checkout.id, checkout);
    return c.json({
      status: 'success',
      message: 'Hosted Link',
      data: { link: `${base}/v3/hosted/pay/${checkout.id}` },
    });
  });

  const found = (c: Context, t: Transaction | undefined) =>
    t
      ? c.json({ status: 'success', message: 'Transaction fetched successfully', data: view(t) })
      : c.json(
          { status: 'error', message: 'No transaction was found for this id', data: null },
          400,
        );
  app.get('/v3/transactions/verify_by_reference', (c) => {
    if (!authed(c)) return unauthorized(c);
    const ref = c.req.query('tx_ref');
    const all = [...transactions.values()].filter((t) => t.tx_ref === ref);
    return found(c, all.find((t) => t.status === 'successful') ?? all.at(-1));
  });
  app.get('/v3/transactions/:id/verify', (c) => {
    if (!authed(c)) return unauthorized(c);
    return found(c, transactions.get(Number(c.req.param('id'))));
  });

  const pay = (c: Context) => {
    const checkout = checkouts.get(c.req.param('id') ?? '');
    if (!checkout || checkout.used) return c.html(notFoundPage('Flutterwave'), 404);
    return c.html(
      hostedPage({
        provider: 'Flutterwave',
        action: `${base}/v3/hosted/pay/${checkout.id}`,
        amount: minorToDecimal(checkout.amountMinor, checkout.currency),
        currency: checkout.currency,
        reference: checkout.txRef,
        choices: [
          { value: 'pay', label: 'Pay' },
          {
            value: 'pending',
            label: 'Pay — the charge stays pending',
            hint: 'A bank transfer not settled yet: the charge.completed webhook comes later.',
          },
          {
            value: 'tamper-amount',
            label: 'Tamper: pay a smaller amount',
            hint: 'The transaction is for one minor unit less than the order.',
          },
          {
            value: 'tamper-currency',
            label: 'Tamper: pay in another currency',
            hint: 'The same figure in another currency.',
          },
          {
            value: 'forge-return',
            label: "Tamper: a declined card, returned as 'successful'",
            hint: 'The redirect says status=successful; the transaction failed.',
          },
          { value: 'cancel', label: 'Cancel payment' },
        ],
      }),
    );
  };
  app.get('/v3/hosted/pay/:id', pay);
  app.post('/v3/hosted/pay/:id', async (c) => {
    const checkout = checkouts.get(c.req.param('id'));
    if (!checkout || checkout.used) return c.html(notFoundPage('Flutterwave'), 404);
    const choice = await readChoice(c.req.raw);
    const back = (params: Record<string, string>) => {
      const u = new URL(checkout.redirectUrl);
      for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
      return c.redirect(u.toString(), 303);
    };
    if (choice === 'cancel') {
      checkout.used = true;
      return back({ status: 'cancelled', tx_ref: checkout.txRef });
    }
    const outcomes: Record<
      string,
      { status: Transaction['status']; minor: number; currency: string }
    > = {
      pay: { status: 'successful', minor: checkout.amountMinor, currency: checkout.currency },
      pending: { status: 'pending', minor: checkout.amountMinor, currency: checkout.currency },
      'tamper-amount': {
        status: 'successful',
        minor: checkout.amountMinor - 1,
        currency: checkout.currency,
      },
      'tamper-currency': {
        status: 'successful',
        minor: checkout.amountMinor,
        currency: checkout.currency === 'NGN' ? 'USD' : 'NGN',
      },
      'forge-return': {
        status: 'failed',
        minor: checkout.amountMinor,
        currency: checkout.currency,
      },
    };
    const outcome = outcomes[choice];
    if (!outcome) return pay(c);
    checkout.used = true;
    const major = Number(minorToDecimal(outcome.minor, outcome.currency));
    const t: Transaction = {
      id: nextId++,
      tx_ref: checkout.txRef,
      flw_ref: `FLW-MOCK-${randomBytes(8).toString('hex')}`,
      amount: major,
      currency: outcome.currency,
      charged_amount: major,
      status: outcome.status,
      payment_type: 'card',
      created_at: new Date().toISOString(),
      customer: checkout.customer,
    };
    transactions.set(t.id, t);
    if (t.status !== 'pending') webhook(t);
    const shown =
      choice === 'forge-return' ? 'successful' : t.status === 'pending' ? 'pending' : t.status;
    return back({ status: shown, tx_ref: t.tx_ref, transaction_id: String(t.id) });
  });

  /** Test control (not Flutterwave's API): the pending charge on a tx_ref succeeds; its webhook is sent. */
  app.post('/__sandbox/settle/:txRef', (c) => {
    const t = [...transactions.values()].find(
      (x) => x.tx_ref === c.req.param('txRef') && x.status === 'pending',
    );
    if (!t) return c.json({ settled: false }, 404);
    t.status = 'successful';
    webhook(t);
    return c.json({ settled: true, transaction_id: t.id });
  });
  /** Test control: send a webhook again, unchanged. */
  app.post('/__sandbox/replay', (c) => {
    const again = outbox.replay(c.req.query('id'));
    return again ? c.json({ replayed: again.id }) : c.json({ replayed: null }, 404);
  });

  return { app, outbox, transactions };
}
