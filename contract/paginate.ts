// Laravel 8 length-aware paginator (docs/api-reference.md §5): every field, so iShop clients read ours unchanged.
import { z } from './zod.ts';

export type Paginator<T> = {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  from: number | null;
  to: number | null;
  first_page_url: string;
  last_page_url: string;
  next_page_url: string | null;
  prev_page_url: string | null;
  path: string;
  links: { url: string | null; label: string; active: boolean }[];
};

export function paginatorSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.coerce.number().int(),
    last_page: z.coerce.number().int(),
    per_page: z.coerce.number().int(),
    total: z.coerce.number().int(),
    from: z.number().int().nullable().optional(),
    to: z.number().int().nullable().optional(),
    first_page_url: z.string().optional(),
    last_page_url: z.string().optional(),
    next_page_url: z.string().nullable().optional(),
    prev_page_url: z.string().nullable().optional(),
    path: z.string().optional(),
    links: z
      .array(z.object({ url: z.string().nullable(), label: z.string(), active: z.boolean() }))
      .optional(),
  });
}

/** page absent, 0 or invalid ⇒ 1 (§5). */
export function normalisePage(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}

export function buildPaginator<T>(args: {
  items: T[];
  total: number;
  page: number;
  perPage: number;
  /** Absolute URL of the endpoint without query, e.g. http://host/api/v1/products */
  path: string;
  /** Other query parameters to keep in page URLs. */
  query?: Record<string, string | undefined>;
}): Paginator<T> {
  const { items, total, page, perPage, path } = args;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const url = (p: number) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(args.query ?? {})) {
      if (v !== undefined && v !== '' && k !== 'page') params.set(k, v);
    }
    params.set('page', String(p));
    return `${path}?${params.toString()}`;
  };
  const from = items.length ? (page - 1) * perPage + 1 : null;
  const to = items.length ? (page - 1) * perPage + items.length : null;
  const links: Paginator<T>['links'] = [
    { url: page > 1 ? url(page - 1) : null, label: '&laquo; Previous', active: false },
  ];
  // Laravel's url window: every page up to 12, else the ends and three pages each side, with '...' gaps.
  let previous = 0;
  for (let p = 1; p <= lastPage; p++) {
    const shown = lastPage < 13 || p <= 2 || p > lastPage - 2 || Math.abs(p - page) <= 3;
    if (!shown) continue;
    if (p - previous > 1) links.push({ url: null, label: '...', active: false });
    links.push({ url: url(p), label: String(p), active: p === page });
    previous = p;
  }
  links.push({ url: page < lastPage ? url(page + 1) : null, label: 'Next &raquo;', active: false });
  return {
    data: items,
    current_page: page,
    last_page: lastPage,
    per_page: perPage,
    total,
    from,
    to,
    first_page_url: url(1),
    last_page_url: url(lastPage),
    next_page_url: page < lastPage ? url(page + 1) : null,
    prev_page_url: page > 1 ? url(page - 1) : null,
    path,
    links,
  };
}

/** ?page (and iShop's order_by/type, ignored) of the account lists. */
export const ListQuerySchema = z.object({
  order_by: z.string().optional(),
  type: z.string().optional(),
  page: z.unknown().optional(),
});
