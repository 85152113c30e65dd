// Payfast (method 8; docs/api-reference.md §8.31), with its documented form and ITN over fetch (decision 090): a form
// POST to /eng/process carrying the fields in Payfast's documented order and their MD5 signature (values
// trimmed, URL-encoded upper-case with spaces as '+', empty ones left out, then &passphrase=…); the order is
// paid only by the ITN: signature checked on the fields as received, merchant and amount (±0.01) checked,
// processed once (pf_payment_id), and validated with Payfast (POST /eng/query/validate → VALID).
import { createHash } from 'node:crypto';
import {
  NotificationRejected,
  type PaymentProvider,
  type ProviderDefinition,
  type ProviderEnvironment,
} from '../types.ts';
import { callProvider, refundRefused, requireHexSignature, textAt } from '../provider-kit.ts';

/** Payfast's REST API (refunds) lives on its own host, not the payment pages'. */
const PAYFAST_API_LIVE = 'https://api.payfast.co.za';

/** The checkout fields in the order Payfast's documentation lists them (the signature follows it). */
export const PAYFAST_FIELD_ORDER = [
  'merchant_id',
  'merchant_key',
  'return_url',
  'cancel_url',
  'notify_url',
  'name_first',
  'name_last',
  'email_address',
  'cell_number',
  'm_payment_id',
  'amount',
  'item_name',
  'item_description',
  'custom_int1',
  'custom_int2',
  'custom_int3',
  'custom_int4',
  'custom_int5',
  'custom_str1',
  'custom_str2',
  'custom_str3',
  'custom_str4',
  'custom_str5',
  'email_confirmation',
  'confirmation_address',
  'payment_method',
] as const;

/** PHP's urlencode(), which Payfast's signature uses: upper-case %XX, space as '+', only -_. unescaped. */
export function payfastEncode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/** key=value pairs (non-empty, trimmed, encoded) in the given order, joined with &. */
export function payfastParamString(pairs: [string, string][]): string {
  return pairs
    .filter(([k, v]) => k !== 'signature' && v.trim() !== '')
    .map(([k, v]) => `${k}=${payfastEncode(v.trim())}`)
    .join('&');
}

/** The MD5 signature of the pairs (in their order), with the passphrase when one is set. */
export function payfastSignature(
  pairs: [string, string][],
  passphrase: string | undefined,
): string {
  let s = payfastParamString(pairs);
  if (passphrase) s += `&passphrase=${payfastEncode(passphrase.trim())}`;
  return createHash('md5').update(s, 'utf8').digest('hex');
}

/**
 * The signature of a call to Payfast's API (refunds): the header variables (merchant-id, version, timestamp)
 * and the body's, with the passphrase, sorted by name, encoded as for the form, MD5.
 */
export function payfastApiSignature(vars: Record<string, string>, passphrase: string | undefined) {
  const pairs = Object.entries({ ...vars, ...(passphrase ? { passphrase } : {}) }).sort(
    ([a], [b]) => (a < b ? -1 : a > b ? 1 : 0),
  );
  return payfastSignature(pairs, undefined);
}

/** The checkout form's fields in documented order, signed. */
export function payfastCheckoutFields(
  fields: Partial<Record<(typeof PAYFAST_FIELD_ORDER)[number], string>>,
  passphrase: string | undefined,
): Record<string, string> {
  const pairs = PAYFAST_FIELD_ORDER.filter((k) => (fields[k] ?? '').trim() !== '').map(
    (k) => [k, fields[k]!.trim()] as [string, string],
  );
  return { ...Object.fromEntries(pairs), signature: payfastSignature(pairs, passphrase) };
}

/** "123.45" → 12345; anything else → NaN. */
export const payfastMinor = (amount: string) =>
  /^\d+(\.\d{1,2})?$/.test(amount.trim()) ? Math.round(Number(amount) * 100) : Number.NaN;

