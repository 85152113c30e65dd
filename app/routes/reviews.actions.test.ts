// The review page `/user/order/{id}/review/{productId}` against the MSW API (mocks/reviews.ts), with real
// cookies: a visitor is sent to log in, another's order or a product not in it is a 404, an order not yet
// delivered says so; the multipart form saves a review with photos (PRG, toast in the shopper's language),
// shows it again for editing, removes a photo by its checkbox, keeps what was typed when refused, refuses
// wrong types, oversize and too many photos before the API hears of them, and shows the API's partial
// failure 'Error uploading some images' and its refusals in the shopper's language.
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { ReviewMessages } from '#contract/reviews/schemas.ts';
import { server } from '#mocks/node.ts';
import { MOCK_ACCOUNT } from '#mocks/identity.ts';
import { deliverMockOrder } from '#mocks/orders.ts';
import type { SessionData } from '#app/lib/session.server.ts';
import { commitCsrfToken } from '#app/lib/csrf.server.ts';
import { action, loader } from '#app/routes/($lang).user.order.$id_.review.$productId.tsx';
import { loader as orderLoader } from '#app/routes/($lang).user.order.$id/route.tsx';
import {
  API,
  context,
  getAs as get,
  placeMockOrder,
  sessionCookie,
  toastOf,
  useFreshMockApi,
  SHOPPER,
  runRoute,
} from '#tests/support/routes.ts';

useFreshMockApi();

const PRODUCT = 3;

/** The review form as a browser posts it: multipart, with the CSRF token, files under `images`. */
async function post(
  path: string,
  fields: Record<string, string | string[]>,
  files: File[] = [],
  session: SessionData = SHOPPER,
) {
  const [token, csrfCookie] = await commitCsrfToken(new Request('http://shop.test/'));
  const form = new FormData();
  form.set('csrf', token);
  for (const [k, v] of Object.entries(fields))
    for (const one of Array.isArray(v) ? v : [v]) form.append(k, one);
  for (const f of files) form.append('images', f);
  if (!files.length) form.append('images', new File([], '', { type: 'application/octet-stream' }));
  return new Request(`http://shop.test${path}`, {
    method: 'POST',
    body: form,
    headers: {
      Cookie: [csrfCookie!.split(';')[0]!, await sessionCookie(session)].join('; '),
      Origin: 'http://shop.test',
    },
  });
}
/** An action's answer as Remix gives it (a Response's text as `data`), through the shared runRoute. */
const run = async (fn: () => Promise<unknown>) => {
  const r = await runRoute(fn);
  return { status: r.status, data: r.text || r.data, headers: r.headers };
};
const png = (name = 'photo.png', size = 64) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, ...new Array<number>(size).fill(1)])], name, {
    type: 'image/png',
  });

/** An order of the product placed through the mock API by the shopper (or a guest), delivered unless told. */
async function place(
  who: { token?: string; guest?: string } = { token: MOCK_ACCOUNT.token },
  deliver = true,
) {
  const { id } = await placeMockOrder(who, { product: PRODUCT });
  if (deliver) deliverMockOrder(id);
  return id;
}
const page = (id: number, product = PRODUCT, lang = '') =>
  `${lang ? `/${lang}` : ''}/user/order/${id}/review/${product}`;
const params = (id: number, product = PRODUCT) => ({ id: String(id), productId: String(product) });

