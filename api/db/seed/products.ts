// The products (titles, prices, brands, stores, pictures), their suggested tags and the home collections.
import type { Insertable } from 'kysely';
import type { Database } from '../schema.ts';
import type { SeededCategories } from './catalog.ts';
import { BRANDS, SEED_TR, STORES, type Sub, type Top, type Tr } from './catalog-data.ts';
import { productSvg } from './images.ts';
import { slugify } from './random.ts';
import {
  DEFAULT_PRODUCTS,
  IMAGE_POOL,
  insertMany,
  insertReturningIds,
  iso,
  type SeedContext,
} from './rows.ts';

export type SeededProducts = Awaited<ReturnType<typeof seedProducts>>;

export async function seedProducts(
  { db, rnd, images, now, total, log, addTr }: SeedContext,
  {
    subsById,
    brandIds,
    storeIds,
    ruleIds,
    taxIds,
    bundleIds,
  }: {
    subsById: SeededCategories['subsById'];
    brandIds: number[];
    storeIds: number[];
    ruleIds: number[];
    taxIds: number[];
    bundleIds: number[];
  },
) {
  const subEntries = [...subsById.entries()];
  const allTags = new Set<string>();
  const productRows: Insertable<Database['products']>[] = [];
  const meta: {
    subId: number;
    topId: number;
    sub: Sub;
    top: Top;
    attrs: string[];
    noun: { en: string; tr?: Tr };
    model: string;
    spec: string | null;
    brand: string;
  }[] = [];
  // Electronics is the big department (five times the share of the others): enough products that a
  // shopper's brand + price + rating filter still fills more than one page.
  const weighted = subEntries.flatMap((e) =>
    Array<typeof e>(e[1].top.title === 'Electronics' ? 5 : 1).fill(e),
  );
  for (let i = 0; i < total; i++) {
    // (Only within the demo's first products: a large catalogue spreads evenly over the departments.)
    const cycle = i < DEFAULT_PRODUCTS ? weighted : subEntries;
    const [subId, { sub, top, topId }] = cycle[i % cycle.length]!;
    const noun = sub.nouns[Math.floor(i / cycle.length) % sub.nouns.length]!;
    const brandChoices = BRANDS.map((b, k) => ({ b, k })).filter(({ b }) =>
      b.tops.includes(top.title),
    );
    const { b: brand, k: brandIdx } = brandChoices.length
      ? rnd.pick(brandChoices)
      : { b: BRANDS[0]!, k: 0 };
    const model = rnd.pick(sub.models);
    const spec = sub.specs ? rnd.pick(sub.specs) : null;
    const title = [brand.title, model, noun.en, spec].filter(Boolean).join(' ');
    const [lo, hi] = sub.price;
    const sellingMajor = Math.round((lo + rnd.next() * (hi - lo)) * 1) - 0.01;
    const selling = Math.max(99, Math.round(sellingMajor * 100));
    const offered = rnd.chance(0.35) ? Math.round(selling * (0.7 + rnd.next() * 0.2)) : 0;
    const storeChoices = STORES.map((s, k) => ({ s, k })).filter(({ s }) =>
      s.tops.includes(top.title),
    );
    const { k: storeIdx } = storeChoices.length ? rnd.pick(storeChoices) : { k: 0 };
    const tags = [...sub.tags, slugify(noun.en).split('-').pop()!].filter(
      (v, k, a) => a.indexOf(v) === k,
    );
    tags.forEach((tg) => allTags.add(tg));
    const id = i + 1;
    const imageName = `p-${((id - 1) % IMAGE_POOL) + 1}.webp`;
    if (id <= IMAGE_POOL) {
      images.rasterPair(
        imageName,
        productSvg(id, top.hue + (id % 5) * 12, sub.glyph, 600),
        productSvg(id, top.hue + (id % 5) * 12, sub.glyph, 300),
      );
    }
    const attrs = sub.attrs.length && rnd.chance(0.75) ? sub.attrs : [];
    meta.push({ subId, topId, sub, top, attrs, noun, model, spec, brand: brand.title });
    productRows.push({
      title,
      slug: `${slugify(title)}-${id}`,
      badge: offered && rnd.chance(0.4) ? 'Deal' : i % 17 === 0 ? 'New' : null,
      image: imageName,
      selling,
      offered,
      description: `<p>The ${title} from ${brand.title} is made for everyday use and built to last.</p><ul><li>Sold by ${STORES[storeIdx]!.name}</li><li>Ships in 2–7 days</li><li>${rnd.chance(0.5) ? '1-year warranty' : '30-day returns'}</li></ul>`,
      overview: `<p>${noun.en} by ${brand.title}. ${spec ? `Variant: ${spec}.` : ''}</p>`,
      unit: sub.specs?.some((s) => /g|ml|ct/.test(s)) ? 'pack' : 'piece',
      // No meta title: the page title (translated) is used, the shop's name added once.
      meta_title: null,
      meta_description: `Buy ${title} from ${STORES[storeIdx]!.name} on Bazaar.`,
      tags: tags.join(','),
      sku: `${slugify(brand.title).slice(0, 3).toUpperCase()}-${String(id).padStart(6, '0')}`,
      warranty: rnd.chance(0.5) ? 1 : 2,
      refundable: rnd.chance(0.7) ? 1 : 2,
      status: i % 97 === 96 ? 2 : 1, // a few private products, never listed
      brand_id: brandIds[brandIdx]!,
      store_id: storeIds[storeIdx]!,
      category_id: subId,
      shipping_rule_id: ruleIds[sub.price[1] > 300 ? 1 : rnd.chance(0.2) ? 2 : 0]!,
      tax_rule_id: taxIds[top.title === 'Groceries' ? 0 : 1]!,
      bundle_deal_id: rnd.chance(0.08) ? bundleIds[i % 2]! : null,
      featured: rnd.chance(0.1) ? 1 : 2,
      created_at: iso(new Date(now.getTime() - (total - i) * 60000)),
      updated_at: iso(new Date(now.getTime() - ((i * 7919) % total) * 60000)),
    });
  }
  const productIds = await insertReturningIds(db, 'products', productRows);
  // Real translations of the top products' titles: brand and model stay, the noun is translated.
  let translatedProducts = 0;
  productIds.forEach((pid, i) => {
    const m = meta[i]!;
    if (translatedProducts >= 40 || !m.noun.tr) return;
    translatedProducts++;
    const tr = m.noun.tr;
    const title = (lang: keyof Tr) =>
      [m.brand, m.model, tr[lang], m.spec].filter(Boolean).join(' ');
    addTr('products', pid, 'title', {
      fr: title('fr'),
      ar: title('ar'),
      tr: title('tr'),
      hi: title('hi'),
    });
  });
  log(`products: ${productIds.length}`);
  // The listed products, by index (a few are private).
  const publicIdx = productIds.map((_, i) => i).filter((i) => productRows[i]!.status === 1);
  return { productRows, productIds, meta, allTags, publicIdx };
}