function payfastProvider(env: ProviderEnvironment): PaymentProvider {
  const merchantId = env.vars.PAYFAST_MERCHANT_ID!;
  const merchantKey = env.vars.PAYFAST_MERCHANT_KEY!;
  const passphrase = env.vars.PAYFAST_PASSPHRASE;
  return {
    publicSettings: () => ({
      payfast_merchant_id: merchantId,
      payfast_sandbox: env.mode === 'sandbox' ? 1 : 0,
    }),
    async start(order, urls) {
      // Payfast settles in South African rand only.
      if (env.mode === 'live' && order.currency !== 'ZAR')
        throw new Error(`Payfast takes ZAR only, not ${order.currency}`);
      const [first, ...rest] = order.name.trim().split(/\s+/);
      const fields = payfastCheckoutFields(
        {
          merchant_id: merchantId,
          merchant_key: merchantKey,
          return_url: urls.returnUrl,
          cancel_url: urls.cancelUrl,
          notify_url: urls.notifyUrl,
          name_first: first ?? '',
          name_last: rest.join(' '),
          email_address: order.email,
          m_payment_id: String(order.id),
          amount: (order.amountMinor / 100).toFixed(2),
          item_name: `Order ${order.code}`,
          // Echoed in the signed ITN: the currency the amount is in (always ZAR live).
          custom_str1: order.currency,
        },
        passphrase,
      );
      const action = `${env.hostedBase}/eng/process`;
      return {
        providerRef: `payfast-${order.id}`,
        next: { kind: 'form', action, fields },
        contractData: {
          payfast: { action_url: action, fields },
        },
      };
    },
    // Payfast's return carries nothing to verify: the order is paid by the ITN alone, the page waits.
    async verifyReturn() {
      return { status: 'pending' };
    },
    async notification({ rawBody }) {
      const pairs = [...new URLSearchParams(rawBody)];
      const data = Object.fromEntries(pairs);
      requireHexSignature(
        data.signature,
        payfastSignature(pairs, passphrase),
        'ITN signature does not match',
      );
      if (data.merchant_id !== merchantId) throw new NotificationRejected('another merchant');
      // Payfast's own confirmation that it sent this ITN.
      const res = await env.fetch(`${env.apiBase}/eng/query/validate`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: payfastParamString(pairs),
        signal: AbortSignal.timeout(15_000),
      });
      const answer = (await res.text()).trim();
      if (!res.ok || answer !== 'VALID') throw new NotificationRejected('Payfast did not validate');
      const orderId = Number(data.m_payment_id);
      const pfId = data.pf_payment_id ?? '';
      if (!Number.isInteger(orderId) || orderId < 1 || !pfId) return null;
      const status = data.payment_status ?? '';
      const amount = payfastMinor(data.amount_gross ?? '');
      return {
        eventId: `${pfId}:${status}`,
        orderId,
        verification:
          status === 'COMPLETE'
            ? Number.isNaN(amount)
              ? { status: 'unverified', reason: 'no amount' }
              : {
                  status: 'paid',
                  paymentId: pfId,
                  amountMinor: amount,
                  currency: (data.custom_str1 || 'ZAR').toUpperCase(),
                }
            : status === 'CANCELLED'
              ? { status: 'cancelled' }
              : { status: 'pending' },
      };
    },
    // POST api.payfast.co.za/refunds/{pf_payment_id} (amount in cents), signed with merchant-id, version
    // and timestamp headers as Payfast's API requires.
    async refund(p) {
      const vars = {
        'merchant-id': merchantId,
        version: 'v1',
        timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, '+00:00'),
        amount: String(p.amountMinor),
        reason: `Order ${p.orderId} refunded`,
        notify_buyer: '0',
      };
      const { 'merchant-id': id, version, timestamp, ...body } = vars;
      const base = env.mode === 'live' ? PAYFAST_API_LIVE : env.apiBase;
      const answer = await callProvider(
        'Payfast',
        env.fetch,
        `${base}/refunds/${encodeURIComponent(p.paymentId)}`,
        {
          method: 'POST',
          headers: {
            'merchant-id': id,
            version,
            timestamp,
            signature: payfastApiSignature(vars, passphrase),
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({ ...body, amount: p.amountMinor, notify_buyer: 0 }),
        },
      );
      if (answer.status !== 200 || textAt(answer.body, 'status') !== 'success')
        return refundRefused('Payfast', answer.status, textAt(answer.body, 'data', 'response'));
      // Payfast names a refund by its id when it gives one; else by the payment it refunds.
      const refundId = textAt(answer.body, 'data', 'response', 'id') || `pf-${p.paymentId}`;
      return { status: 'refunded', refundId };
    },
  };
}

export const payfastDefinition: ProviderDefinition = {
  name: 'payfast',
  method: 8,
  variables: {
    required: ['PAYFAST_MERCHANT_ID', 'PAYFAST_MERCHANT_KEY', 'PAYFAST_PASSPHRASE'],
  },
  live: { apiBase: 'https://www.payfast.co.za', hostedBase: 'https://www.payfast.co.za' },
  // Payfast's published sandbox merchant (sandbox.payfast.co.za); here they only reach the local sandbox.
  sandboxVars: {
    PAYFAST_MERCHANT_ID: '10000100',
    PAYFAST_MERCHANT_KEY: '46f0cd694581a',
    PAYFAST_PASSPHRASE: '*',
  },
  create: payfastProvider,
};
