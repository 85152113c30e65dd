// The local Iyzico: Checkout Form initialize and retrieve behind IYZWSv2 authentication, the hosted payment page
// (which form-posts the token to the merchant's callbackUrl), signed answers (HMAC-SHA256 hex over the
// documented colon-joined fields) and HPP webhooks signed with X-IYZ-SIGNATURE-V3. Test secrets only; state in
// memory.
import { randomInt, randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { decimalToMinor, minorToDecimal } from '../amounts.ts';
import {
  IYZICO_INITIALIZE_PATH,
  IYZICO_RETRIEVE_PATH,
  iyzicoResponseSignature,
  iyzicoWebhookSignature,
  retrieveSignedFields,
} from '../iyzico.ts';
import { hmacSha256Hex, isRecord, safeEqual, type Fetch } from '../provider-kit.ts';
import { hostedPage, notFoundPage, Outbox, postBackPage, readChoice } from './kit.ts';

export interface IyzicoSandboxOptions {
  publicUrl: string;
  apiKey: string;
  secretKey: string;
  /** The merchant notification URL set on the merchant panel. */
  webhookUrl?: string;
  fetch?: Fetch;
}

interface Form {
  token: string;
  conversationId?: string;
  locale: string;
  basketId: string;
  currency: string;
  priceMinor: number;
  callbackUrl: string;
  outcome?: 'pay' | 'pending' | 'tamper-signature' | 'tamper-amount' | 'cancel';
  paymentId?: string;
  fraudStatus?: number;
}

export function createIyzicoSandbox(opts: IyzicoSandboxOptions) {
  const base = opts.publicUrl.replace(/\/+$/, '');
  const basePath = new URL(base).pathname.replace(/\/+$/, '');
  const outbox = new Outbox(opts.fetch ?? ((input, init) => fetch(input, init)));
  const forms = new Map<string, Form>();
  const merchantId = '3396676';

  const now = () => Date.now();
  const failure = (c: Context, errorCode: string, errorMessage: string, status: 200 | 401 = 200) =>
    c.json({ status: 'failure', errorCode, errorMessage, locale: 'en', systemTime: now() }, status);

  /** IYZWSv2: the header's signature is HMAC-SHA256(secretKey, randomKey + uri path + body). */
  async function authenticate(c: Context): Promise<{ ok: true; raw: string } | { ok: false }> {
    const raw = await c.req.text();
    const header = c.req.header('authorization') ?? '';
    if (!header.startsWith('IYZWSv2 ')) return { ok: false };
    const decoded = Buffer.from(header.slice(8), 'base64').toString('utf8');
    const m = /^apiKey:([^&]*)&randomKey:([^&]*)&signature:([0-9a-f]+)$/.exec(decoded);
    if (!m || m[1] !== opts.apiKey || c.req.header('x-iyzi-rnd') !== m[2]) return { ok: false };
    const path = new URL(c.req.url).pathname.slice(basePath.length);
    const expected = hmacSha256Hex(opts.secretKey, `${m[2]}${path}${raw}`);
    return safeEqual(m[3]!, expected) ? { ok: true, raw } : { ok: false };
  }

  function result(form: Form) {
    const paid = form.outcome !== 'cancel';
    const paidMinor = form.outcome === 'tamper-amount' ? form.priceMinor - 1 : form.priceMinor;
    const answer: Record<string, unknown> = {
      status: 'success',
      locale: form.locale,
      systemTime: now(),
      ...(form.conversationId ? { conversationId: form.conversationId } : {}),
      ...(paid
        ? {
            price: Number(minorToDecimal(form.priceMinor, form.currency)),
            paidPrice: Number(minorToDecimal(paidMinor, form.currency)),
            installment: 1,
            paymentId: form.paymentId,
            fraudStatus: form.fraudStatus,
            merchantCommissionRate: 0,
            merchantCommissionRateAmount: 0,
            cardType: 'CREDIT_CARD',
            cardAssociation: 'MASTER_CARD',
            binNumber: '55287900',
            lastFourDigits: '0008',
            authCode: String(randomInt(100_000, 999_999)),
            phase: 'AUTH',
          }
        : { errorCode: '10051', errorMessage: 'The buyer cancelled the payment' }),
      basketId: form.basketId,
      currency: form.currency,
      token: form.token,
      callbackUrl: form.callbackUrl,
      paymentStatus: paid ? 'SUCCESS' : 'FAILURE',
    };
    const key = form.outcome === 'tamper-signature' ? `${opts.secretKey}-tampered` : opts.secretKey;
    answer.signature = iyzicoResponseSignature(key, retrieveSignedFields(answer));
    return answer;
  }

  function webhook(form: Form) {
    if (!opts.webhookUrl || !form.paymentId) return;
    const body: Record<string, unknown> = {
      paymentConversationId: form.conversationId ?? '',
      merchantId,
      token: form.token,
      status: 'SUCCESS',
      iyziReferenceCode: randomUUID(),
      iyziEventType: 'CHECKOUT_FORM_AUTH',
      iyziEventTime: now(),
      iyziPaymentId: Number(form.paymentId),
    };
    outbox.send({
      id: String(body.iyziReferenceCode),
      url: opts.webhookUrl,
      headers: {
        'content-type': 'application/json',
        'x-iyz-signature-v3': iyzicoWebhookSignature(opts.secretKey, body),
      },
      body: JSON.stringify(body),
    });
  }

  const app = new Hono();

  app.post(IYZICO_INITIALIZE_PATH, async (c) => {
    const auth = await authenticate(c);
    if (!auth.ok) return failure(c, '1000', 'Geçersiz imza', 401);
    let body: unknown;
    try {
      body = JSON.parse(auth.raw);
    } catch {
      return failure(c, '11', 'Geçersiz istek');
    }
    if (!isRecord(body)) return failure(c, '11', 'Geçersiz istek');
    const currency = typeof body.currency === 'string' ? body.currency : 'TRY';
    const price = decimalToMinor(body.price, currency);
    const paidPrice = decimalToMinor(body.paidPrice, currency);
    const items = Array.isArray(body.basketItems) ? body.basketItems : [];
    const itemsTotal = items.reduce<number | null>((sum, it) => {
      const p = isRecord(it) ? decimalToMinor(it.price, currency) : null;
      return sum === null || p === null ? null : sum + p;
    }, 0);
    const buyer = isRecord(body.buyer) ? body.buyer : {};
    const required = [
      'id',
      'name',
      'surname',
      'email',
      'identityNumber',
      'registrationAddress',
      'city',
      'country',
      'ip',
    ];
    if (price === null || paidPrice === null || price <= 0)
      return failure(c, '5', 'price geçersiz');
    if (!items.length || itemsTotal !== price)
      return failure(c, '5001', 'Sepet tutarı ile sepetteki ürünlerin toplamı eşit olmalı');
    if (required.some((k) => typeof buyer[k] !== 'string' || !buyer[k]))
      return failure(c, '5', 'buyer alanları eksik');
    if (typeof body.callbackUrl !== 'string' || !/^https?:\/\//.test(body.callbackUrl))
      return failure(c, '5', 'callbackUrl geçersiz');
    if (typeof body.basketId !== 'string' || !body.basketId)
      return failure(c, '5', 'basketId gerekli');
    const form: Form = {
      token: randomUUID(),
      conversationId: typeof body.conversationId === 'string' ? body.conversationId : undefined,
      locale: body.locale === 'tr' ? 'tr' : 'en',
      basketId: body.basketId,
      currency,
      priceMinor: paidPrice,
      callbackUrl: body.callbackUrl,
    };
    forms.set(form.token, form);
    const paymentPageUrl = `${base}/checkoutform?token=${form.token}&lang=${form.locale}`;
    return c.json({
      status: 'success',
      locale: form.locale,
      systemTime: now(),
      ...(form.conversationId ? { conversationId: form.conversationId } : {}),
      token: form.token,
      checkoutFormContent: `<script type="text/javascript">if (typeof iyziInit == 'undefined') {var iyziInit = {currency:'${currency}',token:'${form.token}',price:${minorToDecimal(price, currency)},locale:'${form.locale}',baseUrl:'${base}',isSandbox:true};window.location.assign('${paymentPageUrl}');}</script>`,
      tokenExpireTime: 1800,
      paymentPageUrl,
      signature: iyzicoResponseSignature(opts.secretKey, [form.conversationId, form.token]),
    });
  });

  app.post(IYZICO_RETRIEVE_PATH, async (c) => {
    const auth = await authenticate(c);
    if (!auth.ok) return failure(c, '1000', 'Geçersiz imza', 401);
    let body: unknown;
    try {
      body = JSON.parse(auth.raw);
    } catch {
      return failure(c, '11', 'Geçersiz istek');
    }
    const form =
      isRecord(body) && typeof body.token === 'string' ? forms.get(body.token) : undefined;
    if (!form) return failure(c, '5115', 'Token bulunamadı');
    if (!form.outcome) return failure(c, '5116', 'Ödeme formu henüz tamamlanmadı');
    return c.json(result(form));
  });

  const page = (c: Context) => {
    const form = forms.get(c.req.query('token') ?? '');
    if (!form || form.outcome) return c.html(notFoundPage('iyzico'), 404);
    return c.html(
      hostedPage({
        provider: 'iyzico',
        action: `${base}/checkoutform?token=${form.token}`,
        amount: minorToDecimal(form.priceMinor, form.currency),
        currency: form.currency,
        reference: form.basketId,
        choices: [
          { value: 'pay', label: 'Pay' },
          {
            value: 'pending',
            label: 'Pay — held for fraud review',
            hint: 'fraudStatus 0: the merchant waits for the webhook that approves it.',
          },
          {
            value: 'tamper-signature',
            label: 'Tamper: a result with a bad signature',
            hint: 'The retrieve answer is signed with another key.',
          },
          {
            value: 'tamper-amount',
            label: 'Tamper: paid a different amount',
            hint: 'paidPrice is one minor unit less than the order (signed correctly).',
          },
          { value: 'cancel', label: 'Cancel payment' },
        ],
      }),
    );
  };
  app.get('/checkoutform', page);
  app.post('/checkoutform', async (c) => {
    const form = forms.get(c.req.query('token') ?? '');
    if (!form || form.outcome) return c.html(notFoundPage('iyzico'), 404);
    const choice = await readChoice(c.req.raw);
    if (!['pay', 'pending', 'tamper-signature', 'tamper-amount', 'cancel'].includes(choice))
      return page(c);
    form.outcome = choice as Form['outcome'];
    if (choice !== 'cancel') {
      form.paymentId = String(randomInt(20_000_000, 29_999_999));
      form.fraudStatus = choice === 'pending' ? 0 : 1;
      if (choice !== 'pending') webhook(form);
    }
    return c.html(
      postBackPage({ provider: 'iyzico', action: form.callbackUrl, fields: { token: form.token } }),
    );
  });

  /** Test control (not iyzico's API): a payment held for review is approved; its webhook is sent. */
  app.post('/__sandbox/settle/:token', (c) => {
    const form = forms.get(c.req.param('token'));
    if (!form || form.fraudStatus !== 0) return c.json({ settled: false }, 404);
    form.fraudStatus = 1;
    webhook(form);
    return c.json({ settled: true });
  });
  /** Test control: send a webhook again, unchanged. */
  app.post('/__sandbox/replay', (c) => {
    const again = outbox.replay(c.req.query('id'));
    return again ? c.json({ replayed: again.id }) : c.json({ replayed: null }, 404);
  });

  return { app, outbox, forms };
}
