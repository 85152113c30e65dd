// Flutterwave (method 5): v3 Standard over REST with fetch (decision 095). POST /v3/payments gives a hosted
// link; Flutterwave sends the shopper back with ?status&tx_ref&transaction_id, which proves nothing by itself:
// the server verifies the transaction by id (GET /v3/transactions/{id}/verify) — status successful, our
// tx_ref, our currency, exactly the order's amount (issue 37). Webhooks carry `verif-hash`, the secret hash
// set on the
// dashboard, compared in constant time; their transaction is verified by id the same way.
import { z } from 'zod/v4';
import { decimalToMinor, minorToDecimal } from '../amounts.ts';
import {
  jsonOrNull,
  providerApi,
  ProviderRefused,
  refundRefused,
  requireSignature,
  textAt,
  type AdapterConfig,
} from '../provider-kit.ts';
import { configuredAdapter } from '../configured-adapter.ts';
import type { PaymentOrder, PaymentProvider, ProviderDefinition, Verification } from '../types.ts';

const FLUTTERWAVE_LIVE_URL = 'https://api.flutterwave.com';

export interface FlutterwaveConfig extends AdapterConfig {
  publicKey: string;
  secretKey: string;
  /** The "secret hash" set with the webhook URL on the dashboard; Flutterwave sends it as `verif-hash`. */
  secretHash: string;
}

const NAME = 'Flutterwave';

const transactionSchema = z.object({
  id: z.number().int(),
  tx_ref: z.string(),
  amount: z.union([z.number(), z.string()]),
  currency: z.string(),
  status: z.string(),
});
type Transaction = z.infer<typeof transactionSchema>;
const verifySchema = z.object({ status: z.literal('success'), data: transactionSchema });
const linkSchema = z.object({ status: z.literal('success'), data: z.object({ link: z.string() }) });
const webhookSchema = z.object({
  event: z.string(),
  data: z.object({ id: z.number().int(), tx_ref: z.string().optional() }),
});

/** The shop's tx_ref for an order: one per order (Flutterwave refuses a second payment on a used one). */
export const flutterwaveTxRef = (order: Pick<PaymentOrder, 'id' | 'code'>) =>
  `bazaar-${order.id}-${order.code}`;

/** What a verified transaction means for an order (expected: its tx_ref, amount and currency). */
export function judgeTransaction(
  tx: Transaction,
  expected: { txRef?: string; amountMinor?: number; currency?: string },
): Verification {
  if (expected.txRef !== undefined && tx.tx_ref !== expected.txRef)
    return { status: 'unverified', reason: 'Flutterwave transaction belongs to another tx_ref' };
  if (tx.status === 'pending') return { status: 'pending' };
  if (tx.status !== 'successful')
    return { status: 'unverified', reason: `Flutterwave transaction status ${tx.status}` };
  const currency = tx.currency.toUpperCase();
  const amountMinor = decimalToMinor(tx.amount, currency);
  if (amountMinor === null)
    return { status: 'unverified', reason: `Flutterwave amount ${String(tx.amount)} unreadable` };
  if (expected.currency !== undefined && currency !== expected.currency)
    return {
      status: 'unverified',
      reason: `Flutterwave charged in ${currency}, the order is in ${expected.currency}`,
    };
  if (expected.amountMinor !== undefined && amountMinor !== expected.amountMinor)
    return {
      status: 'unverified',
      reason: `Flutterwave charged ${String(tx.amount)}, the order is ${minorToDecimal(expected.amountMinor, currency)}`,
    };
  return { status: 'paid', paymentId: String(tx.id), amountMinor, currency };
}

