// The local Flutterwave (issue 16): v3 Standard (POST /v3/payments → hosted link), the hosted checkout, the
// redirect with status/tx_ref/transaction_id, transaction verification by id and by reference, and
// charge.completed webhooks carrying the dashboard's secret hash in `verif-hash`. Test credentials only
// (sandboxVars); state in the sandbox store.
import { randomInt } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { decimalToMinor, minorToDecimal } from '../amounts.ts';
import { isRecord } from '../provider-kit.ts';
import type { SandboxContext } from '../types.ts';
import { hostedCheckout, sandboxId, sandboxPage, settlePage, takeRefund } from './kit.ts';

interface Checkout {
  id: string;
  txRef: string;
  amountMinor: number;
  currency: string;
  redirectUrl: string;
  customer: { email: string; name?: string };
  meta?: Record<string, string | number>;
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
  /** The merchant's meta sent with the payment (ours: order_id). */
  meta?: Record<string, string | number>;
}

const EXTRAS = [
  {
    outcome: 'pending',
    label: 'Pay (bank transfer, settles later)',
    testId: 'sandbox-pay-pending',
  },
  { outcome: 'overpay', label: 'Pay 1.00 more than asked', testId: 'sandbox-overpay' },
  {
    outcome: 'tamper-currency',
    label: 'Tamper (pay in another currency)',
    testId: 'sandbox-tamper-currency',
  },
  {
    outcome: 'forge-return',
    label: "Tamper (a declined card returned as 'successful')",
    testId: 'sandbox-forge-return',
  },
] as const;

