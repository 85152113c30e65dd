// Each product's categories, its inventories (one per combination of attribute values) and its gallery.
import type { Insertable } from 'kysely';
import type { Database } from '../schema.ts';
import { productSvg } from './images.ts';
import type { SeededProducts } from './products.ts';
import { IMAGE_POOL, insertMany, insertReturningIds, type SeedContext } from './rows.ts';

/** Returns each product's stock: the sum of its inventories' quantities. */
export async function seedVariants(
  { db, rnd, images, log }: SeedContext,
  { productRows, productIds, meta }: SeededProducts,
  valueIds: Map<string, number[]>,
): Promise<Map<number, number>> {
  const productCategories: Insertable<Database['product_categories']>[] = [];
  const inventories: {
    row: Insertable<Database['inventories']>;
    values: number[];
    product: number;
  }[] = [];
  const stock = new Map<number, number>();
  productIds.forEach((pid, i) => {
    const m = meta[i]!;
    productCategories.push(
      { product_id: pid, category_id: m.subId },
      { product_id: pid, category_id: m.topId },
    );
    const outOfStock = i % 13 === 5;
    const selling = productRows[i]!.selling as number;
    if (!m.attrs.length) {
      const q = outOfStock ? 0 : rnd.int(3, 120);
      inventories.push({
        row: {
          product_id: pid,
          store_id: productRows[i]!.store_id ?? null,
          quantity: q,
          price: 0,
          sku: `${productRows[i]!.sku}`,
        },
        values: [],
        product: pid,
      });
      stock.set(pid, q);
      return;
    }
    // Up to two attribute groups, two or three values each: one inventory per combination.
    const groups = m.attrs.slice(0, 2).map((a) => rnd.sample(valueIds.get(a)!, rnd.int(2, 3)));
    const combos: number[][] = groups.reduce<number[][]>(
      (acc, vals) => acc.flatMap((c) => vals.map((v) => [...c, v])),
      [[]],
    );
    let sum = 0;
    combos.forEach((values, k) => {
      const q = outOfStock || rnd.chance(0.15) ? 0 : rnd.int(1, 40);
      sum += q;
      const storageBump =
        m.attrs[0] === 'Storage' || m.attrs[1] === 'Storage'
          ? Math.round(selling * 0.15 * (k % 3))
          : 0;
      inventories.push({
        row: {
          product_id: pid,
          store_id: productRows[i]!.store_id ?? null,
          quantity: q,
          price: storageBump ? selling + storageBump : 0,
          sku: `${productRows[i]!.sku}-${k + 1}`,
        },
        values,
        product: pid,
      });
    });
    stock.set(pid, sum);
  });
  await insertMany(db, 'product_categories', productCategories);
  const invIds = await insertReturningIds(
    db,
    'inventories',
    inventories.map((x) => x.row),
  );
  const invAttrs: Insertable<Database['inventory_attributes']>[] = [];
  inventories.forEach((inv, k) =>
    inv.values.forEach((v) => invAttrs.push({ inventory_id: invIds[k]!, attribute_value_id: v })),
  );
  await insertMany(db, 'inventory_attributes', invAttrs);
  log(`inventories: ${invIds.length}`);

  // Gallery: two extra images for products in the pool; colour variants get an image each.
  const galleryRows: Insertable<Database['product_images']>[] = [];
  // The pool's products' inventories, found by product (filtering every inventory per picture was
  // quadratic: minutes at 1,000,000 products).
  const pool = new Set(productIds.slice(0, IMAGE_POOL));
  const inventoriesOf = new Map<number, typeof inventories>();
  for (const inv of inventories) {
    if (!pool.has(inv.product)) continue;
    const list = inventoriesOf.get(inv.product);
    if (list) list.push(inv);
    else inventoriesOf.set(inv.product, [inv]);
  }
  const galleryAttr: { index: number; value: number }[] = [];
  productIds.slice(0, Math.min(productIds.length, IMAGE_POOL)).forEach((pid, i) => {
    const m = meta[i]!;
    for (let g = 2; g <= 3; g++) {
      const name = `p-${pid}-${g}.webp`;
      images.rasterPair(
        name,
        productSvg(pid * 7 + g, m.top.hue + g * 25, m.sub.glyph + g, 600),
        productSvg(pid * 7 + g, m.top.hue + g * 25, m.sub.glyph + g, 300),
      );
      galleryRows.push({ product_id: pid, image: name, sort: g });
      const colorIdx = m.attrs.indexOf('Color');
      if (colorIdx >= 0) {
        const colorValues = [
          ...new Set((inventoriesOf.get(pid) ?? []).map((x) => x.values[colorIdx]!)),
        ];
        const value = colorValues[g - 2];
        if (value) galleryAttr.push({ index: galleryRows.length - 1, value });
      }
    }
  });
  const galleryIds = await insertReturningIds(db, 'product_images', galleryRows);
  await insertMany(
    db,
    'product_image_attributes',
    galleryAttr.map((g) => ({
      product_image_id: galleryIds[g.index]!,
      attribute_value_id: g.value,
    })),
  );
  return stock;
}
