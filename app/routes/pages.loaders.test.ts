// Loaders and the contact action of the flash-sale, static page, categories and brands screens, against
// the MSW handlers (mocks/catalog.ts, mocks/site.ts), including error, empty and hostile-input cases.
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '#mocks/node.ts';
import { FLASH_SALE_GONE } from '#mocks/catalog.fixtures.ts';
import { ok, formError } from '#contract/envelope.ts';
import { readToast } from '#app/lib/toast.server.ts';
import { loader as salesLoader } from '#app/routes/($lang).flash-sale._index.tsx';
import { loader as saleLoader } from '#app/routes/($lang).flash-sale.$id.tsx';
import { formatDateTime } from '#app/lib/format.ts';
import {
  action as pageAction,
  loader as pageLoader,
} from '#app/routes/($lang).page.$slug/route.tsx';
import { loader as categoriesLoader } from '#app/routes/($lang).categories.tsx';
import { loader as brandsLoader } from '#app/routes/($lang).brands.tsx';
import {
  args,
  context,
  formPost,
  useMockApi,
  apiAnswers,
  runRoute,
} from '#tests/support/routes.ts';

/** A loader's answer as status + payload (a Response's text), whether returned plainly, with data(), or thrown. */
const settle = async (fn: () => Promise<unknown>) => {
  const r = await runRoute(fn);
  return { status: r.status, body: r.text || r.data };
};

useMockApi();