export function createFlutterwaveProvider(config: FlutterwaveConfig): PaymentProvider {
  const { call } = providerApi(NAME, config, FLUTTERWAVE_LIVE_URL);
  const headers = {
    authorization: `Bearer ${config.secretKey}`,
    accept: 'application/json',
  };

  /** The transaction as Flutterwave has it, or null when it has none with that id or reference. */
  async function verify(path: string): Promise<Transaction | null> {
    const { status, body } = await call(path, { headers });
    const parsed = verifySchema.safeParse(body);
    if (status === 200 && parsed.success) return parsed.data.data;
    if (status === 400 || status === 404) return null;
    throw new ProviderRefused(NAME, `verify: HTTP ${status}`);
  }
  const byId = (id: string | number) =>
    verify(`/v3/transactions/${encodeURIComponent(String(id))}/verify`);
  const byRef = (ref: string) =>
    verify(`/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(ref)}`);

  return {
    publicSettings: () => ({
      fw_public_key: config.publicKey,
      fw_environment: config.mode === 'live' ? 'live' : 'test',
    }),

    async start(order, urls) {
      const txRef = flutterwaveTxRef(order);
      const digits = minorToDecimal(order.amountMinor, order.currency);
      const { status, body } = await call('/v3/payments', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          tx_ref: txRef,
          amount: digits,
          currency: order.currency,
          // Flutterwave appends ?status=successful|cancelled&tx_ref=…&transaction_id=… to it.
          redirect_url: urls.returnUrl,
          customer: { email: order.email, name: order.name },
          customizations: { title: `Order ${order.code}` },
          meta: { order_id: order.id },
        }),
      });
      const parsed = linkSchema.safeParse(body);
      if (status !== 200 || !parsed.success || !/^https?:\/\//.test(parsed.data.data.link))
        throw new ProviderRefused(NAME, `payments: HTTP ${status}`);
      return { providerRef: txRef, next: { kind: 'redirect', url: parsed.data.data.link } };
    },

    async verifyReturn(order, params) {
      if (params.tx_ref !== undefined && params.tx_ref !== order.providerRef)
        return {
          status: 'unverified',
          reason: 'Flutterwave tx_ref in the return differs from the order',
        };
      const expected = {
        txRef: order.providerRef,
        amountMinor: order.amountMinor,
        currency: order.currency,
      };
      const id = params.transaction_id;
      if (id !== undefined && !/^\d{1,18}$/.test(id))
        return { status: 'unverified', reason: 'Flutterwave transaction id malformed' };
      // With an id: that transaction. Without (a cancelled checkout): whatever was charged on our reference.
      const tx = id !== undefined ? await byId(id) : await byRef(order.providerRef);
      if (!tx)
        return params.status === 'cancelled'
          ? { status: 'cancelled' }
          : { status: 'unverified', reason: 'Flutterwave has no such transaction' };
      const verdict = judgeTransaction(tx, expected);
      if (
        verdict.status === 'unverified' &&
        params.status === 'cancelled' &&
        tx.status !== 'successful'
      )
        return { status: 'cancelled' };
      return verdict;
    },

    async notification({ headers: h, rawBody }) {
      const body = jsonOrNull(rawBody);
      const parsed = webhookSchema.safeParse(body);
      if (!parsed.success || parsed.data.event !== 'charge.completed') return null;
      requireSignature(
        h.get('verif-hash'),
        config.secretHash,
        'Flutterwave verif-hash does not match',
      );
      // The hash proves the sender; the figures come from verifying the transaction, as Flutterwave advises.
      const tx = await byId(parsed.data.data.id);
      if (!tx) return null;
      return {
        // One event per transaction and status (a pending charge is notified again when it completes).
        eventId: `flw-${tx.id}-${tx.status}`,
        providerRef: tx.tx_ref,
        verification: judgeTransaction(tx, {}),
      };
    },

    // POST /v3/transactions/{id}/refund with the amount in major units; Flutterwave refuses more than charged.
    async refund(p) {
      const { status, body } = await call(
        `/v3/transactions/${encodeURIComponent(p.paymentId)}/refund`,
        {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({
            amount: minorToDecimal(p.amountMinor, p.currency),
            comments: `Order ${p.orderId} refunded`,
          }),
        },
      );
      const id = textAt(body, 'data', 'id');
      return status === 200 && textAt(body, 'status') === 'success' && id
        ? textAt(body, 'data', 'status') === 'failed'
          ? refundRefused(NAME, status, 'refund failed')
          : { status: 'refunded', refundId: id }
        : refundRefused(NAME, status, textAt(body, 'message'));
    },
  };
}

/** Flutterwave in the registry: its variables, its real hosts, its sandbox. */
export const flutterwaveDefinition: ProviderDefinition = {
  name: 'flutterwave',
  method: 5,
  ...configuredAdapter(createFlutterwaveProvider, {
    required: {
      publicKey: 'FLUTTERWAVE_PUBLIC_KEY',
      secretKey: 'FLUTTERWAVE_SECRET_KEY',
      secretHash: 'FLUTTERWAVE_SECRET_HASH',
    },
  }),
  live: { apiBase: FLUTTERWAVE_LIVE_URL, hostedBase: 'https://checkout.flutterwave.com' },
  sandboxVars: {
    FLUTTERWAVE_PUBLIC_KEY: 'FLWPUBK_TEST-sandbox00000000000000000000-X',
    FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-*-X',
    FLUTTERWAVE_SECRET_HASH: '*',
  },
};
