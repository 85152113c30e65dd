// The cart's action against the MSW API: the spec's quantity messages before any call, prices never sent,
// a guest's user_token made on the first add, PRG without JavaScript and an in-place answer with it.
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '#mocks/node.ts';
import { sessionStorage } from '#app/lib/session.server.ts';
import { readToast } from '#app/lib/toast.server.ts';
import { action as cartAction } from '#app/routes/($lang).cart/route.tsx';
import { action as compareAction } from '#app/routes/($lang).user.compared.tsx';
import { submit, useMockApi, apiAnswers } from '#tests/support/routes.ts';

useMockApi();

const toastOf = async (cookieHeader: string | null) =>
  (
    await readToast(
      new Request('http://x', {
        headers: {
          Cookie:
            (cookieHeader ?? '')
              .split(/,(?=\s*frontend_)/)
              .find((c) => c.trim().startsWith('frontend_toast='))
              ?.split(';')[0] ?? '',
        },
      }),
    )
  ).toast;

describe('cart action', () => {
  it('Buy now selects only this product and goes straight on to the shipping step, in the language', async () => {
    let path = '';
    server.use(
      http.post('*/api/v1/cart/buy-now', ({ request }) => {
        path = new URL(request.url).pathname;
        return HttpResponse.json({
          status: 200,
          message: '',
          data: { id: 1, product_id: 7, inventory_id: 70, quantity: 1, selected: 1 },
          token: null,
        });
      }),
    );
    const res = (await submit(
      cartAction,
      '/fr/cart',
      [
        ['intent', 'buy-now'],
        ['product_id', '7'],
        ['inventory_id', '70'],
        ['quantity', '1'],
        ['redirectTo', '/fr/product/7'],
      ],
      { params: { lang: 'fr' } },
    )) as Response;
    expect(path).toBe('/api/v1/cart/buy-now');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/fr/shipping');
  });

  it('adds for a guest: a user_token is made, only product, variant and quantity reach the API', async () => {
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.post('*/api/v1/cart/action', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({
          status: 200,
          message: '',
          // The cart row the API answers (contract/cart: CartRowSchema).
          data: { id: 1, product_id: 7, inventory_id: 70, quantity: 2, selected: 1 },
          token: null,
        });
      }),
    );
    const res = (await submit(cartAction, '/cart', [
      ['intent', 'add'],
      ['product_id', '7'],
      ['inventory_id', '70'],
      ['quantity', '2'],
      ['price', '0.01'],
      ['selling', '0.01'],
      ['redirectTo', '/x/product/7'],
    ])) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/x/product/7');
    expect(sent).toMatchObject({ product_id: 7, inventory_id: 70, quantity: 2 });
    expect(Object.keys(sent!).sort()).toEqual([
      'inventory_id',
      'product_id',
      'quantity',
      'user_token',
    ]);
    expect(String(sent!.user_token)).toMatch(/^[\w-]{20}$/);
    const session = res.headers.getSetCookie().find((c) => c.startsWith('frontend_session='))!;
    const data = (await sessionStorage().getSession(session.split(';')[0])).data;
    expect(data.userToken).toBe(sent!.user_token);
    expect((await toastOf(res.headers.getSetCookie().join(', ')))?.message).toBe(
      'Product successfully added to cart',
    );
  });

  it("a card's add (the shared form's `choose=card`) that the API refuses sends the shopper to the product's page, in the language", async () => {
    server.use(
      http.post('*/api/v1/cart/action', () =>
        HttpResponse.json(
          { status: 422, message: 'Please select all required attributes.', data: null },
          { status: 422 },
        ),
      ),
    );
    const res = (await submit(
      cartAction,
      '/tr/cart',
      [
        ['intent', 'add'],
        ['redirectTo', '/tr/all/x'],
        ['choose', 'card'],
        ['product_id', '7'],
      ],
      { params: { lang: 'tr' } },
    )) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/tr/product/product/7');
  });

  it("refuses negative, zero, decimal, huge and non-numeric quantities with the spec's messages, calling nothing", async () => {
    for (const [quantity, message] of [
      ['-3', 'Must have minimum 1 item.'],
      ['0', 'Must have minimum 1 item.'],
      ['1.5', 'Must have minimum 1 item.'],
      ['abc', 'Must have minimum 1 item.'],
      ['1000000', 'Maximum quantity exceeds.'],
    ] as const) {
      const res = (await submit(
        cartAction,
        '/cart',
        [
          ['intent', 'add'],
          ['product_id', '7'],
          ['quantity', quantity],
        ],
        { session: { userToken: 'guest-token-abcdefghij' } },
      )) as Response;
      expect((await toastOf(res.headers.getSetCookie().join(', ')))?.message, quantity).toBe(
        message,
      );
    }
  });

  it('answers in place with JavaScript (.data): the page stays, the toast comes with the revalidation', async () => {
    apiAnswers('post', 'cart/action', {
      status: 500,
      message: 'x',
      data: { form: ['This product is out of stock.'] },
    });
    const res = (await submit(
      cartAction,
      '/cart.data',
      [
        ['intent', 'add'],
        ['product_id', '7'],
        ['quantity', '1'],
      ],
      { session: { userToken: 'guest-token-abcdefghij' } },
    )) as { data: unknown; init?: ResponseInit };
    expect(res.data).toEqual({ ok: false, message: 'This product is out of stock.' });
    expect(res.init?.status).toBe(400);
  });

  it('sends a visitor who compares to log in and come back', async () => {
    const res = (await submit(compareAction, '/user/compared', [
      ['intent', 'toggle-compare'],
      ['product_id', '7'],
      ['redirectTo', '/x/product/7'],
    ])) as Response;
    expect(res.headers.get('Location')).toBe('/login?redirectTo=%2Fx%2Fproduct%2F7');
  });

  it('joins compare errors with commas', async () => {
    apiAnswers('post', 'user/compare-list/action', {
      status: 422,
      message: 'x',
      data: { form: ['First problem', 'Second problem'] },
    });
    const res = (await submit(
      compareAction,
      '/user/compared',
      [
        ['product_id', '7'],
        ['redirectTo', '/x/product/7'],
      ],
      { session: { token: 'mock-token-0123456789abcdef' } },
    )) as Response;
    expect((await toastOf(res.headers.getSetCookie().join(', ')))?.message).toBe(
      'First problem, Second problem',
    );
  });
  it('keeps a refused voucher code for the box: the toast of the redirect carries it (JavaScript off)', async () => {
    server.use(
      http.post('*/api/v1/voucher/validity', () =>
        HttpResponse.json({ status: 400, message: 'Invalid voucher', data: null, token: null }),
      ),
    );
    const res = (await submit(cartAction, '/cart', [
      ['intent', 'voucher'],
      ['code', 'NOPE10'],
    ])) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/cart');
    const toast = await toastOf(res.headers.get('Set-Cookie'));
    expect(toast).toMatchObject({ type: 'error', values: { voucher: 'NOPE10' } });
  });
});
