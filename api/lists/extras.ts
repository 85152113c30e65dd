// What the compare table shows beside a product card: brand, stock, attributes and whether a choice is needed.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { translate } from '../db/translate.ts';
import { variantAttributes } from '../catalog/service.ts';

/** Brand, stock, attributes (title → values) and whether a choice is needed — for the compare table. */
export async function productExtras(db: Kysely<Database>, ids: number[], lang: string | null) {
  const out = new Map<
    number,
    {
      brand: { id: number; title: string } | null;
      stock: number;
      attributes: { title: string; values: string[] }[];
      needs_choice: number;
    }
  >();
  if (!ids.length) return out;
  const [products, invs, attrs] = await Promise.all([
    db
      .selectFrom('products as p')
      .leftJoin('brands as b', 'b.id', 'p.brand_id')
      .select(['p.id', 'b.id as brand_id', 'b.title as brand_title'])
      .where('p.id', 'in', ids)
      .execute(),
    db
      .selectFrom('inventories')
      .select([
        'product_id',
        (eb) => eb.fn.sum<number>('quantity').as('stock'),
        (eb) => eb.fn.countAll<number>().as('n'),
      ])
      .where('product_id', 'in', ids)
      .groupBy('product_id')
      .execute(),
    variantAttributes(db, { productIds: ids }, lang),
  ]);
  const tBrands = await translate(
    db,
    'brands',
    products
      .filter((p) => p.brand_id)
      .map((p) => ({ id: p.brand_id!, title: p.brand_title ?? '' })),
    lang,
    ['title'],
  );
  for (const p of products) {
    const mine = attrs.filter((a) => a.product_id === p.id);
    const groups = new Map<number, { title: string; values: Set<string> }>();
    for (const a of mine) {
      const group = groups.get(a.attribute_id) ?? { title: a.attribute, values: new Set<string>() };
      group.values.add(a.value);
      groups.set(a.attribute_id, group);
    }
    const inv = invs.find((i) => i.product_id === p.id);
    out.set(p.id, {
      brand: p.brand_id
        ? {
            id: p.brand_id,
            title: tBrands.find((b) => b.id === p.brand_id)?.title ?? p.brand_title ?? '',
          }
        : null,
      stock: Number(inv?.stock ?? 0),
      attributes: [...groups.values()].map((g) => ({ title: g.title, values: [...g.values] })),
      needs_choice: mine.length > 0 || Number(inv?.n ?? 0) > 1 ? 1 : 0,
    });
  }
  return out;
}
