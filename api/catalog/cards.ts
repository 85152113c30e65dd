// Product cards (docs/api-reference.md §7.1) for ids in a given order: flash price and end time, translated title,
// money in major units — one batched query per kind, never a query per row. The cart prices its lines with
// the same flash prices.
import { sql, type Kysely, type SqlBool } from 'kysely';
import { Visibility } from '#contract/codes.ts';
import type { Database } from '../db/schema.ts';
import { translate } from '../db/translate.ts';
import { major } from '../db/values.ts';

/** A sale's row (as `fsp`) with units left at its flash price: no cap, or fewer sold than the cap. */
export const capLeft = sql<SqlBool>`(fsp.quantity is null or fsp.sold < fsp.quantity)`;

export type CardRow = {
  id: number;
  title: string | null;
  slug: string | null;
  badge: string | null;
  image: string | null;
  selling: number;
  offered: number | null;
  price: number | null;
  end_time: string | null;
  review_count: number;
  rating: number;
  brand_id?: number | null;
  shipping_rule_id?: number | null;
  current_price?: number;
};

/** A running sale's row of one product: its flash price, end time and units left at that price (null: no cap). */
export type FlashPrice = {
  id: number;
  product_id: number;
  price: number;
  end_time: string;
  left: number | null;
};

/**
 * The running flash-sale price (minor units) and end time of each product that has one. A sale whose cap is
 * sold out no longer prices its product (decision 149).
 */
export async function flashPrices(
  db: Kysely<Database>,
  ids: number[],
  now: string,
): Promise<Map<number, FlashPrice>> {
  if (!ids.length) return new Map();
  // Sale times are stored as 'YYYY-MM-DD HH:MM:SS': an ISO `now` ('…T…Z', as the cart and order placement
  // pass) would compare as later than every time of its own day, and a sale ending today would not apply.
  const at = now.slice(0, 19).replace('T', ' ');
  const flash = await db
    .selectFrom('flash_sale_products as fsp')
    .innerJoin('flash_sales as fs', 'fs.id', 'fsp.flash_sale_id')
    .select(['fsp.id', 'fsp.product_id', 'fsp.price', 'fs.end_time', 'fsp.quantity', 'fsp.sold'])
    .where('fsp.product_id', 'in', ids)
    .where('fs.status', '=', Visibility.PUBLIC)
    .where('fs.start_time', '<=', at)
    .where('fs.end_time', '>=', at)
    .where(capLeft)
    .orderBy('fs.end_time', 'desc')
    .execute();
  // As the listing SQL does: when sales overlap, the last row (the one ending first) wins.
  return new Map(
    flash.map(({ quantity, sold, ...f }) => [
      f.product_id,
      { ...f, left: quantity === null ? null : quantity - sold },
    ]),
  );
}

/** Wire ProductCards for product ids in the given order (flash price/end_time, translation, major units). */
export async function productCards(
  db: Kysely<Database>,
  ids: number[],
  opts: {
    lang: string | null;
    now: string;
    withBrandId?: boolean;
    withCurrentPrice?: boolean;
    withShippingRule?: boolean;
  },
): Promise<CardRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('products as p')
    .select([
      'p.id',
      'p.title',
      'p.slug',
      'p.badge',
      'p.image',
      'p.selling',
      'p.offered',
      'p.review_count',
      'p.rating',
      'p.brand_id',
      'p.shipping_rule_id',
    ])
    .where('p.id', 'in', ids)
    .execute();
  const flashBy = await flashPrices(db, ids, opts.now);
  const translated = await translate(db, 'products', rows, opts.lang, ['title']);
  const byId = new Map(translated.map((r) => [r.id, r]));
  return ids
    .map((id) => byId.get(id))
    .filter((r): r is NonNullable<typeof r> => !!r)
    .map((r) => {
      const f = flashBy.get(r.id);
      const current = f ? f.price : r.offered > 0 ? r.offered : r.selling;
      const card: CardRow = {
        id: r.id,
        title: r.title,
        slug: r.slug,
        badge: r.badge,
        image: r.image,
        selling: major(r.selling)!,
        // No offer is null, not 0 (issue 13 item 13): clients read `offered ?? selling`.
        offered: r.offered > 0 ? major(r.offered) : null,
        price: f ? major(f.price) : null,
        end_time: f ? f.end_time : null,
        review_count: Number(r.review_count),
        rating: Number(r.rating),
      };
      if (opts.withBrandId) card.brand_id = r.brand_id;
      if (opts.withShippingRule) card.shipping_rule_id = r.shipping_rule_id;
      if (opts.withCurrentPrice) card.current_price = major(current)!;
      return card;
    });
}