describe('/flash-sale', () => {
  it('lists running sales first, labels upcoming ones, with a translated title', async () => {
    const { status, body } = await settle(() => salesLoader(args('/flash-sale')));
    expect(status).toBe(200);
    expect(body.sales.map((s: any) => [s.id, s.upcoming])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(body.sales[0].public_products).toHaveLength(9);
    expect(body.title).toBe('Flash sales');
    // Start and end come formatted in the page's language (the browser needs no date formatter).
    expect(body.sales[0].end_text).toBe('Jan 1, 2099, 12:00 AM');
    expect(body.sales[0].start_text).toBe(formatDateTime(body.sales[0].start_time, 'en'));
    const ar = await settle(() => salesLoader(args('/ar/flash-sale')));
    expect(ar.body.title).toBe('العروض الخاطفة');
    expect(ar.body.sales[0].end_text).toBe(formatDateTime('2099-01-01 00:00:00', 'ar'));
    expect(ar.body.sales[0].end_text).not.toBe(body.sales[0].end_text);
  });

  it('is empty when no sale runs', async () => {
    server.use(http.get('*/api/v1/flash-sale', () => HttpResponse.json(ok([]))));
    const { status, body } = await settle(() => salesLoader(args('/flash-sale')));
    expect(status).toBe(200);
    expect(body.sales).toEqual([]);
  });

  it('answers 503 "API is down." when the API is unreachable', async () => {
    server.use(http.get('*/api/v1/flash-sale', () => HttpResponse.error()));
    const { status, body } = await settle(() => salesLoader(args('/flash-sale')));
    expect(status).toBe(503);
    expect(body.message).toBe('API is down.');
  });
});

describe('/flash-sale/{id}', () => {
  it('loads a page of the sale with its title and end from the list of sales', async () => {
    const { status, body } = await settle(() =>
      saleLoader(args('/flash-sale/1?page=2', { id: '1' })),
    );
    expect(status).toBe(200);
    expect(body.found).toBe(true);
    expect(body.title).toBe('Mock Mega Sale');
    expect(body.sale.end_time).toBe('2099-01-01 00:00:00');
    expect(body.sale.end_text).toBe('Jan 1, 2099, 12:00 AM');
    expect(body.products.current_page).toBe(2);
    expect(body.products.last_page).toBe(2);
    expect(body.products.data).toHaveLength(5);
  });

  it.each(['-1', '0', 'abc', '1e3'])('treats ?page=%s as page 1', async (page) => {
    const { status, body } = await settle(() =>
      saleLoader(args(`/flash-sale/1?page=${page}`, { id: '1' })),
    );
    expect(status).toBe(200);
    expect(body.products.current_page).toBe(1);
  });

  it('shows an ended or unknown sale as a 404 page with the API message, never a 500', async () => {
    const gone = await settle(() => saleLoader(args('/flash-sale/7', { id: '7' })));
    expect(gone).toEqual({
      status: 404,
      body: { found: false, message: FLASH_SALE_GONE, title: 'This flash sale is not available' },
    });
    // iShop's own shape: 201 with a bare array of messages.
    apiAnswers('get', 'flash-sale/:id', { status: 201, message: '', data: ['Flash sale ended'] });
    const bare = await settle(() => saleLoader(args('/flash-sale/3', { id: '3' })));
    expect(bare.status).toBe(404);
    expect(bare.body.message).toBe('Flash sale ended');
  });

  it.each(['abc', '-1', '1.5', '%3Cscript%3E', '9'.repeat(20)])(
    'answers 404 for the malformed id %s without calling the API',
    async (id) => {
      let called = false;
      server.use(
        http.get('*/api/v1/flash-sale/:id', () => {
          called = true;
          return HttpResponse.json(ok([]));
        }),
      );
      const { status, body } = await settle(() => saleLoader(args(`/flash-sale/${id}`, { id })));
      expect(status).toBe(404);
      expect(body.found).toBe(false);
      expect(called).toBe(false);
    },
  );

  it('still shows the products when the list of sales fails', async () => {
    server.use(http.get('*/api/v1/flash-sale', () => HttpResponse.json(formError('x', 500))));
    const { status, body } = await settle(() => saleLoader(args('/flash-sale/1', { id: '1' })));
    expect(status).toBe(200);
    expect(body.sale).toBeNull();
    expect(body.title).toBe('Flash sale');
    expect(body.products.data).toHaveLength(25);
  });
});

describe('/page/{slug}', () => {
  it('returns sanitised HTML', async () => {
    const { status, body } = await settle(() =>
      pageLoader(args('/page/about-us', { slug: 'about-us' })),
    );
    expect(status).toBe(200);
    expect(body.page.title).toBe('About us');
    expect(body.page.component).toBeNull();
    expect(body.page.html).toContain('<h2>Our promise</h2>');
    expect(body.page.html).toContain(
      '<a href="https://example.test/" rel="noopener noreferrer">good</a>',
    );
    expect(body.page.html).not.toMatch(/<script|onclick|javascript:|<iframe/i);
  });

  it('names the Contact and Sitemap components, with the sitemap links', async () => {
    const contact = await settle(() => pageLoader(args('/page/contact', { slug: 'contact' })));
    expect(contact.body.page).toMatchObject({ component: 'Contact', html: '' });
    const sitemap = await settle(() => pageLoader(args('/page/sitemap', { slug: 'sitemap' })));
    expect(sitemap.body.page.component).toBe('Sitemap');
    expect(sitemap.body.page.categories.map((c: any) => c.slug)).toEqual(['electronics']);
    expect(sitemap.body.page.products.map((p: any) => p.id)).toEqual([3]);
  });

  it.each(['nope', '<script>', '../common', ''])('answers 404 for the slug "%s"', async (slug) => {
    const { status, body } = await settle(() => pageLoader(args(`/page/${slug}`, { slug })));
    expect(status).toBe(404);
    expect(body.message).toBe('This page could not be found');
  });
});

describe('/categories and /brands', () => {
  it('pages the categories with their children', async () => {
    const p1 = await settle(() => categoriesLoader(args('/categories')));
    expect(p1.body.categories.data).toHaveLength(25);
    expect(p1.body.categories.data[0].child.map((c: any) => c.slug)).toEqual(['laptops', 'phones']);
    expect(p1.body.categories.last_page).toBe(2);
    const p2 = await settle(() => categoriesLoader(args('/categories?page=2&page=x')));
    expect(p2.body.categories.current_page).toBe(2);
    expect(p2.body.categories.data).toHaveLength(5);
    const bad = await settle(() => categoriesLoader(args('/categories?page=-1')));
    expect(bad.body.categories.current_page).toBe(1);
  });

  it('lists brands; past the last page is an empty list, not an error', async () => {
    const p1 = await settle(() => brandsLoader(args('/brands')));
    expect(p1.body.brands.data.map((b: any) => b.title)).toEqual([
      'Kestrel',
      'Lumina',
      'Orbis',
      'Zephyr',
    ]);
    expect(p1.body.title).toBe('All brands');
    const past = await settle(() => brandsLoader(args('/brands?page=9')));
    expect(past.status).toBe(200);
    expect(past.body.brands.data).toEqual([]);
  });

  it('answers 500 with the generic message when the API fails', async () => {
    server.use(http.get('*/api/v1/brands', () => HttpResponse.json(formError('SQL secret', 500))));
    const { status, body } = await settle(() => brandsLoader(args('/brands')));
    expect(status).toBe(500);
    expect(body.message).toBe('Something went wrong');
  });
});

describe('contact form action', () => {
  const post = (path: string, fields: Record<string, string>, csrf = true) =>
    formPost(path, fields, { csrf });
  const filled = { name: 'Ada', email: 'ada@example.test', subject: 'Hi', message: 'Hello there' };

  it('sends the message to the API and redirects with the spec success toast', async () => {
    let sent: unknown = null;
    server.use(
      http.post('*/api/v1/contact', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...ok(true), token: '' });
      }),
    );
    const res = (await pageAction({
      request: await post('/page/contact', filled),
      context,
      params: { slug: 'contact' },
    })) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/page/contact#contact-form');
    expect(sent).toEqual(filled);
    const { toast } = await readToast(
      new Request('http://shop.test/', { headers: { Cookie: res.headers.get('Set-Cookie')! } }),
    );
    expect(toast).toMatchObject({
      type: 'success',
      message: 'We have received your message. We will contact you as soon as possible',
    });
  });

  it("answers the spec's messages, in the page's language, and keeps what was typed", async () => {
    const { status, body } = await settle(async () =>
      pageAction({
        request: await post('/page/contact', { ...filled, name: ' ', email: 'nope' }),
        context,
        params: { slug: 'contact' },
      }),
    );
    expect(status).toBe(400);
    // Conform's answer: the messages per field, in field order, and what was typed.
    expect(body.error).toEqual({ name: ['Name is required'], email: ['Invalid email'] });
    expect(body.initialValue).toMatchObject({
      email: 'nope',
      subject: 'Hi',
      message: 'Hello there',
    });
    const fr = await settle(async () =>
      pageAction({
        request: await post('/fr/page/contact', { ...filled, subject: '' }),
        context,
        params: { slug: 'contact' },
      }),
    );
    expect(fr.body.error).toEqual({ subject: ['Objet est obligatoire'] });
  });

  it('shows the API business error and keeps the values', async () => {
    server.use(
      http.post('*/api/v1/contact', () => HttpResponse.json(formError('Too many messages today'))),
    );
    const { status, body } = await settle(async () =>
      pageAction({
        request: await post('/page/contact', filled),
        context,
        params: { slug: 'contact' },
      }),
    );
    expect(status).toBe(400);
    expect(body.error).toEqual({ '': ['Too many messages today'] });
    expect(body.initialValue).toMatchObject(filled);
  });

  it('refuses a post without the CSRF token, a filled honeypot, or to a page without the form', async () => {
    const noCsrf = await settle(async () =>
      pageAction({
        request: await post('/page/contact', filled, false),
        context,
        params: { slug: 'contact' },
      }),
    );
    expect(noCsrf.status).toBe(403);
    const bot = await settle(async () =>
      pageAction({
        request: await post('/page/contact', { ...filled, website: 'spam.test' }),
        context,
        params: { slug: 'contact' },
      }),
    );
    expect(bot.status).toBe(400);
    const other = await settle(async () =>
      pageAction({
        request: await post('/page/about-us', filled),
        context,
        params: { slug: 'about-us' },
      }),
    );
    expect(other.status).toBe(405);
  });
});
