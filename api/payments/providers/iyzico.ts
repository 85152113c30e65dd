// Iyzico (method 6): Checkout Form over REST with fetch (decision 095). Every call carries the IYZWSv2
// Authorization header: HMAC-SHA256(secretKey, randomKey + uri path + request body) in hex, then
// base64("apiKey:…&randomKey:…&signature:…"). Initialize gives a token and the hosted page; iyzico form-posts
// the token to the callback; the server retrieves the result by token. Paid only when status is success and
// paymentStatus SUCCESS, the response signature (HMAC-SHA256 hex over the documented colon-joined fields)
// verifies, and paidPrice, currency, basketId and conversationId are the order's. Webhooks (HPP format) carry
// X-IYZ-SIGNATURE-V3; their result is retrieved by token the same way.
import { randomInt } from 'node:crypto';
import { z } from 'zod/v4';
import { decimalToMinor, minorToDecimal } from '../amounts.ts';
import {
  isRecord,
  jsonOrNull,
  providerApi,
  ProviderRefused,
  refundRefused,
  requireSignature,
  safeEqual,
  textAt,
  type AdapterConfig,
} from '../provider-kit.ts';
import { configuredAdapter } from '../configured-adapter.ts';
import type { PaymentOrder, PaymentProvider, ProviderDefinition, Verification } from '../types.ts';
import {
  IYZICO_INITIALIZE_PATH,
  IYZICO_REFUND_PATH,
  IYZICO_RETRIEVE_PATH,
  iyzicoAuthorization,
  iyzicoResponseSignature,
  iyzicoWebhookSignature,
  retrieveSignedFields,
} from './iyzico-signatures.ts';

const IYZICO_LIVE_URL = 'https://api.iyzipay.com';

/** baseUrl: https://api.iyzipay.com, https://sandbox-api.iyzipay.com, or the local sandbox. */
interface IyzicoConfig extends AdapterConfig {
  apiKey: string;
  secretKey: string;
  /** Sent as the buyer's identity number when the shop has none (iyzico requires the field). */
  identityNumber?: string;
}

const NAME = 'Iyzico';

const initializeSchema = z.object({
  status: z.literal('success'),
  locale: z.string().optional(),
  systemTime: z.number().optional(),
  conversationId: z.string().optional(),
  token: z.string().min(1),
  checkoutFormContent: z.string(),
  tokenExpireTime: z.number(),
  paymentPageUrl: z.string(),
  signature: z.string().optional(),
});
const retrieveSchema = z.object({
  status: z.string(),
  errorCode: z.string().optional(),
  errorMessage: z.string().optional(),
  paymentStatus: z.string().optional(),
  paymentId: z.string().optional(),
  fraudStatus: z.number().optional(),
  currency: z.string().optional(),
  basketId: z.string().optional(),
  conversationId: z.string().optional(),
  paidPrice: z.union([z.number(), z.string()]).optional(),
  price: z.union([z.number(), z.string()]).optional(),
  token: z.string().optional(),
  signature: z.string().optional(),
});
type Retrieved = z.infer<typeof retrieveSchema>;
const webhookSchema = z.object({
  iyziEventType: z.string(),
  iyziReferenceCode: z.string().min(1),
  token: z.string().min(1),
  paymentConversationId: z.string().optional(),
  status: z.string(),
});

const splitName = (full: string) => {
  const words = full.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { name: words[0] ?? '-', surname: words[0] ?? '-' };
  return { name: words.slice(0, -1).join(' '), surname: words.at(-1)! };
};

