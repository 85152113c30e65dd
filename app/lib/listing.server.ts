// Listing loaders share this: read the filters from the URL, call `all`/`products`/`store`, and stream the
// answer on client-side navigations (the page changes at once and shows 21 shimmer cards) while document
// requests — every JS-off visit — get the finished page and its real status code.
import { data } from '@remix-run/node';
import { Messages } from '#contract/messages.ts';
import { normalisePage } from '#contract/paginate.ts';
import { type ShopApiResult, unwrapOrThrow } from '#app/lib/shop-api/client.server.ts';
import { readListing, type StreamedRefusal } from '#app/lib/listing.ts';
import { i18next } from '#app/lib/i18next.server.ts';
import { languageFromPath } from '#app/lib/i18n.ts';
import type { CatalogueIndexName } from '#app/components/catalogue-index.tsx';
import { packOnce, type Packed } from '#app/lib/packed.ts';
import { toCard } from '#app/components/product-card.tsx';
import type { ListingResult } from '#app/components/listing-page.tsx';

/** A fetch() from the running app (single-fetch `.data`), not a document navigation or a crawler. */
export function wantsStream(request: Request): boolean {
  return request.headers.get('Sec-Fetch-Dest') === 'empty';
}

export function notFound(): never {
  throw data({ message: Messages.notFoundPage }, { status: 404 });
}

/**
 * Runs `call` with the API query of this URL's filters. Returns the filter state (rendered at once) and the
 * listing, its cards only and packed (decision 108): a promise when streaming, else the awaited value.
 * `check` may throw (a 404 for an unknown category); when streaming, such a throw becomes a refusal the
 * page turns into its error page.
 */
export async function loadListing<T extends { result: ListingResult }>(
  request: Request,
  call: (query: Record<string, string | number>) => Promise<ShopApiResult<T>>,
  check: (data: T) => void = () => {},
) {
  const url = new URL(request.url);
  const { state, errors, query } = readListing(url);
  const run = async () => {
    const data = unwrapOrThrow(await call(query));
    check(data);
    // Once per API answer: a listing kept for visitors (decision 107) is packed once, not per request.
    return packOnce(data, forCards);
  };
  const listing: Promise<Packed<Carded<T>> | StreamedRefusal> | Packed<Carded<T>> = wantsStream(
    request,
  )
    ? run().catch((error: unknown) => {
        const refused = streamedRefusal(error);
        if (!refused) throw error;
        return refused;
      })
    : await run();
  return { state, errors, listing };
}

/** A listing answer with what its page shows of the products: the cards and the page numbers (issue 18). */
type Carded<T> = Omit<T, 'result'> & { result: ListingResult };

function forCards<T extends { result: ListingResult }>(data: T): Carded<T> {
  const { data: products, current_page, last_page, total } = data.result;
  return { ...data, result: { data: products.map(toCard), current_page, last_page, total } };
}

/**
 * A route response thrown while a listing streams (`data({ message }, { status: 404 })` for an unknown
 * category, the API's refusals) as the refusal the page turns into its error page; null for anything else.
 */
export function streamedRefusal(error: unknown): StreamedRefusal | null {
  const e = error as { type?: unknown; data?: unknown; init?: { status?: number } | null } | null;
  if (!e || typeof e !== 'object' || e.type !== 'DataWithResponseInit') return null;
  const message = (e.data as { message?: unknown } | null)?.message;
  return {
    refused: {
      status: e.init?.status ?? 500,
      message: typeof message === 'string' ? message : null,
    },
  };
}

/** The `?page=` a paged index asks the API for (a missing or malformed one is the first). */
export const pageQuery = (request: Request) => ({
  page: normalisePage(new URL(request.url).searchParams.get('page')),
});

/** A catalogue index's `title` and `description` (`catalog:{index}.…`) in the page's language. */
export async function catalogueIndexTitles(request: Request, index: CatalogueIndexName) {
  const t = await i18next.getFixedT(languageFromPath(new URL(request.url).pathname), 'catalog');
  return { title: t(`${index}.title`), description: t(`${index}.description`) };
}
