// The shipping step, the checkout and the order-placed page against the MSW API (issue 15): who may check
// out, the spec's shipping-step messages, only cash on delivery and bank transfer offered, "Place order"
// with the page's idempotency key (a forged or another shopper's key never reaches the API; the same key
// twice is one order), the e-mail call for cash on delivery, the bank transfer reference, and another
// shopper's order page as 404.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ActionFunctionArgs } from '@remix-run/node';
import { endpoints } from '#contract/endpoints.ts';
import { server } from '#mocks/node.ts';
import { callMock } from '#mocks/testing.ts';
import { MOCK_ACCOUNT, resetMockState } from '#mocks/identity.ts';
import { commonFixture, paymentGatewayFixture } from '#mocks/site.ts';
import type { SessionData } from '#app/lib/session.server.ts';
import {
  context,
  formPost,
  getAs as get,
  toastOf,
  useMockApi,
  apiAnswers,
  runRoute,
} from '#tests/support/routes.ts';
import { checkCheckoutKey, issueCheckoutKey } from '#app/lib/checkout.server.ts';
import * as shipping from '#app/routes/($lang).shipping/route.tsx';
import * as checkout from '#app/routes/($lang).checkout/route.tsx';
import * as complete from '#app/routes/($lang).checkout_.complete.$id/route.tsx';

const GUEST = 'guest-checkout-0001xx';
const OTHER = 'guest-checkout-0002xx';

type Sent = { method: string; path: string; body: Record<string, unknown> | null };
let sent: Sent[] = [];
useMockApi();
beforeEach(() => {
  resetMockState();
  sent = [];
  server.events.on('request:start', async ({ request }) => {
    const text = request.method === 'GET' ? '' : await request.clone().text();
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname.replace('/api/v1/', ''),
      body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
    });
  });
});
afterEach(() => server.events.removeAllListeners());

const post = (path: string, fields: [string, string][], session: SessionData = {}) =>
  formPost(path, fields, { session });
const run = runRoute;
/** Posts the form to `action` as the shopper whose `session` is given, answered as the page gets it. */
const act = <T>(
  action: (args: ActionFunctionArgs) => Promise<T>,
  path: string,
  fields: [string, string][],
  session: SessionData = {},
  params: Record<string, string> = {},
) => run(async () => action({ request: await post(path, fields, session), context, params }));
const writes = () => sent.filter((s) => s.method !== 'GET');

/** A guest cart (two lines) and, when given, an address in that country as the default. */
/** The shipping page's data for the guest `GUEST`. */
const guestShipping = async () =>
  (await shipping.loader({
    request: await get('/shipping', { userToken: GUEST }),
    context,
    params: {},
  })) as Awaited<ReturnType<typeof shipping.loader>>;

async function guestCart(userToken: string, country?: 'AF' | 'US') {
  for (const product_id of [3, 4])
    await callMock(endpoints.cartAction, {
      token: null,
      userToken,
      body: { product_id, quantity: 1 },
    });
  if (country)
    await callMock(endpoints.addressAction, {
      token: null,
      userToken,
      body: {
        name: 'Guest Buyer',
        email: 'guest@example.com',
        phone: '+1 212 555 0100',
        country,
        state: country === 'AF' ? 'BDS' : undefined,
        city: 'Town',
        zip: '1000',
        address_1: '1 Main',
        default: 1,
      },
    });
  sent = [];
}

