// Suggested products (docs/api-reference.md §8.12): 1 — the same parent category's other sub-categories; 2 — the
// product's own category without the product. Page 1 of each is topped up from the rest of the catalogue.
import { PAGE_SIZE } from '#contract/codes.ts';
import type { Page, Reader } from '../db/reader.ts';
import type { CardRow } from './cards.ts';
import { listProducts } from './listing.ts';

export async function suggestedProducts(
  r: Reader,
  id: number,
  page: number,
): Promise<{ suggestion_1: Page<CardRow>; suggestion_2: Page<CardRow> }> {
  const { db } = r;
  const perPage = PAGE_SIZE.slider;
  const none: Page<CardRow> = { items: [], total: 0, page, perPage };
  const product = Number.isSafeInteger(id)
    ? await db
        .selectFrom('products')
        .select(['id', 'category_id'])
        .where('id', '=', id)
        .executeTakeFirst()
    : undefined;
  if (!product?.category_id) return { suggestion_1: none, suggestion_2: none };
  const cat = await db
    .selectFrom('categories')
    .select(['id', 'parent_id'])
    .where('id', '=', product.category_id)
    .executeTakeFirst();
  const siblings = cat?.parent_id
    ? (
        await db
          .selectFrom('categories')
          .select('id')
          .where('parent_id', '=', cat.parent_id)
          .where('id', '!=', cat.id)
          .execute()
      ).map((row) => row.id)
    : [];
  const sort = 'avg_customer_review' as const;
  const lists = await Promise.all([
    listProducts(r, {
      filter: { categoryIds: siblings.length ? siblings : [0], excludeIds: [id] },
      sort,
      page,
      perPage,
    }),
    listProducts(r, {
      filter: { categoryIds: [product.category_id], excludeIds: [id] },
      sort,
      page,
      perPage,
    }),
  ]);
  const [first, second] = await Promise.all(
    lists.map(async ({ items, total }, k): Promise<Page<CardRow>> => {
      if (page === 1 && items.length < perPage) {
        const exclude = [id, ...items.map((i) => i.id)];
        const others = await listProducts(r, {
          filter: { excludeIds: exclude, categoryIds: undefined },
          sort: k === 0 ? 'avg_customer_review' : 'newest',
          page: 1,
          perPage: perPage - items.length,
        });
        return {
          items: [...items, ...others.items],
          total: Math.max(total, perPage),
          page,
          perPage,
        };
      }
      return { items, total, page, perPage };
    }),
  );
  return { suggestion_1: first!, suggestion_2: second! };
}
