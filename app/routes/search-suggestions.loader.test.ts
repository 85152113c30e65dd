// The header's suggestion popup loader: the API's `search` lists for the typed words (in the page's
// language), empty lists for an empty query, and `failed` (never an error page) when the API fails.
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { ok } from '#contract/envelope.ts';
import { server } from '#mocks/node.ts';
import { cardFixture } from '#mocks/catalog.fixtures.ts';
import { loader } from '#app/routes/($lang).search-suggestions.tsx';
import { context, useMockApi } from '#tests/support/routes.ts';

const load = (path: string) =>
  loader({ request: new Request(`http://shop.test${path}`), context, params: {} });

useMockApi();

describe('search suggestions loader', () => {
  it('asks the API for the trimmed words in the page language', async () => {
    const seen: { q: string | null; language: string | null }[] = [];
    server.use(
      http.get('http://api.test/api/v1/search', ({ request }) => {
        seen.push({
          q: new URL(request.url).searchParams.get('q'),
          language: request.headers.get('language'),
        });
        return HttpResponse.json(ok({ product: [cardFixture(7)], category: [{ id: 3 }] }));
      }),
    );
    const d = await load('/fr/search-suggestions?q=%20lap%20');
    expect(seen).toEqual([{ q: 'lap', language: 'fr' }]);
    expect(d.q).toBe('lap');
    expect(d.failed).toBe(false);
    expect(d.results.product.map((p) => p.id)).toEqual([7]);
    expect(d.results.suggested).toEqual([]);
  });

  it('answers an empty query without asking the API', async () => {
    const d = await load('/search-suggestions?q=%20%20');
    expect(d).toEqual({
      q: '',
      results: { product: [], suggested: [], category: [], sub_category: [] },
      failed: false,
    });
  });

  it('gives empty lists marked failed when the API is down', async () => {
    server.use(http.get('http://api.test/api/v1/search', () => HttpResponse.error()));
    const d = await load('/search-suggestions?q=lap');
    expect(d.failed).toBe(true);
    expect(d.results.product).toEqual([]);
  });
});