describe('/shipping', () => {
  it('sends a visitor without a cart to the cart, and a guest to log in while guest checkout is off', async () => {
    const none = await run(() =>
      shipping.loader({ request: new Request('http://shop.test/shipping'), context, params: {} }),
    );
    expect(none.headers.get('Location')).toBe('/cart');
    apiAnswers('get', 'common', {
      status: 200,
      message: '',
      data: { ...commonFixture, setting: { ...commonFixture.setting, guest_checkout: 0 } },
      token: null,
    });
    const off = await run(async () =>
      shipping.loader({
        request: await get('/fr/shipping', { userToken: 'guest-off-000000001' }),
        context,
        params: { lang: 'fr' },
      }),
    );
    expect(off.headers.get('Location')).toBe('/fr/login?redirectTo=%2Ffr%2Fshipping');
  });

  it('offers every address of the book, not only its first page of 25: an older default is still chosen', async () => {
    await guestCart(GUEST, 'US');
    for (let i = 1; i <= 30; i++)
      await callMock(endpoints.addressAction, {
        token: null,
        userToken: GUEST,
        body: {
          name: `Buyer ${i}`,
          email: 'guest@example.com',
          phone: '+1 212 555 0100',
          country: 'US',
          city: 'Town',
          zip: '1000',
          address_1: `${i} Main`,
        },
      });
    const d = await guestShipping();
    expect(d.addresses).toHaveLength(31);
    // The default is the oldest address: on the book's second page.
    expect(d.addresses.find((a) => a.id === d.chosen)).toMatchObject({
      name: 'Guest Buyer',
      default: 1,
    });
  });

  it('without an address: the form is open and nothing can go on; "ship" without one says \'Please add an address first.\' and sends nothing', async () => {
    await guestCart(GUEST);
    const d = await guestShipping();
    expect(d.lines).toHaveLength(2);
    expect(d).toMatchObject({ guest: true, chosen: null, adding: true, addresses: [] });
    const res = await act(
      shipping.action,
      '/shipping',
      [
        ['intent', 'ship'],
        ['shipping_type', '1'],
      ],
      { userToken: GUEST },
    );
    expect(res.headers.get('Location')).toBe('/shipping');
    expect((await toastOf(res.headers))?.message).toBe('Please add an address first.');
    expect(writes()).toEqual([]);
  });

  it('adds a guest address inline (name, e-mail, phone) and ships the selected lines there', async () => {
    await guestCart(GUEST);
    const res = await act(
      shipping.action,
      '/shipping',
      [
        ['intent', 'save'],
        ['label', 'home'],
        ['name', 'Guest Buyer'],
        ['email', 'guest@example.com'],
        ['phone', '+1 212 555 0100'],
        ['country', 'FR'],
        ['city', 'Paris'],
        ['zip', '75001'],
        ['address_1', '1 rue de Rivoli'],
      ],
      { userToken: GUEST },
    );
    expect(res.status).toBe(302);
    expect((await toastOf(res.headers))?.message).toBe('Address created successfully');
    const [address, ship] = writes();
    expect(address).toMatchObject({
      path: 'user/address/action',
      body: { name: 'Guest Buyer', email: 'guest@example.com', default: 1, user_token: GUEST },
    });
    expect(ship).toMatchObject({ path: 'cart/update-shipping', body: { user_token: GUEST } });
    expect((ship!.body!.cart as unknown[]).length).toBe(2);
    // The mock products ship to AF only: each line says it cannot be shipped to France.
    const d = await guestShipping();
    expect(d.summary.unshippable.map((u) => u.country)).toEqual(['FR', 'FR']);
    expect(d.chosen).toBe(d.addresses[0]!.id);
  });

  it("goes on to /checkout only when every line ships: 'Product is unable to be shipped.' otherwise", async () => {
    await guestCart(GUEST, 'US');
    const book = await callMock(endpoints.addressAll, { token: null, userToken: GUEST });
    const id = String(book.data!.data[0]!.id);
    const go = async () =>
      act(
        shipping.action,
        '/shipping',
        [
          ['intent', 'ship'],
          ['address_id', id],
          ['shipping_type', '2'],
        ],
        { userToken: GUEST },
      );
    const refused = await go();
    expect(refused.headers.get('Location')).toBe('/shipping');
    expect((await toastOf(refused.headers))?.message).toBe('Product is unable to be shipped.');
    const update = sent.find((s) => s.path === 'cart/update-shipping')!;
    expect(update.body).toMatchObject({ selected_address: Number(id) });
    expect(
      (update.body!.cart as { shipping_type: number }[]).every((c) => c.shipping_type === 2),
    ).toBe(true);
    await guestCart(OTHER, 'AF');
    const other = await callMock(endpoints.addressAll, { token: null, userToken: OTHER });
    const ok = await act(
      shipping.action,
      '/ar/shipping',
      [
        ['intent', 'ship'],
        ['address_id', String(other.data!.data[0]!.id)],
        ['shipping_type', '1'],
      ],
      { userToken: OTHER },
      { lang: 'ar' },
    );
    expect(ok.headers.get('Location')).toBe('/ar/checkout');
  });
});

