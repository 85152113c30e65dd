// Resource route for the header's suggestion popup (fetcher.load): the API's `search` lists, or empty lists
// for an empty query. Errors become empty lists with `failed` — the popup then offers the full search.
import type { LoaderFunctionArgs } from '@remix-run/node';
import type { SearchData } from '#contract/search/schemas.ts';
import { endpoints } from '#contract/endpoints.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';

const EMPTY: SearchData = { product: [], suggested: [], category: [], sub_category: [] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 200);
  if (!q) return { q, results: EMPTY, failed: false };
  const r = await shopApiFor(request, context).call(endpoints.search, { query: { q } });
  return r.ok ? { q, results: r.data, failed: false } : { q, results: EMPTY, failed: true };
}
