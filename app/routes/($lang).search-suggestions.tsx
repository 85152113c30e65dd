// Resource route for the header's suggestion popup (fetcher.load): the API's `search` lists, or empty lists
// for an empty query. Errors become empty lists with `failed` — the popup then offers the full search.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { SearchDataSchema, type SearchData } from '#contract/api/search.ts';
import { shopApiFor } from '../lib/shop.server.ts';

const EMPTY: SearchData = { product: [], suggested: [], category: [], sub_category: [] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 200);
  if (!q) return { q, results: EMPTY, failed: false };
  const r = await shopApiFor(request, context).get('search', SearchDataSchema, { q });
  return r.ok ? { q, results: r.data, failed: false } : { q, results: EMPTY, failed: true };
}