describe('/checkout', () => {
  const load = async (session: SessionData, path = '/checkout') =>
    (await checkout.loader({ request: await get(path, session), context, params: {} })) as Awaited<
      ReturnType<typeof checkout.loader>
    >;
  const place = async (session: SessionData, fields: Record<string, string>) =>
    act(checkout.action, '/checkout', Object.entries({ intent: 'place', ...fields }), session);

  it('sends a cart that cannot be shipped back to /shipping, and offers the methods the shop runs, its default first', async () => {
    await guestCart(GUEST, 'US');
    const back = await run(() => load({ userToken: GUEST }));
    expect(back.headers.get('Location')).toBe('/shipping');
    expect((await toastOf(back.headers))?.message).toBe('Product is unable to be shipped.');
    await guestCart(OTHER, 'AF');
    apiAnswers('get', 'payment-gateway', {
      status: 200,
      message: '',
      data: {
        ...paymentGatewayFixture,
        stripe: 1,
        razorpay: 1,
        payfast: 0,
        default: 7,
        sandbox_methods: [3],
      },
      token: null,
    });
    const d = await load({ userToken: OTHER });
    // Cash on delivery and bank transfer, then each online method that is on (payfast is off).
    expect(d.methods).toEqual([7, 2, 1, 3]);
    expect(d.testMethods).toEqual([3]);
    expect(d.lines).toHaveLength(2);
    // The ship-to address names its country and state (not their codes).
    expect(d.address).toMatchObject({ country: 'Afghanistan', state: 'Badakhshan' });
    expect(checkCheckoutKey(d.key, { id: `g:${OTHER}` })).toBe(true);
    expect(checkCheckoutKey(d.key, { id: `g:${GUEST}` })).toBe(false);
    expect(d.signature).toMatch(/^\d+x1@\d+,\d+x1@\d+=\d+$/);
  });

  it('idempotency: places with the page key and signature, e-mails once for cash on delivery, and the same key again is the same order', async () => {
    await guestCart(OTHER, 'AF');
    const d = await load({ userToken: OTHER });
    const fields = { order_method: '2', key: d.key, signature: d.signature };
    const first = await place({ userToken: OTHER }, fields);
    expect(first.status).toBe(302);
    expect(first.headers.get('Location')).toMatch(/^\/checkout\/complete\/\d+$/);
    expect((await toastOf(first.headers))?.message).toBe('Your order has been placed successfully');
    const action = writes().find((w) => w.path === 'order/action')!;
    expect(action.body).toEqual({
      user_token: OTHER,
      order_method: 2,
      voucher: '',
      idempotency_key: d.key,
      cart_signature: d.signature,
    });
    expect(sent.some((s) => /^order\/send-order-email\/\d+$/.test(s.path))).toBe(true);
    // A double click, a reload of the POST or the back button: the same key, the same order.
    const second = await place({ userToken: OTHER }, fields);
    expect(second.headers.get('Location')).toBe(first.headers.get('Location'));
    const mine = await callMock(endpoints.ordersByUser, {
      token: null,
      userToken: OTHER,
      body: {},
    });
    expect((mine.data as { data: unknown[] }).data).toHaveLength(1);
  });

  it("never sends a forged key, another shopper's key or a method it does not offer to the API", async () => {
    await guestCart(OTHER, 'AF');
    const d = await load({ userToken: OTHER });
    const cases: [Record<string, string>, string][] = [
      [{ order_method: '2', key: 'A'.repeat(54), signature: d.signature }, 'expired'],
      [
        { order_method: '2', key: issueCheckoutKey({ id: `g:${GUEST}` }), signature: d.signature },
        'expired',
      ],
      [
        {
          order_method: '2',
          key: issueCheckoutKey({ id: `u:${MOCK_ACCOUNT.token}` }),
          signature: d.signature,
        },
        'expired',
      ],
      [{ order_method: '9', key: d.key, signature: d.signature }, 'method'],
      [{ order_method: '0', key: d.key, signature: d.signature }, 'method'],
      [{ order_method: '2', key: d.key, signature: '<script>' }, 'expired'],
    ];
    for (const [fields, why] of cases) {
      sent = [];
      const res = await place({ userToken: OTHER }, fields);
      expect(res.headers.get('Location'), why).toBe('/checkout');
      expect((await toastOf(res.headers))?.message).toBe(
        why === 'method'
          ? 'Please choose a payment method.'
          : 'This checkout page has expired. Please review your order and place it again.',
      );
      expect(writes()).toEqual([]);
    }
  });

  it("shows the API's refusal (a changed cart) in the shopper's language and stays on the checkout", async () => {
    await guestCart(OTHER, 'AF');
    const d = await load({ userToken: OTHER });
    apiAnswers('post', 'order/action', {
      status: 500,
      message: 'x',
      data: {
        form: ['Your cart has changed since you opened the checkout. Please review your order.'],
      },
      token: null,
    });
    const res = await act(
      checkout.action,
      '/fr/checkout',
      Object.entries({
        intent: 'place',
        order_method: '2',
        key: d.key,
        signature: d.signature,
      }),
      {
        userToken: OTHER,
      },
      { lang: 'fr' },
    );
    // Back on the checkout with the method the shopper had chosen still chosen.
    expect(res.headers.get('Location')).toBe('/fr/checkout?method=2');
    expect((await toastOf(res.headers))?.message).toBe(
      'Votre panier a changé depuis l’ouverture du paiement. Veuillez vérifier votre commande.',
    );
    const alt = d.methods[1]!;
    const again = await load({ userToken: OTHER }, `/fr/checkout?method=${alt}`);
    expect(again.chosenMethod).toBe(alt);
    // A method the shop does not offer (or no method asked) falls back to the shop's default, offered first.
    const other = await load({ userToken: OTHER }, '/fr/checkout?method=99');
    expect(other.chosenMethod).toBe(other.methods[0]);
  });
});

