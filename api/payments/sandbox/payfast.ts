// Payfast's local sandbox (issue 16): the payment page (POST /eng/process: merchant and MD5 signature checked
// the way Payfast checks them, else its error), the ITN posted to notify_url (form-encoded, fields in Payfast's
// ITN order, signed with the passphrase), and the validation endpoint (POST /eng/query/validate → VALID for
// an ITN it sent, else INVALID).
import { Hono } from 'hono';
import type { SandboxContext } from '../types.ts';
import { checkoutPage, outcomeOf, sandboxId, sandboxPage, takeRefund } from './kit.ts';
import { isRecord, sameHex } from '../provider-kit.ts';
import {
  PAYFAST_FIELD_ORDER,
  payfastApiSignature,
  payfastMinor,
  payfastParamString,
  payfastSignature,
} from '../providers/payfast.ts';

interface SandboxPayment {
  id: string;
  fields: Record<string, string>;
  status: 'open' | 'done';
}

/** The ITN's fields in the order Payfast sends them. */
const ITN_ORDER = [
  'm_payment_id',
  'pf_payment_id',
  'payment_status',
  'item_name',
  'item_description',
  'amount_gross',
  'amount_fee',
  'amount_net',
  'custom_str1',
  'custom_str2',
  'custom_str3',
  'custom_str4',
  'custom_str5',
  'custom_int1',
  'custom_int2',
  'custom_int3',
  'custom_int4',
  'custom_int5',
  'name_first',
  'name_last',
  'email_address',
  'merchant_id',
] as const;

export function payfastSandbox(ctx: SandboxContext): Hono {
  const app = new Hono();
  const passphrase = ctx.vars.PAYFAST_PASSPHRASE;

  app.post('/eng/process', async (c) => {
    const form = await c.req.parseBody();
    const f: Record<string, string> = {};
    for (const [k, v] of Object.entries(form)) if (typeof v === 'string') f[k] = v;
    // Payfast signs the fields in its documented order, whatever order the form sent them in.
    const pairs = PAYFAST_FIELD_ORDER.filter((k) => (f[k] ?? '').trim() !== '').map(
      (k) => [k, f[k]!] as [string, string],
    );
    const okMerchant =
      f.merchant_id === ctx.vars.PAYFAST_MERCHANT_ID &&
      f.merchant_key === ctx.vars.PAYFAST_MERCHANT_KEY;
    if (!okMerchant || !sameHex(payfastSignature(pairs, passphrase), f.signature ?? ''))
      return c.html(
        sandboxPage(
          'Payfast',
          '<p data-testid="sandbox-error">Unable to process the payment: the merchant or the signature is not valid.</p>',
        ),
        400,
      );
    if (Number.isNaN(payfastMinor(f.amount ?? '')) || !f.return_url || !f.notify_url)
      return c.html(sandboxPage('Payfast', '<p>Missing amount or URLs.</p>'), 400);
    const payment: SandboxPayment = { id: sandboxId('pf', 12), fields: f, status: 'open' };
    await ctx.store.put(`payment:${payment.id}`, payment);
    return c.html(
      checkoutPage({
        title: 'Payfast',
        amount: `R ${f.amount!}`,
        details: { For: f.item_name ?? '' },
        action: `${ctx.base}/eng/process/pay`,
        fields: { id: payment.id },
      }),
    );
  });

  app.post('/eng/process/pay', async (c) => {
    const form = await c.req.parseBody();
    const outcome = outcomeOf(form.outcome);
    const payment =
      typeof form.id === 'string'
        ? await ctx.store.get<SandboxPayment>(`payment:${form.id}`)
        : null;
    if (!payment || !outcome) return c.text('Bad request', 400);
    const f = payment.fields;
    if (outcome === 'cancel') return c.redirect(f.cancel_url ?? f.return_url!, 303);
    if (payment.status !== 'open')
      return c.html(sandboxPage('Payfast', '<p>This payment is complete.</p>'), 410);
    payment.status = 'done';
    await ctx.store.put(`payment:${payment.id}`, payment);
    const gross = payfastMinor(f.amount!) - (outcome === 'tamper' ? 100 : 0);
    const fee = Math.round(gross * 0.035);
    const values: Record<string, string> = {
      ...f,
      pf_payment_id: String(1_000_000 + Math.floor(Math.random() * 8_999_999)),
      payment_status: 'COMPLETE',
      amount_gross: (gross / 100).toFixed(2),
      amount_fee: (-fee / 100).toFixed(2),
      amount_net: ((gross - fee) / 100).toFixed(2),
    };
    // Payfast sends every ITN field, empty ones included, in its order; the signature skips empty ones.
    const pairs = ITN_ORDER.map((k) => [k, values[k] ?? ''] as [string, string]);
    const signature = payfastSignature(pairs, passphrase);
    const body = new URLSearchParams([...pairs, ['signature', signature]]).toString();
    await ctx.store.put(`itn:${payfastParamString(pairs)}`.slice(0, 900), { valid: true });
    if (outcome !== 'tamper') await ctx.store.put(`pf:${values.pf_payment_id}`, { gross });
    await ctx.notify(
      f.notify_url!,
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body },
      {
        hold: outcome === 'pay-hold',
        label: `ITN ${values.pf_payment_id} (order ${f.m_payment_id ?? '?'})`,
      },
    );
    return c.redirect(f.return_url!, 303);
  });

  // Payfast's confirmation that an ITN came from it: the ITN's parameter string, as it was sent.
  app.post('/eng/query/validate', async (c) => {
    const text = await c.req.text();
    const known = await ctx.store.get<{ valid: boolean }>(`itn:${text}`.slice(0, 900));
    return c.text(known?.valid ? 'VALID' : 'INVALID');
  });

  // The Refunds API (POST /refunds/{pf_payment_id}): merchant-id, version v1, timestamp and the signature
  // over them and the body (sorted, with the passphrase); at most what the payment collected.
  app.post('/refunds/:id', async (c) => {
    const fail = (status: 400 | 401, why: string) =>
      c.json({ code: status, status: 'failed', data: { response: why, message: false } }, status);
    const body: unknown = await c.req.json().catch(() => null);
    const vars: Record<string, string> = {
      'merchant-id': c.req.header('merchant-id') ?? '',
      version: c.req.header('version') ?? '',
      timestamp: c.req.header('timestamp') ?? '',
    };
    if (isRecord(body))
      for (const [k, v] of Object.entries(body))
        if (typeof v === 'string' || typeof v === 'number') vars[k] = String(v);
    const signature = payfastApiSignature(vars, passphrase);
    if (
      vars['merchant-id'] !== ctx.vars.PAYFAST_MERCHANT_ID ||
      vars.version !== 'v1' ||
      Number.isNaN(Date.parse(vars.timestamp ?? '')) ||
      !sameHex(signature, c.req.header('signature') ?? '')
    )
      return fail(401, 'Merchant authorization failed.');
    const id = c.req.param('id');
    const paid = await ctx.store.get<{ gross: number }>(`pf:${id}`);
    if (!paid) return fail(400, 'Payment not found.');
    const amount = vars.amount === undefined ? paid.gross : Number(vars.amount);
    const refundId = crypto.randomUUID();
    const taken = await takeRefund(ctx.store, id, paid.gross, amount, refundId);
    if (!taken.ok) return fail(400, 'The amount exceeds the refundable balance.');
    return c.json({
      code: 200,
      status: 'success',
      data: {
        response: {
          id: refundId,
          payment_id: id,
          merchant_id: vars['merchant-id'],
          refund_amount: amount / 100,
          status: 'COMPLETE',
        },
      },
    });
  });

  return app;
}