describe('/user/order/{id}/review/{productId}', () => {
  it('sends a visitor to log in; another’s order, a product not in it and a bad id are 404', async () => {
    const id = await place();
    const visitor = await run(async () =>
      loader({ request: await get(page(id)), context, params: params(id) }),
    );
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('Location')).toContain('/login?redirectTo=');
    const guests = await place({ guest: 'guestREVIEWS0000000001' });
    for (const [o, p] of [
      [guests, PRODUCT],
      [id, 99999],
    ] as const) {
      const r = await run(async () =>
        loader({ request: await get(page(o, p), SHOPPER), context, params: params(o, p) }),
      );
      expect(r.status).toBe(404);
    }
    const bad = await run(async () =>
      loader({
        request: await get('/user/order/x/review/1', SHOPPER),
        context,
        params: { id: 'x', productId: '1' },
      }),
    );
    expect(bad.status).toBe(404);
  });

  it('says an order not yet delivered cannot be reviewed (and the API’s refusal in French), and offers the form once it is delivered', async () => {
    const pending = await place(undefined, false);
    const r = await run(async () =>
      loader({ request: await get(page(pending), SHOPPER), context, params: params(pending) }),
    );
    expect(r.data).toMatchObject({ reviewable: false, review: null });
    const refused = await run(async () =>
      action({
        request: await post(page(pending, PRODUCT, 'fr'), { rating: '4' }),
        context,
        params: params(pending),
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.error['']).toEqual([
      'Vous pourrez noter et commenter ce produit une fois la commande livrée.',
    ]);
    const delivered = await place();
    const order = await run(async () =>
      orderLoader({
        request: await get(`/user/order/${delivered}`, SHOPPER),
        context,
        params: { id: String(delivered) },
      }),
    );
    expect(order.data.order.status).toBe(5);
    const ok = await run(async () =>
      loader({ request: await get(page(delivered), SHOPPER), context, params: params(delivered) }),
    );
    expect(ok.data).toMatchObject({ reviewable: true, review: null, product: { id: PRODUCT } });
  });

  it('saves a review with two photos (PRG, toast in Arabic), shows it for editing and removes a photo by its checkbox', async () => {
    const id = await place();
    const saved = await run(async () =>
      action({
        request: await post(
          page(id, PRODUCT, 'ar'),
          { rating: '4', review: '<script>x</script> Nice' },
          [png('a.png'), png('../../b.png')],
        ),
        context,
        params: params(id),
      }),
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get('Location')).toBe(page(id, PRODUCT, 'ar'));
    expect(await toastOf(saved.headers)).toEqual({ type: 'success', message: 'شكرًا لمراجعتك.' });
    const shown = await run(async () =>
      loader({ request: await get(page(id), SHOPPER), context, params: params(id) }),
    );
    expect(shown.data.review).toMatchObject({ rating: 4, review: '<script>x</script> Nice' });
    expect(shown.data.review.images).toHaveLength(2);
    const drop = shown.data.review.images[0].id as number;
    const edited = await run(async () =>
      action({
        request: await post(page(id), {
          rating: '2',
          review: 'Changed',
          delete_image: String(drop),
        }),
        context,
        params: params(id),
      }),
    );
    expect(edited.status).toBe(302);
    const after = await run(async () =>
      loader({ request: await get(page(id), SHOPPER), context, params: params(id) }),
    );
    expect(after.data.review).toMatchObject({ rating: 2, review: 'Changed' });
    expect(after.data.review.images.map((i: { id: number }) => i.id)).toEqual([
      shown.data.review.images[1].id,
    ]);
  });

  it('refuses a missing rating, wrong types, oversize and too many photos before the API hears of them, keeping the text', async () => {
    const id = await place();
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('rating-review/action')) calls++;
    });
    const cases: [Record<string, string>, File[], string][] = [
      [{ review: 'Kept text' }, [], 'Please choose a rating from 1 to 5.'],
      [{ rating: '9', review: 'Kept text' }, [], 'Please choose a rating from 1 to 5.'],
      [
        { rating: '5', review: 'Kept text' },
        [new File(['hello'], 'x.jpg', { type: 'text/plain' })],
        'Photos must be JPEG or PNG images.',
      ],
      [
        { rating: '5', review: 'Kept text' },
        [png('big.png', 1000 * 1024)],
        'Each photo may be at most 1000 KB.',
      ],
      [
        { rating: '5', review: 'Kept text' },
        [png(), png(), png(), png(), png()],
        'A review can have at most 4 photos.',
      ],
    ];
    for (const [fields, files, message] of cases) {
      const r = await run(async () =>
        action({ request: await post(page(id), fields, files), context, params: params(id) }),
      );
      expect(r.status).toBe(400);
      expect(JSON.stringify(r.data.error)).toContain(message);
      expect(r.data.initialValue.review).toBe('Kept text');
      expect(r.data.initialValue.images).toBeUndefined();
    }
    server.events.removeAllListeners();
    expect(calls).toBe(0);
  });

  it('shows the API’s partial failure and its refusals in the shopper’s language', async () => {
    const id = await place();
    server.use(
      http.post(`${API}rating-review/action`, () =>
        HttpResponse.json({
          status: 200,
          message: ReviewMessages.someImagesFailed,
          data: { id: 1, rating: 5, review_images: [] },
          token: null,
        }),
      ),
    );
    const partial = await run(async () =>
      action({
        request: await post(page(id, PRODUCT, 'tr'), { rating: '5' }, [png()]),
        context,
        params: params(id),
      }),
    );
    expect(partial.status).toBe(302);
    expect(await toastOf(partial.headers)).toEqual({
      type: 'error',
      message: 'Bazı resimler yüklenirken hata oluştu',
    });
    server.use(
      http.post(`${API}rating-review/action`, () =>
        HttpResponse.json({
          status: 201,
          message: ReviewMessages.tooManyImages,
          data: { form: [ReviewMessages.tooManyImages] },
          token: null,
        }),
      ),
    );
    const refused = await run(async () =>
      action({
        request: await post(page(id, PRODUCT, 'fr'), { rating: '5', review: 'Gardé' }),
        context,
        params: params(id),
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.error['']).toEqual(['Un avis peut avoir au maximum 4 photos.']);
    expect(refused.data.initialValue.review).toBe('Gardé');
  });

  it('refuses a post without its CSRF token', async () => {
    const id = await place();
    const form = new FormData();
    form.set('rating', '5');
    const r = await run(async () =>
      action({
        request: new Request(`http://shop.test${page(id)}`, {
          method: 'POST',
          body: form,
          headers: { Cookie: await sessionCookie(SHOPPER), Origin: 'http://shop.test' },
        }),
        context,
        params: params(id),
      }),
    );
    expect(r.status).toBe(403);
  });
});
