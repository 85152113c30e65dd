// The product route's loader against the shared MSW handlers: bad page numbers never fail, reviews and
// suggestions are optional extras, and the description HTML is sanitised before it reaches the page.
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { ok } from '#contract/envelope.ts';
import { server } from '#mocks/node.ts';
import { productFixture, voucherFixture } from '#mocks/catalog.fixtures.ts';
import { loader, shouldRevalidate } from '#app/routes/($lang).$main.product.$id/route.tsx';
import { context, useMockApi } from '#tests/support/routes.ts';
import { settleProduct as settle } from '#tests/support/product.ts';

const request = (search: string, id: string, headers?: HeadersInit) =>
  loader({
    request: new Request(`http://shop.test/x/product/${id}${search}`, { headers }),
    context,
    params: { main: 'x', id },
  });

const load = async (search: string, id = '5') => settle(await request(search, id));

useMockApi();

describe('product loader', () => {
  it('loads the product, its first review page with star totals and both suggestion lists', async () => {
    const d = await load('');
    expect(d.product.id).toBe(5);
    expect(d.reviews?.all.current_page).toBe(1);
    expect(d.reviews?.all.data).toHaveLength(6);
    expect(d.reviews?.total).toEqual([
      { rating: 5, total: 3 },
      { rating: 4, total: 3 },
      { rating: 3, total: 2 },
    ]);
    expect(d.suggested?.suggestion_1.data).toHaveLength(7);
    expect(d.suggested?.suggestion_2.data).toHaveLength(7);
  });

  it('a client navigation streams reviews and suggestions after the page; documents and next pages await them', async () => {
    const fetched = { 'Sec-Fetch-Dest': 'empty' };
    const streamed = await request('', '5', fetched);
    expect(streamed.reviews).toBeInstanceOf(Promise);
    expect(streamed.suggested).toBeInstanceOf(Promise);
    expect((await settle(streamed)).reviews?.all.data).toHaveLength(6);
    // The reviews' "more" fetch and a suggestions page: that list arrives with the answer.
    const more = await request('?reviews_page=2', '5', fetched);
    expect(more.reviews).not.toBeInstanceOf(Promise);
    expect(more.suggested).toBeInstanceOf(Promise);
    const paged = await request('?suggested_page=2', '5', fetched);
    expect(paged.suggested).not.toBeInstanceOf(Promise);
    // A document (every visit without JavaScript) waits for both.
    const document = await request('', '5', { 'Sec-Fetch-Dest': 'document' });
    expect(document.reviews).not.toBeInstanceOf(Promise);
    expect(document.suggested).not.toBeInstanceOf(Promise);
  });

  it('writes review and voucher dates in the page language, so hydrating makes no Intl formatter (decision 115)', async () => {
    const d = await load('');
    const first = d.reviews!.all.data[0]!;
    expect(first.created_text).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(first.created_at!),
      ),
    );
    server.use(
      http.get('*/api/v1/product/:id', () =>
        HttpResponse.json(ok({ ...productFixture(5), vouchers: [voucherFixture] })),
      ),
    );
    const fr = await settle(
      await loader({
        request: new Request('http://shop.test/fr/x/product/5'),
        context,
        params: { lang: 'fr', main: 'x', id: '5' },
      }),
    );
    expect(fr.reviews!.all.data[0]!.created_text).toMatch(/^\d{1,2} \p{L}+ 2026$/u);
    expect(fr.product.vouchers.map((v) => v.end_text)).toEqual(['31 janvier 2099']);
  });

  it('passes the page parameters through to the API', async () => {
    const d = await load('?reviews_page=2&suggested_page=2');
    expect(d.reviews?.all.current_page).toBe(2);
    expect(d.reviews?.all.data.map((r) => r.id)).toEqual([7, 8]);
    expect(d.suggested?.suggestion_1.current_page).toBe(2);
  });

  it('treats nonsense in the query as page 1 and ignores unknown variant values', async () => {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => void seen.push(request.url));
    const d = await load('?reviews_page=abc&suggested_page=-3&a1=999999&a2=x&image=zz');
    server.events.removeAllListeners();
    expect(d.product.id).toBe(5);
    expect(d.reviews?.all.current_page).toBe(1);
    expect(d.suggested?.suggestion_1.current_page).toBe(1);
    const reviewsCall = new URL(seen.find((u) => u.includes('/reviews/'))!);
    expect(reviewsCall.searchParams.get('page')).toBe('1');
    expect(reviewsCall.searchParams.get('order_by')).toBe('created_at');
    expect(reviewsCall.searchParams.get('type')).toBe('desc');
    expect(reviewsCall.searchParams.get('get_total')).toBe('true');
  });

  it('still shows the product when reviews or suggestions fail', async () => {
    server.use(
      http.get('*/api/v1/reviews/:id', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
      // iShop answers an unknown product's suggestions with an empty body (docs/api-reference.md §8.12).
      http.get('*/api/v1/suggested-products/:id', () => new HttpResponse('', { status: 200 })),
    );
    const d = await load('');
    expect(d.product.title).toBe('Mock Laptop 5 16GB/512GB');
    expect(d.reviews).toBeNull();
    expect(d.suggested).toBeNull();
    // Streamed, they resolve to null too (single fetch would log a rejection as a server error).
    const streamed = await request('', '5', { 'Sec-Fetch-Dest': 'empty' });
    expect(streamed.reviews).toBeInstanceOf(Promise);
    expect(await streamed.reviews).toBeNull();
    expect(await streamed.suggested).toBeNull();
  });

  it('sanitises the description and overview HTML', async () => {
    server.use(
      http.get('*/api/v1/product/:id', () =>
        HttpResponse.json(
          ok({
            ...productFixture(5),
            description:
              '<p onclick="steal()">Solid <b>oak</b></p><script>alert(1)</script><a href="javascript:x()">x</a>',
            overview:
              '<img src="x.png" onerror="alert(1)"><iframe src="https://evil.test"></iframe>',
          }),
        ),
      ),
    );
    const d = await load('');
    expect(d.product.description).toContain('<b>oak</b>');
    expect(d.product.description).not.toMatch(/script|onclick|javascript:/i);
    expect(d.product.overview).not.toMatch(/onerror|iframe/i);
  });
});

describe('product shouldRevalidate', () => {
  const args = (from: string, to: string) => ({
    currentUrl: new URL(`http://s${from}`),
    nextUrl: new URL(`http://s${to}`),
    defaultShouldRevalidate: true,
    currentParams: {},
    nextParams: {},
    actionStatus: undefined,
  });
  it('skips the loader for a variant or image choice, but not for review or suggestion pages', () => {
    expect(shouldRevalidate(args('/x/product/5', '/x/product/5?a1=2&image=1'))).toBe(false);
    expect(shouldRevalidate(args('/x/product/5?a1=2', '/x/product/5?a1=2&reviews_page=2'))).toBe(
      true,
    );
    expect(shouldRevalidate(args('/x/product/5', '/x/product/6'))).toBe(true);
  });
});
