// A service's Page as the Laravel paginator (docs/api-reference.md §5): page links are the endpoint's own absolute URL
// with the request's other query parameters.
import { buildPaginator, type Paginator } from '#contract/paginate.ts';
import type { Page } from '../db/reader.ts';
import { endpointPath, queryOf, type Ctx } from './context.ts';

export const paginated = <T>(c: Ctx, page: Page<T>): Paginator<T> =>
  buildPaginator({ ...page, path: endpointPath(c), query: queryOf(c) });

/** A service's Page as the paginator at `path`, each row shown through `view`; page links keep `query`. */
export const pageAt = <R, V>(
  page: Page<R>,
  view: (row: R) => V,
  path: string,
  query: Record<string, string | undefined> = {},
): Paginator<V> => buildPaginator({ ...page, items: page.items.map(view), path, query });