function createIyzicoProvider(config: IyzicoConfig): PaymentProvider {
  const { base, call } = providerApi(NAME, config, IYZICO_LIVE_URL);

  async function post(path: string, payload: Record<string, unknown>) {
    const body = JSON.stringify(payload);
    const randomKey = `${Date.now()}${randomInt(100_000_000, 999_999_999)}`;
    return call(path, {
      method: 'POST',
      headers: {
        authorization: iyzicoAuthorization({ ...config, randomKey, uriPath: path, body }),
        'x-iyzi-rnd': randomKey,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body,
    });
  }

  async function retrieve(token: string, conversationId?: string): Promise<Retrieved> {
    const { status, body } = await post(IYZICO_RETRIEVE_PATH, {
      locale: 'en',
      ...(conversationId ? { conversationId } : {}),
      token,
    });
    const parsed = retrieveSchema.safeParse(body);
    if (status !== 200 || !parsed.success)
      throw new ProviderRefused(NAME, `retrieve: HTTP ${status}`);
    return parsed.data;
  }

  /** What a retrieve answer means; `expected` holds the order's figures when we know the order. */
  function judge(r: Retrieved, expected?: PaymentOrder): Verification {
    if (r.status !== 'success')
      return {
        status: 'unverified',
        reason: `Iyzico: ${r.errorCode ?? ''} ${r.errorMessage ?? 'failure'}`.trim(),
      };
    const expectedSig = iyzicoResponseSignature(config.secretKey, retrieveSignedFields(r));
    if (!r.signature || !safeEqual(r.signature.toLowerCase(), expectedSig))
      return { status: 'unverified', reason: 'Iyzico response signature does not verify' };
    if (expected && r.basketId !== undefined && r.basketId !== expected.code)
      return { status: 'unverified', reason: 'Iyzico basketId is not the order' };
    if (expected && r.conversationId !== undefined && r.conversationId !== String(expected.id))
      return { status: 'unverified', reason: 'Iyzico conversationId is not the order' };
    if (r.paymentStatus === 'FAILURE' && !r.paymentId) return { status: 'cancelled' };
    if (r.paymentStatus === 'INIT_THREEDS' || r.paymentStatus === 'CALLBACK_THREEDS')
      return { status: 'pending' };
    if (r.paymentStatus !== 'SUCCESS' || !r.paymentId)
      return {
        status: 'unverified',
        reason: `Iyzico payment status ${r.paymentStatus ?? 'missing'}`,
      };
    // fraudStatus 0: under review, ship nothing yet — a webhook follows; -1: rejected.
    if (r.fraudStatus === 0) return { status: 'pending' };
    if (r.fraudStatus !== undefined && r.fraudStatus !== 1)
      return { status: 'unverified', reason: 'Iyzico fraud check rejected the payment' };
    const currency = (r.currency ?? '').toUpperCase();
    const amountMinor = decimalToMinor(r.paidPrice, currency);
    if (amountMinor === null || !currency)
      return { status: 'unverified', reason: 'Iyzico paidPrice or currency unreadable' };
    if (expected && (!r.basketId || !r.conversationId))
      return { status: 'unverified', reason: 'Iyzico answer lacks basketId or conversationId' };
    if (expected && (currency !== expected.currency || amountMinor !== expected.amountMinor))
      return {
        status: 'unverified',
        reason: `Iyzico paid ${String(r.paidPrice)} ${currency}, the order is ${minorToDecimal(expected.amountMinor, expected.currency)} ${expected.currency}`,
      };
    return { status: 'paid', paymentId: r.paymentId, amountMinor, currency };
  }

  return {
    publicSettings: () => ({ ip_base_url: base }),

    async start(order, urls) {
      if (!order.address || !order.ip)
        throw new ProviderRefused(NAME, 'initialize: the buyer address and IP are required');
      const price = minorToDecimal(order.amountMinor, order.currency);
      const { name, surname } = splitName(order.name);
      const address = {
        contactName: order.name,
        city: order.address.city,
        country: order.address.country,
        address: order.address.line,
        ...(order.address.zip ? { zipCode: order.address.zip } : {}),
      };
      const { status, body } = await post(IYZICO_INITIALIZE_PATH, {
        locale: order.language === 'tr' ? 'tr' : 'en',
        conversationId: String(order.id),
        price,
        paidPrice: price,
        currency: order.currency,
        basketId: order.code,
        paymentGroup: 'PRODUCT',
        // iyzico form-posts token=… to the API's callback once the shopper is done (paid, failed or cancelled).
        callbackUrl: urls.callbackUrl,
        enabledInstallments: [1],
        buyer: {
          id: `order-${order.id}`,
          name,
          surname,
          email: order.email,
          identityNumber: config.identityNumber ?? '11111111111',
          registrationAddress: order.address.line,
          city: order.address.city,
          country: order.address.country,
          ip: order.ip,
          ...(order.address.zip ? { zipCode: order.address.zip } : {}),
        },
        shippingAddress: address,
        billingAddress: address,
        basketItems: [
          {
            id: order.code,
            name: `Order ${order.code}`,
            category1: 'Order',
            itemType: 'PHYSICAL',
            price,
          },
        ],
      });
      const parsed = initializeSchema.safeParse(body);
      if (status !== 200 || !parsed.success) {
        const why = isRecord(body)
          ? `${String(body.errorCode ?? '')} ${String(body.errorMessage ?? '')}`
          : '';
        throw new ProviderRefused(NAME, `initialize: HTTP ${status} ${why}`.trim());
      }
      const init = parsed.data;
      if (
        init.signature !== undefined &&
        !safeEqual(
          init.signature.toLowerCase(),
          iyzicoResponseSignature(config.secretKey, [init.conversationId, init.token]),
        )
      )
        throw new ProviderRefused(NAME, 'initialize: response signature does not verify');
      if (!/^https?:\/\//.test(init.paymentPageUrl))
        throw new ProviderRefused(NAME, 'initialize: no payment page');
      return {
        providerRef: init.token,
        next: { kind: 'redirect', url: init.paymentPageUrl },
        contractData: {
          iyzico_payment: {
            status: init.status,
            locale: init.locale,
            systemTime: init.systemTime,
            conversationId: init.conversationId,
            token: init.token,
            checkoutFormContent: init.checkoutFormContent,
            tokenExpireTime: init.tokenExpireTime,
            paymentPageUrl: init.paymentPageUrl,
          },
        },
      };
    },

    async verifyReturn(order, params) {
      if (params.token !== undefined && params.token !== order.providerRef)
        return { status: 'unverified', reason: 'Iyzico token in the callback is not the order’s' };
      const r = await retrieve(order.providerRef, String(order.id));
      if (r.token !== undefined && r.token !== order.providerRef)
        return { status: 'unverified', reason: 'Iyzico answered for another token' };
      return judge(r, order);
    },

    async notification({ headers, rawBody }) {
      const body = jsonOrNull(rawBody);
      const parsed = webhookSchema.safeParse(body);
      if (!parsed.success || !isRecord(body)) return null;
      const eventId = `iyzico-${parsed.data.iyziReferenceCode}`;
      requireSignature(
        headers.get('x-iyz-signature-v3')?.toLowerCase(),
        iyzicoWebhookSignature(config.secretKey, body),
        'Iyzico X-IYZ-SIGNATURE-V3 does not verify',
      );
      // The signature proves the sender; the figures come from retrieving the result by token.
      const r = await retrieve(parsed.data.token, parsed.data.paymentConversationId);
      const conversation = r.conversationId ?? parsed.data.paymentConversationId;
      return {
        eventId,
        providerRef: parsed.data.token,
        ...(conversation && /^\d+$/.test(conversation) ? { orderId: Number(conversation) } : {}),
        verification: judge(r),
      };
    },

    // Refund V2 (POST /v2/payment/refund, IYZWSv2-signed like every call): the payment's full paid price.
    async refund(p) {
      const { status, body } = await post(IYZICO_REFUND_PATH, {
        locale: 'en',
        conversationId: String(p.orderId),
        paymentId: p.paymentId,
        price: minorToDecimal(p.amountMinor, p.currency),
        currency: p.currency,
      });
      if (status !== 200 || textAt(body, 'status') !== 'success')
        return refundRefused(NAME, status, textAt(body, 'errorCode'), textAt(body, 'errorMessage'));
      const id =
        textAt(body, 'refundHostReference') || textAt(body, 'hostReference') || p.paymentId;
      return { status: 'refunded', refundId: id };
    },
  };
}

/** Iyzico in the registry: its variables, its real hosts, its sandbox. */
export const iyzicoDefinition: ProviderDefinition = {
  name: 'iyzico',
  method: 6,
  gatewayFlag: 'iyzico_payment',
  ...configuredAdapter(createIyzicoProvider, {
    required: { apiKey: 'IYZICO_API_KEY', secretKey: 'IYZICO_SECRET_KEY' },
    optional: { identityNumber: 'IYZICO_IDENTITY_NUMBER' },
  }),
  live: { apiBase: IYZICO_LIVE_URL, hostedBase: 'https://cpp.iyzipay.com' },
  sandboxVars: {
    IYZICO_API_KEY: 'sandbox-iyzico-api-key-0000000000000000',
    IYZICO_SECRET_KEY: 'sandbox-iyzico-secret-key-*',
  },
};