/** Tags (suggested keywords). */
export async function seedTags({ db }: SeedContext, allTags: Set<string>): Promise<void> {
  await insertMany(
    db,
    'tags',
    [...allTags].sort().map((title) => ({ title })),
  );
}

export async function seedCollections(
  { db, rnd, ts, addTr }: SeedContext,
  { productRows, productIds, publicIdx }: SeededProducts,
): Promise<void> {
  const collectionDefs = [
    'Trending now',
    'Best sellers',
    'New arrivals',
    'Gifts under $50',
    'Home office',
  ];
  const collectionIds = await insertReturningIds(
    db,
    'collections',
    collectionDefs.map((title, k) => ({
      title,
      slug: slugify(title),
      status: 1,
      sort: k,
      ...ts,
    })),
  );
  const pcs: Insertable<Database['product_collections']>[] = [];
  collectionIds.forEach((cid, k) => {
    const chosen =
      k === 3
        ? publicIdx.filter((i) => (productRows[i]!.selling as number) < 5000).slice(0, 18)
        : rnd.sample(publicIdx, Math.min(18, publicIdx.length));
    chosen.forEach((i, s) => pcs.push({ collection_id: cid, product_id: productIds[i]!, sort: s }));
  });
  await insertMany(db, 'product_collections', pcs);
  SEED_TR.collections.forEach((tr, k) => addTr('collections', collectionIds[k]!, 'title', tr));
}