export function flutterwaveSandbox(ctx: SandboxContext): Hono {
  const store = ctx.store;
  const authed = (c: Context) =>
    c.req.header('authorization') === `Bearer ${ctx.vars.FLUTTERWAVE_SECRET_KEY}`;
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
  const byRef = async (ref: string) =>
    (await store.list<Transaction>(`tx:`)).map((r) => r.value).filter((t) => t.tx_ref === ref);

  async function webhook(t: Transaction, opts: { hold?: boolean; tamper?: boolean } = {}) {
    await ctx.notify(
      ctx.notifyUrl,
      {
        headers: {
          'content-type': 'application/json',
          // Tampered: not the hash set on the dashboard.
          'verif-hash': opts.tamper
            ? `${ctx.vars.FLUTTERWAVE_SECRET_HASH}-tampered`
            : ctx.vars.FLUTTERWAVE_SECRET_HASH!,
        },
        body: JSON.stringify({
          event: 'charge.completed',
          data: view(t),
          'event.type': 'CARD_TRANSACTION',
        }),
      },
      {
        hold: opts.hold,
        label: `charge.completed ${t.id} ${t.status} (order ${t.meta?.order_id ?? '?'})`,
      },
    );
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
    if ((await byRef(txRef)).some((t) => t.status === 'successful'))
      return c.json(
        { status: 'error', message: 'Duplicate tx_ref: a payment already exists', data: null },
        400,
      );
    const checkout: Checkout = {
      id: sandboxId('', 24),
      txRef,
      amountMinor: amountMinor!,
      currency,
      redirectUrl: body.redirect_url as string,
      customer: {
        email: customer.email as string,
        ...(typeof customer.name === 'string' ? { name: customer.name } : {}),
      },
      ...(isRecord(body.meta)
        ? {
            meta: Object.fromEntries(
              Object.entries(body.meta).filter(
                (e): e is [string, string | number] =>
                  typeof e[1] === 'string' || typeof e[1] === 'number',
              ),
            ),
          }
        : {}),
      used: false,
    };
    await store.put(`checkout:${checkout.id}`, checkout);
    return c.json({
      status: 'success',
      message: 'Hosted Link',
      data: { link: `${ctx.base}/v3/hosted/pay/${checkout.id}` },
    });
  });

  const found = (c: Context, t: Transaction | undefined | null) =>
    t
      ? c.json({ status: 'success', message: 'Transaction fetched successfully', data: view(t) })
      : c.json(
          { status: 'error', message: 'No transaction was found for this id', data: null },
          400,
        );
  app.get('/v3/transactions/verify_by_reference', async (c) => {
    if (!authed(c)) return unauthorized(c);
    const all = await byRef(c.req.query('tx_ref') ?? '');
    return found(c, all.find((t) => t.status === 'successful') ?? all.at(-1));
  });
  app.get('/v3/transactions/:id/verify', async (c) => {
    if (!authed(c)) return unauthorized(c);
    const id = c.req.param('id');
    return found(c, /^\d+$/.test(id) ? await store.get<Transaction>(`tx:${id}`) : null);
  });

  // Refunds of a successful transaction (POST /v3/transactions/{id}/refund), never beyond its amount.
  app.post('/v3/transactions/:id/refund', async (c) => {
    if (!authed(c)) return unauthorized(c);
    const id = c.req.param('id');
    const t = /^\d+$/.test(id) ? await store.get<Transaction>(`tx:${id}`) : null;
    if (!t || t.status !== 'successful')
      return c.json({ status: 'error', message: 'Transaction not found', data: null }, 400);
    const body: unknown = await c.req.json().catch(() => ({}));
    const paid = decimalToMinor(t.amount, t.currency) ?? 0;
    const asked = isRecord(body) && body.amount !== undefined ? body.amount : undefined;
    const amount =
      asked === undefined ? paid : (decimalToMinor(asked as string | number, t.currency) ?? -1);
    const refundId = randomInt(10_000, 2 ** 31 - 1);
    const taken = await takeRefund(store, id, paid, amount, String(refundId));
    if (!taken.ok)
      return c.json(
        {
          status: 'error',
          message:
            taken.state.refunded >= paid
              ? 'Transaction has been fully refunded'
              : 'Refund amount cannot be greater than the transaction amount',
          data: null,
        },
        400,
      );
    return c.json({
      status: 'success',
      message: 'Transaction refund initiated',
      data: {
        id: refundId,
        account_id: 73362,
        tx_id: t.id,
        flw_ref: `URF_${Date.now()}_${sandboxId('', 7)}`,
        amount_refunded: Number(minorToDecimal(amount, t.currency)),
        status: 'completed',
        destination: 'payment_source',
        created_at: new Date().toISOString(),
      },
    });
  });

  hostedCheckout(app, '/v3/hosted/pay/:id', {
    name: 'Flutterwave',
    missing: 'No such payment link.',
    find: (c) => store.get<Checkout>(`checkout:${c.req.param('id')}`),
    closed: (checkout) => (checkout.used ? '<p>This payment link has been used.</p>' : null),
    page: (checkout) => ({
      title: 'Flutterwave Checkout',
      amount: `${minorToDecimal(checkout.amountMinor, checkout.currency)} ${checkout.currency}`,
      details: { Reference: checkout.txRef, 'E-mail': checkout.customer.email },
      note: 'Card 5531 8866 5214 2950 (test)',
      action: `${ctx.base}/v3/hosted/pay/${checkout.id}`,
    }),
    extras: EXTRAS,
    async press(c, checkout, outcome) {
      checkout.used = true;
      await store.put(`checkout:${checkout.id}`, checkout);
      const back = (params: Record<string, string>) => {
        const u = new URL(checkout.redirectUrl);
        for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
        return c.redirect(u.toString(), 303);
      };
      if (outcome === 'cancel') return back({ status: 'cancelled', tx_ref: checkout.txRef });
      const other = checkout.currency === 'NGN' ? 'USD' : 'NGN';
      const minor =
        outcome === 'tamper'
          ? checkout.amountMinor - 1
          : outcome === 'overpay'
            ? checkout.amountMinor + 100
            : checkout.amountMinor;
      const currency = outcome === 'tamper-currency' ? other : checkout.currency;
      const status: Transaction['status'] =
        outcome === 'pending' ? 'pending' : outcome === 'forge-return' ? 'failed' : 'successful';
      const major = Number(minorToDecimal(minor, currency));
      const t: Transaction = {
        id: randomInt(4_000_000, 2 ** 31 - 1),
        tx_ref: checkout.txRef,
        flw_ref: `FLW-MOCK-${sandboxId('', 16)}`,
        amount: major,
        currency,
        charged_amount: major,
        status,
        payment_type: 'card',
        created_at: new Date().toISOString(),
        customer: checkout.customer,
        ...(checkout.meta ? { meta: checkout.meta } : {}),
      };
      await store.put(`tx:${t.id}`, t);
      if (status !== 'pending')
        await webhook(t, { hold: outcome === 'pay-hold', tamper: outcome === 'tamper' });
      // A forged return says 'successful' whatever happened; Flutterwave itself says what it was.
      const said = outcome === 'forge-return' ? 'successful' : status;
      return back({ status: said, tx_ref: t.tx_ref, transaction_id: String(t.id) });
    },
  });

  /** Not Flutterwave's API: the sandbox's page of pending charges, each settled with a button (then its webhook). */
  app.get('/settle', async (c) => {
    const pending = (await store.list<Transaction>('tx:')).filter(
      (r) => r.value.status === 'pending',
    );
    const waiting = pending.map(({ value: t }) => ({
      label: `${t.tx_ref} — ${t.amount} ${t.currency}`,
      action: `${ctx.base}/settle/${encodeURIComponent(t.tx_ref)}`,
    }));
    return c.html(settlePage('Flutterwave — pending charges', waiting, 'Settle the charge'));
  });
  app.post('/settle/:txRef', async (c) => {
    const t = (await byRef(c.req.param('txRef'))).find((x) => x.status === 'pending');
    if (!t) return c.text('Not found', 404);
    t.status = 'successful';
    await store.put(`tx:${t.id}`, t);
    await webhook(t);
    return c.html(
      sandboxPage(
        'Flutterwave',
        '<p data-testid="sandbox-settled">The charge has settled; Flutterwave sent its webhook.</p>',
      ),
    );
  });

  return app;
}
