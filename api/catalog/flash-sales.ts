// Flash sales (docs/api-reference.md §8.6): the running ones with their first products, and one sale's products —
// those with units left at the flash price (decision 149).
import { PAGE_SIZE, Visibility } from '#contract/codes.ts';
import { countOf, type Page, type Reader } from '../db/reader.ts';
import { translate } from '../db/translate.ts';
import { major } from '../db/values.ts';
import { capLeft, productCards } from './cards.ts';
import { ofLiveStore } from '../db/live-store.ts';

/** Flash products: the card of each product with the sale's own price. */
async function flashProducts(r: Reader, saleId: number, rows: { id: number; price: number }[]) {
  const cards = await productCards(
    r.db,
    rows.map((row) => row.id),
    { lang: r.lang, now: '0000' },
  );
  const priceOf = new Map(rows.map((row) => [row.id, row.price]));
  return cards.map((p) => ({
    id: p.id,
    product_id: p.id,
    flash_sale_id: saleId,
    price: major(priceOf.get(p.id)),
    title: p.title,
    slug: p.slug,
    badge: p.badge,
    image: p.image,
    selling: p.selling,
    offered: p.offered,
    review_count: p.review_count,
    rating: p.rating,
  }));
}

/** Public sales running now, ending first first, each with its first public products. */
export async function activeFlashSales(r: Reader) {
  const { db, now } = r;
  const sales = await translate(
    db,
    'flash_sales',
    await db
      .selectFrom('flash_sales')
      .select(['id', 'title', 'slug', 'image', 'start_time', 'end_time', 'status'])
      .where('status', '=', Visibility.PUBLIC)
      .where('start_time', '<=', now)
      .where('end_time', '>=', now)
      .orderBy('end_time')
      .execute(),
    r.lang,
    ['title'],
  );
  return Promise.all(
    sales.map(async (s) => {
      const rows = await db
        .selectFrom('flash_sale_products as fsp')
        .innerJoin('products as p', 'p.id', 'fsp.product_id')
        .select(['fsp.id as fsp_id', 'p.id', 'fsp.price'])
        .where('fsp.flash_sale_id', '=', s.id)
        .where('p.status', '=', Visibility.PUBLIC)
        .where(ofLiveStore())
        .where(capLeft)
        .orderBy('fsp.id')
        .limit(PAGE_SIZE.search)
        .execute();
      return { ...s, public_products: await flashProducts(r, s.id, rows) };
    }),
  );
}

/** One page of a public sale's products; null when the sale is unknown, private or over. */
export async function flashSalePage(r: Reader, id: number, page: number) {
  const { db } = r;
  const sale = Number.isSafeInteger(id)
    ? await db
        .selectFrom('flash_sales')
        .select(['id', 'end_time', 'start_time'])
        .where('id', '=', id)
        .where('status', '=', Visibility.PUBLIC)
        .executeTakeFirst()
    : undefined;
  if (!sale || sale.end_time < r.now) return null;
  const perPage = PAGE_SIZE.frontend;
  const base = db
    .selectFrom('flash_sale_products as fsp')
    .innerJoin('products as p', 'p.id', 'fsp.product_id')
    .where('fsp.flash_sale_id', '=', id)
    .where('p.status', '=', Visibility.PUBLIC)
    .where(ofLiveStore())
    // A product whose cap is sold out is no longer on sale (decision 149).
    .where(capLeft);
  const total = await countOf(base);
  const rows = await base
    .select(['p.id', 'fsp.price'])
    .orderBy('fsp.id')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  const items = await flashProducts(r, id, rows);
  const result: Page<(typeof items)[number]> = { items, total, page, perPage };
  return result;
}
