// The local Iyzico (issue 16): Checkout Form initialize and retrieve behind IYZWSv2 authentication, the
// hosted payment page (which form-posts the token to the merchant's callbackUrl), signed answers (HMAC-SHA256
// hex over the documented colon-joined fields) and HPP webhooks signed with X-IYZ-SIGNATURE-V3. Test
// credentials only (sandboxVars); state in the sandbox store.
import { randomInt, randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { decimalToMinor, minorToDecimal } from '../amounts.ts';
import { hmacSha256Hex, isRecord, safeEqual } from '../provider-kit.ts';
import {
  IYZICO_INITIALIZE_PATH,
  IYZICO_REFUND_PATH,
  IYZICO_RETRIEVE_PATH,
  iyzicoResponseSignature,
  iyzicoWebhookSignature,
  retrieveSignedFields,
} from '../providers/iyzico-signatures.ts';
import type { SandboxContext } from '../types.ts';
import {
  hostedCheckout,
  returnPage,
  sandboxId,
  sandboxPage,
  settlePage,
  takeRefund,
  type Outcome,
} from './kit.ts';

const EXTRAS = [
  {
    outcome: 'pending',
    label: 'Pay (held for fraud review, approved later)',
    testId: 'sandbox-pay-pending',
  },
  {
    outcome: 'tamper-amount',
    label: 'Tamper (paid another amount, signed correctly)',
    testId: 'sandbox-tamper-amount',
  },
] as const;

type Choice = Outcome | (typeof EXTRAS)[number]['outcome'];

interface Form {
  token: string;
  conversationId?: string;
  locale: string;
  basketId: string;
  currency: string;
  priceMinor: number;
  callbackUrl: string;
  choice?: Choice;
  paymentId?: string;
  fraudStatus?: number;
}

const MERCHANT_ID = '3396676';

export function iyzicoSandbox(ctx: SandboxContext): Hono {
  const store = ctx.store;
  const basePath = new URL(ctx.base).pathname.replace(/\/+$/, '');
  const getForm = (token: string) => store.get<Form>(`form:${token}`);
  const putForm = (f: Form) => store.put(`form:${f.token}`, f);
  const now = () => Date.now();
  const failure = (c: Context, errorCode: string, errorMessage: string, status: 200 | 401 = 200) =>
    c.json({ status: 'failure', errorCode, errorMessage, locale: 'en', systemTime: now() }, status);

  /** IYZWSv2: the header's signature is HMAC-SHA256(secretKey, randomKey + uri path + body). */
  async function authenticate(c: Context): Promise<string | null> {
    const raw = await c.req.text();
    const header = c.req.header('authorization') ?? '';
    if (!header.startsWith('IYZWSv2 ')) return null;
    const decoded = Buffer.from(header.slice(8), 'base64').toString('utf8');
    const m = /^apiKey:([^&]*)&randomKey:([^&]*)&signature:([0-9a-f]+)$/.exec(decoded);
    if (!m || m[1] !== ctx.vars.IYZICO_API_KEY || c.req.header('x-iyzi-rnd') !== m[2]) return null;
    const full = new URL(c.req.url).pathname;
    const path = basePath && full.startsWith(`${basePath}/`) ? full.slice(basePath.length) : full;
    const expected = hmacSha256Hex(ctx.vars.IYZICO_SECRET_KEY!, `${m[2]}${path}${raw}`);
    return safeEqual(m[3]!, expected) ? raw : null;
  }

  /** A signed call's JSON body, or iyzico's failure answer (bad signature: 1000; not JSON: 11). */
  async function signedJson(c: Context): Promise<{ body: unknown } | Response> {
    const raw = await authenticate(c);
    if (raw === null) return failure(c, '1000', 'Geçersiz imza', 401);
    try {
      return { body: JSON.parse(raw) as unknown };
    } catch {
      return failure(c, '11', 'Geçersiz istek');
    }
  }

  function result(form: Form) {
    const paid = form.choice !== 'cancel';
    const paidMinor = form.choice === 'tamper-amount' ? form.priceMinor - 1 : form.priceMinor;
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
    // Tampered: the answer is signed with another key than the merchant's.
    const key =
      form.choice === 'tamper'
        ? `${ctx.vars.IYZICO_SECRET_KEY}-tampered`
        : ctx.vars.IYZICO_SECRET_KEY!;
    answer.signature = iyzicoResponseSignature(key, retrieveSignedFields(answer));
    return answer;
  }

  async function webhook(form: Form, opts: { hold?: boolean; tamper?: boolean } = {}) {
    if (!form.paymentId) return;
    const body: Record<string, unknown> = {
      paymentConversationId: form.conversationId ?? '',
      merchantId: MERCHANT_ID,
      token: form.token,
      status: 'SUCCESS',
      iyziReferenceCode: randomUUID(),
      iyziEventType: 'CHECKOUT_FORM_AUTH',
      iyziEventTime: now(),
      iyziPaymentId: Number(form.paymentId),
    };
    const key = opts.tamper
      ? `${ctx.vars.IYZICO_SECRET_KEY}-tampered`
      : ctx.vars.IYZICO_SECRET_KEY!;
    await ctx.notify(
      ctx.notifyUrl,
      {
        headers: {
          'content-type': 'application/json',
          'x-iyz-signature-v3': iyzicoWebhookSignature(key, body),
        },
        body: JSON.stringify(body),
      },
      {
        hold: opts.hold,
        label: `CHECKOUT_FORM_AUTH ${form.paymentId} (order ${form.conversationId ?? '?'})`,
      },
    );
  }

  const app = new Hono();

  app.post(IYZICO_INITIALIZE_PATH, async (c) => {
    const read = await signedJson(c);
    if (read instanceof Response) return read;
    const { body } = read;
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
    await putForm(form);
    const paymentPageUrl = `${ctx.base}/checkoutform?token=${form.token}&lang=${form.locale}`;
    return c.json({
      status: 'success',
      locale: form.locale,
      systemTime: now(),
      ...(form.conversationId ? { conversationId: form.conversationId } : {}),
      token: form.token,
      checkoutFormContent: `<script type="text/javascript">if (typeof iyziInit == 'undefined') {var iyziInit = {currency:'${currency}',token:'${form.token}',price:${minorToDecimal(price, currency)},locale:'${form.locale}',baseUrl:'${ctx.base}',isSandbox:true};window.location.assign('${paymentPageUrl}');}</script>`,
      tokenExpireTime: 1800,
      paymentPageUrl,
      signature: iyzicoResponseSignature(ctx.vars.IYZICO_SECRET_KEY!, [
        form.conversationId,
        form.token,
      ]),
    });
  });

  app.post(IYZICO_RETRIEVE_PATH, async (c) => {
    const read = await signedJson(c);
    if (read instanceof Response) return read;
    const { body } = read;
    const form =
      isRecord(body) && typeof body.token === 'string' ? await getForm(body.token) : null;
    if (!form) return failure(c, '5115', 'Token bulunamadı');
    if (!form.choice) return failure(c, '5116', 'Ödeme formu henüz tamamlanmadı');
    return c.json(result(form));
  });

  // Refund V2 by paymentId: the paid price at most, in the payment's currency.
  app.post(IYZICO_REFUND_PATH, async (c) => {
    const read = await signedJson(c);
    if (read instanceof Response) return read;
    const { body } = read;
    const paymentId = isRecord(body) ? String(body.paymentId ?? '') : '';
    const link = await store.get<{ token: string }>(`payment:${paymentId}`);
    const form = link ? await getForm(link.token) : null;
    if (!isRecord(body) || !form || form.fraudStatus !== 1)
      return failure(c, '5092', 'Ödeme bulunamadı');
    if (body.currency !== undefined && body.currency !== form.currency)
      return failure(c, '5093', 'Para birimi ödemeninkiyle aynı olmalı');
    const amount = decimalToMinor(body.price, form.currency) ?? -1;
    const ref = `mock${sandboxId('', 12)}iyzihostrfn`;
    const taken = await takeRefund(store, paymentId, form.priceMinor, amount, ref);
    if (!taken.ok) return failure(c, '5031', 'İade tutarı, iade edilebilir tutardan büyük olamaz');
    return c.json({
      status: 'success',
      locale: typeof body.locale === 'string' ? body.locale : 'tr',
      systemTime: now(),
      ...(typeof body.conversationId === 'string' ? { conversationId: body.conversationId } : {}),
      paymentId,
      price: Number(minorToDecimal(amount, form.currency)),
      currency: form.currency,
      authCode: String(randomInt(100_000, 999_999)),
      hostReference: ref,
      refundHostReference: ref,
      retryable: false,
    });
  });

  hostedCheckout(app, '/checkoutform', {
    name: 'iyzico',
    missing: 'No such payment form.',
    find: (c) => getForm(c.req.query('token') ?? ''),
    closed: (form) => (form.choice ? '<p>This payment form has been used.</p>' : null),
    page: (form) => ({
      title: 'iyzico Ödeme Formu',
      amount: `${minorToDecimal(form.priceMinor, form.currency)} ${form.currency}`,
      details: { Basket: form.basketId },
      note: 'Card 5528 7900 0000 0008 (test)',
      action: `${ctx.base}/checkoutform?token=${form.token}`,
    }),
    extras: EXTRAS,
    async press(c, form, choice) {
      form.choice = choice;
      if (choice !== 'cancel') {
        form.paymentId = String(randomInt(20_000_000, 29_999_999));
        form.fraudStatus = choice === 'pending' ? 0 : 1;
      }
      await putForm(form);
      if (form.paymentId) await store.put(`payment:${form.paymentId}`, { token: form.token });
      if (choice !== 'cancel' && choice !== 'pending')
        await webhook(form, { hold: choice === 'pay-hold', tamper: choice === 'tamper' });
      // iyzico ends its page with a form posting the token to the merchant's callbackUrl.
      return c.html(
        returnPage(
          'iyzico',
          choice === 'cancel' ? 'The payment was cancelled.' : 'The payment form is complete.',
          form.callbackUrl,
          { token: form.token },
        ),
      );
    },
  });

  /** Not iyzico's API: the sandbox's page of payments held for review, each approved with a button (then its webhook). */
  app.get('/settle', async (c) => {
    const held = (await store.list<Form>('form:')).filter((r) => r.value.fraudStatus === 0);
    const waiting = held.map(({ value: f }) => ({
      label: `${f.basketId} — ${minorToDecimal(f.priceMinor, f.currency)} ${f.currency}`,
      action: `${ctx.base}/settle/${f.token}`,
    }));
    return c.html(settlePage('iyzico — payments under review', waiting, 'Approve the payment'));
  });
  app.post('/settle/:token', async (c) => {
    const form = await getForm(c.req.param('token'));
    if (!form || form.fraudStatus !== 0) return c.text('Not found', 404);
    form.fraudStatus = 1;
    await putForm(form);
    await webhook(form);
    return c.html(
      sandboxPage(
        'iyzico',
        '<p data-testid="sandbox-settled">The payment was approved; iyzico sent its webhook.</p>',
      ),
    );
  });

  return app;
}