describe('/checkout/complete/{id}', () => {
  async function placed(userToken: string, method: '2' | '7') {
    await guestCart(userToken, 'AF');
    const d = (await checkout.loader({
      request: await get('/checkout', { userToken }),
      context,
      params: {},
    })) as Awaited<ReturnType<typeof checkout.loader>>;
    const res = await act(
      checkout.action,
      '/checkout',
      Object.entries({
        intent: 'place',
        order_method: method,
        key: d.key,
        signature: d.signature,
      }),
      { userToken },
    );
    sent = [];
    return /(\d+)$/.exec(res.headers.get('Location')!)![1]!;
  }
  const show = async (id: string, session: SessionData) =>
    run(async () =>
      complete.loader({
        request: await get(`/checkout/complete/${id}`, session),
        context,
        params: { id },
      }),
    );

  it("shows the owner's order; another guest, a visitor and a malformed id get 404", async () => {
    const id = await placed(GUEST, '2');
    const mine = (await show(id, { userToken: GUEST })).data as Awaited<
      ReturnType<typeof complete.loader>
    >;
    expect(mine).toMatchObject({
      guest: true,
      bank: null,
      order: { id: Number(id), order_method: 2 },
    });
    for (const [pid, session] of [
      [id, { userToken: OTHER }],
      [id, {}],
      ['1e3', { userToken: GUEST }],
      ['../1', { userToken: GUEST }],
    ] as const) {
      const res = await show(pid, session);
      expect(res.status, `${pid} ${JSON.stringify(session)}`).toBe(404);
    }
  });

  /** The order-placed page's bank transfer reference, posted by the guest whose user_token is given. */
  const transaction = (id: string, ref: string, userToken: string) =>
    act(
      complete.action,
      `/checkout/complete/${id}`,
      [
        ['intent', 'transaction'],
        ['trans_id', ref],
      ],
      { userToken },
      { id },
    );

  it("bank transfer: the shop's bank details, then the reference → 'Payment data submitted successfully'", async () => {
    const id = await placed(GUEST, '7');
    const page = (await show(id, { userToken: GUEST })).data as Awaited<
      ReturnType<typeof complete.loader>
    >;
    expect(page.bank).toEqual({
      bank_name: 'Mock Bank',
      account_name: 'Mock Bazaar Ltd',
      account_number: '0001 2345 6789',
      branch_name: 'Main Street',
    });
    // No e-mail yet for a bank transfer: it goes with the reference.
    expect(sent.some((s) => s.path.startsWith('order/send-order-email'))).toBe(false);
    const empty = await transaction(id, '  ', GUEST);
    expect(empty.status).toBe(400);
    expect(writes()).toEqual([]);
    const res = await transaction(id, 'REF-42', GUEST);
    expect(res.headers.get('Location')).toBe(`/checkout/complete/${id}`);
    expect((await toastOf(res.headers))?.message).toBe('Payment data submitted successfully');
    expect(writes()[0]).toMatchObject({
      path: 'order/transaction',
      body: { id: Number(id), trans_id: 'REF-42' },
    });
    expect(sent.some((s) => s.path === `order/send-order-email/${id}`)).toBe(true);
    const after = (await show(id, { userToken: GUEST })).data as Awaited<
      ReturnType<typeof complete.loader>
    >;
    expect(after.order.trans_id).toBe('REF-42');
    // Another guest cannot submit a reference for it.
    const intruder = await transaction(id, 'X', OTHER);
    expect((await toastOf(intruder.headers))?.type).toBe('error');
  });
});
