// Deterministic demo data (issue 2): a multi-vendor marketplace with images generated locally.
// `seed(db, { products: 100000 })` builds a large catalogue for benchmarks, reusing a pool of images.
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { touchCatalogue } from '../catalogue-version.ts';
import { STARTER_SETTING } from '#contract/site/common.ts';
import { createRandom, slugify } from './random.ts';
import { addDemoTranslations } from './demo-translations.ts';
import { hashPassword } from '../../account/password.ts';
import { DEMO_ADMIN } from '../../admin/create.ts';
import { ImageWriter, badgeSvg, bannerSvg, iconSvg, logoSvg, productSvg } from './images.ts';
import {
  ATTRIBUTE_TR,
  ATTRIBUTE_VALUES,
  BRANDS,
  CATEGORIES,
  PAGES,
  SEED_TR,
  SITE_META_TITLE,
  SITE_TR,
  STORES,
  type Sub,
  type Top,
  type Tr,
} from './catalog-data.ts';

export type SeedOptions = {
  products?: number;
  uploadsDir: string;
  log?: (line: string) => void;
  now?: Date;
};
const DEFAULT_PRODUCTS = 320;
const IMAGE_POOL = 500;
const LANGS = ['fr', 'ar', 'tr', 'hi'] as const;

export async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0) === 0;
}

export async function seedIfEmpty(db: Kysely<Database>, opts: SeedOptions): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  await seed(db, opts);
  return true;
}

const iso = (d: Date) => d.toISOString();
/** Joined times as iShop sends them: 'YYYY-MM-DD HH:MM:SS' (server zone UTC). */
const sqlTime = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

async function insertMany<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
  chunk = 400,
): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + chunk) as never)
      .execute();
  }
}

async function insertReturningIds<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 400) {
    const res = await db
      .insertInto(table)
      .values(rows.slice(i, i + 400) as never)
      .returning('id' as never)
      .execute();
    for (const r of res as unknown as { id: number }[]) ids.push(Number(r.id));
  }
  return ids;
}

export async function seed(
  db: Kysely<Database>,
  opts: SeedOptions,
): Promise<{ products: number; images: number; ms: number }> {
  const started = Date.now();
  const log = opts.log ?? (() => {});
  const total = Math.max(1, opts.products ?? DEFAULT_PRODUCTS);
  const rnd = createRandom(20261122);
  const now = opts.now ?? new Date();
  const stamp = iso(now);
  const ts = { created_at: stamp, updated_at: stamp };
  const images = new ImageWriter(opts.uploadsDir);
  const translations: Insertable<Database['translations']>[] = [];
  const addTr = (table: string, rowId: number, field: string, tr: Tr) => {
    for (const lang of LANGS)
      translations.push({ table_name: table, row_id: rowId, lang, field, value: tr[lang] });
  };

  await db.transaction().execute(async (trx) => {
    // Site settings (docs/spec.md §9 defaults) and languages.
    images.write('default-image.svg', productSvg(0, 200, 5, 600));
    images.write('thumb-default-image.svg', productSvg(0, 200, 5, 300));
    images.write('logo.svg', logoSvg('Bazaar', 190));
    images.write('logo-light.svg', logoSvg('Bazaar', 190, false));
    images.write('favicon.svg', iconSvg('B', 190));
    await insertMany(trx, 'settings', [
      {
        key: 'site_setting',
        value: JSON.stringify({
          site_name: 'Bazaar',
          site_url: '',
          meta_title: SITE_META_TITLE,
          meta_description: 'Thousands of products from independent shops, delivered to your door.',
          meta_keywords: 'marketplace, online shop, electronics, fashion, groceries',
          copyright_text: '© 2026 Bazaar. All rights reserved.',
          header_logo: 'logo.svg',
          footer_logo: 'logo-light.svg',
          email_logo: 'logo.svg',
          favicon: 'favicon.svg',
          primary_color: '#0e7490',
          primary_hover_color: '#155e75',
          styling: '',
        }),
      },
      {
        key: 'setting',
        value: JSON.stringify({
          currency: 'USD',
          currency_icon: '$',
          currency_position: 1,
          decimal_format: 'en-US',
          phone: '+1 555 0100',
          email: 'hello@bazaar.example',
          address_1: '12 Spice Market Street',
          address_2: '',
          city: 'Istanbul',
          state: '34',
          zip: '34110',
          country: 'TR',
          ...STARTER_SETTING,
          enable_ga: 0,
          ga_id: '',
          enable_pixel: 0,
          pixel_id: '',
          time_zone: 'UTC',
        }),
      },
      {
        key: 'payment_gateway',
        value: JSON.stringify({
          default: 2,
          cash_on_delivery: 1,
          bank: 1,
          razorpay: 0,
          stripe: 0,
          paypal: 0,
          flutterwave: 0,
          iyzico_payment: 0,
          payfast: 0,
          bank_name: 'Bosphorus Trade Bank',
          account_name: 'Bazaar Marketplace Ltd',
          account_number: 'TR12 0006 2000 1234 0006 2999 01',
          branch_name: 'Karaköy',
        }),
      },
    ]);
    await insertMany(trx, 'languages', [
      { code: 'en', name: 'English', direction: 'ltr', is_default: 1, sort: 0 },
      { code: 'fr', name: 'Français', direction: 'ltr', is_default: 0, sort: 1 },
      { code: 'ar', name: 'العربية', direction: 'rtl', is_default: 0, sort: 2 },
      { code: 'tr', name: 'Türkçe', direction: 'ltr', is_default: 0, sort: 3 },
      { code: 'hi', name: 'हिन्दी', direction: 'ltr', is_default: 0, sort: 4 },
    ]);
    for (const [field, tr] of Object.entries(SITE_TR)) addTr('site_setting', 1, field, tr);

    // Categories with sub-categories.
    const subsById = new Map<number, { sub: Sub; top: Top; topId: number }>();
    const topIds = new Map<string, number>();
    let sort = 0;
    for (const top of CATEGORIES) {
      const slug = slugify(top.title);
      images.rasterPair(
        `cat-${slug}.webp`,
        productSvg(sort, top.hue, top.subs[0]?.glyph ?? 5, 400),
        productSvg(sort, top.hue, top.subs[0]?.glyph ?? 5, 160),
      );
      const [topId] = await insertReturningIds(trx, 'categories', [
        {
          title: top.title,
          slug,
          image: `cat-${slug}.webp`,
          // No meta title: the page title (translated) is used, the shop's name added once.
          meta_title: null,
          meta_description: `Shop ${top.title.toLowerCase()} from independent sellers.`,
          parent_id: null,
          featured: 1,
          in_footer: sort < 6 ? 1 : 2,
          status: 1,
          sort: sort++,
          ...ts,
        },
      ]);
      topIds.set(top.title, topId!);
      addTr('categories', topId!, 'title', top.tr);
      for (const sub of top.subs) {
        const subSlug = slugify(sub.title);
        images.rasterPair(
          `cat-${subSlug}.webp`,
          productSvg(sort, top.hue + 15, sub.glyph, 400),
          productSvg(sort, top.hue + 15, sub.glyph, 160),
        );
        const [subId] = await insertReturningIds(trx, 'categories', [
          {
            title: sub.title,
            slug: subSlug,
            image: `cat-${subSlug}.webp`,
            // No meta title: the page title (translated) is used, the shop's name added once.
            meta_title: null,
            meta_description: `${sub.title} from trusted sellers.`,
            parent_id: topId!,
            featured: sort % 3 === 0 ? 1 : 2,
            in_footer: 1,
            status: 1,
            sort: sort++,
            ...ts,
          },
        ]);
        subsById.set(subId!, { sub, top, topId: topId! });
        addTr('categories', subId!, 'title', sub.tr);
      }
    }
    log(`categories: ${topIds.size} top, ${subsById.size} sub`);

    // Brands and stores.
    const brandIds = await insertReturningIds(
      trx,
      'brands',
      BRANDS.map((b, i) => {
        const slug = slugify(b.title);
        images.pair(`brand-${slug}.svg`, logoSvg(b.title, b.hue), logoSvg(b.title, b.hue));
        return {
          title: b.title,
          slug,
          image: `brand-${slug}.svg`,
          status: 1,
          featured: i < 10 ? 1 : 2,
          ...ts,
        };
      }),
    );
    const sellerIds = await insertReturningIds(
      trx,
      'users',
      STORES.map((s, i) => ({
        name: `${s.name} owner`,
        email: `seller${i + 1}@bazaar.example`,
        verified: 1,
        role: 'seller',
        ...ts,
      })),
    );
    const storeIds = await insertReturningIds(
      trx,
      'stores',
      STORES.map((s, i) => {
        const slug = slugify(s.name);
        images.pair(
          `store-${slug}.svg`,
          iconSvg(s.name.slice(0, 1), s.hue),
          iconSvg(s.name.slice(0, 1), s.hue),
        );
        const created = new Date(now.getTime() - (400 + i * 97) * 86400000);
        return {
          user_id: sellerIds[i]!,
          name: s.name,
          slug,
          image: `store-${slug}.svg`,
          meta_title: s.name,
          meta_description: `${s.name} on Bazaar`,
          whatsapp_btn: s.whatsapp ? 1 : 0,
          whatsapp_number: s.whatsapp ?? null,
          whatsapp_default_msg: s.whatsapp ? 'Hello! I have a question about a product.' : null,
          status: 1,
          created_at: iso(created),
          updated_at: stamp,
        };
      }),
    );

    // Shipping, tax, bundle deals.
    const ruleIds = await insertReturningIds(trx, 'shipping_rules', [
      { title: 'Standard delivery', single_price: 0, ...ts },
      { title: 'Heavy items', single_price: 0, ...ts },
      { title: 'Free delivery', single_price: 1, ...ts },
    ]);
    const places: Insertable<Database['shipping_places']>[] = [];
    /** The demo's pickup points, one per country whose places offer pickup (invented addresses). */
    const PICKUP_POINTS: Record<
      string,
      Pick<
        Insertable<Database['shipping_places']>,
        'pickup_address_line_1' | 'pickup_city' | 'pickup_zip' | 'pickup_phone' | 'pickup_country'
      >
    > = {
      AF: {
        pickup_address_line_1: 'Shop 4, Shahr-e Naw Market',
        pickup_city: 'Kabul',
        pickup_zip: '1001',
        pickup_phone: '+93 20 000 0101',
        pickup_country: 'AF',
      },
      AE: {
        pickup_address_line_1: 'Unit 12, Al Quoz Industrial Area 3',
        pickup_city: 'Dubai',
        pickup_zip: null,
        pickup_phone: '+971 4 000 0102',
        pickup_country: 'AE',
      },
      TR: {
        pickup_address_line_1: 'Bağdat Caddesi 120',
        pickup_city: 'Istanbul',
        pickup_zip: '34728',
        pickup_phone: '+90 216 000 0103',
        pickup_country: 'TR',
      },
      GB: {
        pickup_address_line_1: '18 Commercial Street',
        pickup_city: 'London',
        pickup_zip: 'E1 6LP',
        pickup_phone: '+44 20 0000 0104',
        pickup_country: 'GB',
      },
    };
    const countries: [string, string | null, number][] = [
      ['AF', 'BDS', 0],
      ['AF', null, 0],
      ['US', null, 1],
      ['AE', null, 2],
      ['FR', null, 3],
      ['TR', null, 4],
      ['IN', null, 5],
      ['GB', null, 6],
    ];
    ruleIds.forEach((rid, r) => {
      for (const [country, state, k] of countries) {
        const price = r === 2 ? 0 : (r === 0 ? 300 : 1200) + k * 150;
        places.push({
          shipping_rule_id: rid,
          country,
          state,
          price,
          pickup_price: r === 2 ? 0 : Math.round(price / 3),
          pickup_point: k % 2 === 0 ? 1 : 0,
          day_needed: 2 + k,
          // A pickup point has an address to pick up from (issue 37 item 5); a place without one has none.
          ...(k % 2 === 0 ? PICKUP_POINTS[country] : {}),
          pickup_city: k % 2 === 0 ? (PICKUP_POINTS[country]?.pickup_city ?? null) : null,
        });
      }
    });
    await insertMany(trx, 'shipping_places', places);
    const taxIds = await insertReturningIds(trx, 'tax_rules', [
      { title: 'VAT 5%', type: 2, price: 5, ...ts },
      { title: 'VAT 18%', type: 2, price: 18, ...ts },
    ]);
    const bundleIds = await insertReturningIds(trx, 'bundle_deals', [
      { title: 'Buy 2, get 1 free', buy: 2, free: 1, status: 1, ...ts },
      { title: 'Buy 3, get 1 free', buy: 3, free: 1, status: 1, ...ts },
    ]);

    // Attributes.
    const attrIds = new Map<string, number>();
    const valueIds = new Map<string, number[]>();
    for (const [title, values] of Object.entries(ATTRIBUTE_VALUES)) {
      const [aid] = await insertReturningIds(trx, 'attributes', [{ title, ...ts }]);
      attrIds.set(title, aid!);
      addTr('attributes', aid!, 'title', ATTRIBUTE_TR[title]!);
      valueIds.set(
        title,
        await insertReturningIds(
          trx,
          'attribute_values',
          values.map((v) => ({ attribute_id: aid!, title: v })),
        ),
      );
    }

    // Products.
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
    const productIds = await insertReturningIds(trx, 'products', productRows);
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
          row: { product_id: pid, quantity: q, price: 0, sku: `${productRows[i]!.sku}` },
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
    await insertMany(trx, 'product_categories', productCategories);
    const invIds = await insertReturningIds(
      trx,
      'inventories',
      inventories.map((x) => x.row),
    );
    const invAttrs: Insertable<Database['inventory_attributes']>[] = [];
    inventories.forEach((inv, k) =>
      inv.values.forEach((v) => invAttrs.push({ inventory_id: invIds[k]!, attribute_value_id: v })),
    );
    await insertMany(trx, 'inventory_attributes', invAttrs);
    log(`inventories: ${invIds.length}`);

    // Gallery: two extra images for products in the pool; colour variants get an image each.
    const galleryRows: Insertable<Database['product_images']>[] = [];
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
            ...new Set(
              inventories.filter((x) => x.product === pid).map((x) => x.values[colorIdx]!),
            ),
          ];
          const value = colorValues[g - 2];
          if (value) galleryAttr.push({ index: galleryRows.length - 1, value });
        }
      }
    });
    const galleryIds = await insertReturningIds(trx, 'product_images', galleryRows);
    await insertMany(
      trx,
      'product_image_attributes',
      galleryAttr.map((g) => ({
        product_image_id: galleryIds[g.index]!,
        attribute_value_id: g.value,
      })),
    );

    // Tags (suggested keywords).
    await insertMany(
      trx,
      'tags',
      [...allTags].sort().map((title) => ({ title })),
    );

    // Collections.
    const collectionDefs = [
      'Trending now',
      'Best sellers',
      'New arrivals',
      'Gifts under $50',
      'Home office',
    ];
    const collectionIds = await insertReturningIds(
      trx,
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
    const publicIdx = productIds.map((_, i) => i).filter((i) => productRows[i]!.status === 1);
    collectionIds.forEach((cid, k) => {
      const chosen =
        k === 3
          ? publicIdx.filter((i) => (productRows[i]!.selling as number) < 5000).slice(0, 18)
          : rnd.sample(publicIdx, Math.min(18, publicIdx.length));
      chosen.forEach((i, s) =>
        pcs.push({ collection_id: cid, product_id: productIds[i]!, sort: s }),
      );
    });
    await insertMany(trx, 'product_collections', pcs);
    SEED_TR.collections.forEach((tr, k) => addTr('collections', collectionIds[k]!, 'title', tr));

    // The demo shop's administrator (README "Admin area"; local use only).
    await trx
      .insertInto('users')
      .values({
        name: DEMO_ADMIN.name,
        first_name: DEMO_ADMIN.name,
        email: DEMO_ADMIN.email,
        password_hash: await hashPassword(DEMO_ADMIN.password),
        role: 'admin',
        verified: 1,
        ...ts,
      })
      .execute();

    // Reviewers and reviews.
    const reviewerNames = [
      'Amina K.',
      'Lucas M.',
      'Elif Y.',
      'Rahul S.',
      'Sara H.',
      'Omar F.',
      'Chloé D.',
      'Mehmet A.',
      'Priya N.',
      'Yusuf B.',
      'Léa P.',
      'Farid Z.',
    ];
    const reviewerIds = await insertReturningIds(
      trx,
      'users',
      reviewerNames.map((name, k) => ({
        name,
        first_name: name.split(' ')[0]!,
        email: `shopper${k + 1}@bazaar.example`,
        verified: 1,
        ...ts,
      })),
    );
    const texts = [
      'Exactly as described, fast delivery.',
      'Good value for the price.',
      'Quality is better than I expected!',
      'Works well, packaging could be better.',
      'Second time buying — still happy.',
      'Not bad, but the colour is a bit different from the photo.',
      'Excellent seller, answered all my questions.',
      'Would buy again.',
    ];
    const reviews: Insertable<Database['rating_reviews']>[] = [];
    const ratingByProduct = new Map<number, number[]>();
    productIds.forEach((pid, i) => {
      const n = i < 2000 ? rnd.int(0, 6) : rnd.int(0, 2);
      // Every 25th product is a best-seller with more than one page of reviews.
      const extra = i % 25 === 0 ? 9 : 0;
      for (let k = 0; k < n + extra; k++) {
        const rating =
          k < n
            ? Math.min(5, Math.max(1, Math.round(3.6 + (rnd.next() - 0.3) * 3)))
            : [5, 4, 5, 3, 4, 5, 2, 4, 5][k - n]!;
        const when = iso(new Date(now.getTime() - rnd.int(1, 300) * 86400000));
        reviews.push({
          product_id: pid,
          user_id: reviewerIds[(i + k) % reviewerIds.length]!,
          rating,
          review:
            k < n ? (rnd.chance(0.85) ? rnd.pick(texts) : null) : texts[(i + k) % texts.length]!,
          status: 1,
          created_at: when,
          updated_at: when,
        });
        ratingByProduct.set(pid, [...(ratingByProduct.get(pid) ?? []), rating]);
      }
    });
    const reviewIds = await insertReturningIds(trx, 'rating_reviews', reviews);
    const reviewImages: Insertable<Database['review_images']>[] = [];
    reviewIds.forEach((rid, k) => {
      if (k % 9 === 0 && (reviews[k]!.product_id as number) <= IMAGE_POOL)
        reviewImages.push({ rating_review_id: rid, image: `p-${reviews[k]!.product_id}-2.webp` });
    });
    await insertMany(trx, 'review_images', reviewImages);
    // Denormalised rating, review count and stock (listing sorts and filters read them).
    for (const [pid, list] of ratingByProduct) {
      const avg = Math.round((list.reduce((a, b) => a + b, 0) / list.length) * 100) / 100;
      await trx
        .updateTable('products')
        .set({ rating: avg, review_count: list.length })
        .where('id', '=', pid)
        .execute();
    }
    await updateStock(trx, stock);
    log(`reviews: ${reviewIds.length}`);

    // Flash sales: one running, one upcoming.
    const day = 86400000;
    images.pair(
      'flash-weekend.svg',
      bannerSvg('Weekend Mega Sale', 350, 1200, 400),
      bannerSvg('Weekend Mega Sale', 350, 600, 200),
    );
    images.pair(
      'flash-nights.svg',
      bannerSvg('Ramadan Nights', 260, 1200, 400),
      bannerSvg('Ramadan Nights', 260, 600, 200),
    );
    const saleIds = await insertReturningIds(trx, 'flash_sales', [
      {
        title: 'Weekend Mega Sale',
        slug: 'weekend-mega-sale',
        image: 'flash-weekend.svg',
        start_time: sqlTime(new Date(now.getTime() - day)),
        end_time: sqlTime(new Date(now.getTime() + 3 * day)),
        status: 1,
        ...ts,
      },
      {
        title: 'Ramadan Nights',
        slug: 'ramadan-nights',
        image: 'flash-nights.svg',
        start_time: sqlTime(new Date(now.getTime() + 5 * day)),
        end_time: sqlTime(new Date(now.getTime() + 8 * day)),
        status: 1,
        ...ts,
      },
    ]);
    SEED_TR.flashSales.forEach((tr, k) => addTr('flash_sales', saleIds[k]!, 'title', tr));
    const flashRows: Insertable<Database['flash_sale_products']>[] = [];
    const inStock = publicIdx.filter((i) => (stock.get(productIds[i]!) ?? 0) > 0);
    saleIds.forEach((sid, k) => {
      rnd.sample(inStock, Math.min(14, inStock.length)).forEach((i) => {
        flashRows.push({
          flash_sale_id: sid,
          product_id: productIds[i]!,
          price: Math.round((productRows[i]!.selling as number) * (0.6 + 0.1 * k)),
        });
      });
    });
    await insertMany(trx, 'flash_sale_products', flashRows);

    // Vouchers: title, code, type (1 an amount off, 2 a percentage), price (minor units or percent), cap,
    // minimum spend, usage limit, limit per customer, and the days from now they start and end.
    const vouchers = [
      ['Welcome 10% off', 'WELCOME10', 2, 10, 2000, 5000, 1000, 1, -30, 365],
      ['$5 off orders over $30', 'SAVE5', 1, 500, null, 3000, 5000, 3, -30, 90],
      ['15% off big baskets', 'BIGBASKET15', 2, 15, 10000, 30000, 200, 1, -5, 60],
      ['Summer sale (ended)', 'SUMMER25', 2, 25, 5000, 0, 100, 1, -120, -30],
    ] as const;
    await insertMany(
      trx,
      'vouchers',
      vouchers.map(([title, code, type, price, cap, minSpend, usage, perCustomer, from, to]) => ({
        title,
        code,
        type,
        price,
        capped_price: cap,
        min_spend: minSpend,
        usage_limit: usage,
        limit_per_customer: perCustomer,
        status: 1,
        start_time: sqlTime(new Date(now.getTime() + from * day)),
        end_time: sqlTime(new Date(now.getTime() + to * day)),
        ...ts,
      })),
    );

    // Home sliders, site features, banners (types 1–9), their sources.
    const sliderDefs = [
      {
        title: 'New season laptops',
        type: 1,
        source_type: 1,
        hue: 210,
        targets: [['category', topIds.get('Electronics')!]],
      },
      {
        title: 'Fresh from Anatolia',
        type: 1,
        source_type: 4,
        hue: 20,
        targets: [['brand', brandIds[10]!]],
      },
      {
        title: 'Coffee & tea week',
        type: 1,
        source_type: 3,
        hue: 100,
        tags: 'coffee',
        targets: [],
      },
      {
        title: 'Editor’s picks',
        type: 2,
        source_type: 5,
        hue: 280,
        targets: publicIdx.slice(0, 8).map((i) => ['product', productIds[i]!]),
      },
      {
        title: 'About Bazaar',
        type: 3,
        source_type: 6,
        hue: 170,
        url: '/page/about',
        targets: [],
      },
    ] as const;
    const sliderIds = await insertReturningIds(
      trx,
      'home_sliders',
      sliderDefs.map((s, k) => {
        const name = `slider-${k + 1}.svg`;
        images.pair(
          name,
          bannerSvg(s.title, s.hue, s.type === 1 ? 1200 : 600, s.type === 1 ? 450 : 220),
          bannerSvg(s.title, s.hue, 600, s.type === 1 ? 225 : 220),
        );
        return {
          title: s.title,
          slug: slugify(s.title),
          image: name,
          type: s.type,
          source_type: s.source_type,
          tags: 'tags' in s ? s.tags : null,
          url: 'url' in s ? s.url : null,
          status: 1,
          sort: k,
          ...ts,
        };
      }),
    );
    sliderIds.forEach((sid, k) => addTr('home_sliders', sid, 'title', SEED_TR.sliders[k]!));
    const sourceLinks: Insertable<Database['source_links']>[] = [];
    sliderDefs.forEach((s, k) =>
      s.targets.forEach(([type, id]) =>
        sourceLinks.push({
          owner_type: 'slider',
          owner_id: sliderIds[k]!,
          target_type: String(type),
          target_id: Number(id),
        }),
      ),
    );

    const features = [
      ['Free delivery on selected products', 'F'],
      ['Secure payments', 'S'],
      ['30-day returns', 'R'],
      ['Support 7 days a week', '?'],
    ] as const;
    const featureIds = await insertReturningIds(
      trx,
      'site_features',
      features.map(([detail, letter], k) => {
        images.write(`feature-${k + 1}.svg`, iconSvg(letter, 190 + k * 30));
        images.write(`thumb-feature-${k + 1}.svg`, iconSvg(letter, 190 + k * 30));
        return { detail, image: `feature-${k + 1}.svg`, status: 1, sort: k, ...ts };
      }),
    );
    featureIds.forEach((fid, k) => addTr('site_features', fid, 'detail', SEED_TR.features[k]!));

    const bannerDefs = [
      { title: 'Up to 40% off audio', type: 1, source_type: 2, hue: 220, w: 600, h: 250 },
      { title: 'Cosy home, cosy prices', type: 2, source_type: 1, hue: 30, w: 600, h: 250 },
      { title: 'Play more, pay less', type: 3, source_type: 1, hue: 45, w: 600, h: 250 },
      { title: 'Run further', type: 4, source_type: 3, tags: 'running', hue: 160, w: 600, h: 250 },
      { title: 'Glow up: skincare picks', type: 5, source_type: 1, hue: 310, w: 1200, h: 250 },
      { title: 'Pantry essentials', type: 6, source_type: 1, hue: 100, w: 1200, h: 250 },
      {
        title: 'Verified reviews from real buyers',
        type: 7,
        source_type: 6,
        url: '/page/faq',
        hue: 260,
        w: 600,
        h: 250,
      },
      {
        title: 'Free delivery on selected products',
        type: 8,
        source_type: 6,
        url: '/page/shipping-and-returns',
        hue: 190,
        w: 500,
        h: 100,
      },
      {
        title: 'Get 10% off your first order (up to $20): WELCOME10',
        type: 9,
        source_type: 6,
        url: '/register',
        hue: 340,
        w: 500,
        h: 100,
      },
    ] as const;
    const bannerIds = await insertReturningIds(
      trx,
      'banners',
      bannerDefs.map((b, k) => {
        const name = `banner-${k + 1}.svg`;
        images.pair(
          name,
          bannerSvg(b.title, b.hue, b.w, b.h),
          bannerSvg(b.title, b.hue, Math.round(b.w / 2), Math.round(b.h / 2)),
        );
        return {
          title: b.title,
          slug: slugify(b.title),
          image: name,
          type: b.type,
          source_type: b.source_type,
          tags: 'tags' in b ? b.tags : null,
          url: 'url' in b ? b.url : null,
          status: 1,
          closable: 1,
          ...ts,
        };
      }),
    );
    const bannerTargets: [number, string, number][] = [
      [0, 'category', [...subsById.entries()].find(([, v]) => v.sub.title === 'Audio')![0]],
      [1, 'category', topIds.get('Home & Kitchen')!],
      [2, 'category', topIds.get('Toys & Games')!],
      [4, 'category', [...subsById.entries()].find(([, v]) => v.sub.title === 'Skincare')![0]],
      [5, 'category', [...subsById.entries()].find(([, v]) => v.sub.title === 'Pantry')![0]],
    ];
    for (const [k, type, id] of bannerTargets)
      sourceLinks.push({
        owner_type: 'banner',
        owner_id: bannerIds[k]!,
        target_type: type,
        target_id: id,
      });
    await insertMany(trx, 'source_links', sourceLinks);
    for (const [k, tr] of Object.entries(SEED_TR.banners))
      addTr('banners', bannerIds[Number(k)]!, 'title', tr);

    // Pages, footer links, header links, footer icons, custom scripts.
    const pageIds = await insertReturningIds(
      trx,
      'pages',
      PAGES.map((p) => ({
        slug: p.slug,
        title: p.title,
        description: p.body,
        // No meta title: the page title (translated) is used, the shop's name added once.
        meta_title: null,
        meta_description: p.title,
        page_from_component: p.component ? 1 : 2,
        status: 1,
        ...ts,
      })),
    );
    PAGES.forEach((p, k) => {
      addTr('pages', pageIds[k]!, 'title', p.tr);
      if (!p.component) addTr('pages', pageIds[k]!, 'description', p.bodyTr);
    });
    await insertMany(
      trx,
      'footer_links',
      PAGES.map((p, k) => ({
        type: p.group === 'services' ? 1 : 2,
        page_id: pageIds[k]!,
        sort: k,
      })),
    );
    const headerIds = await insertReturningIds(trx, 'header_links', [
      { type: 1, title: 'Sell on Bazaar', url: '/seller/register', sort: 0 },
      { type: 1, title: 'Track your order', url: '/track-order', sort: 1 },
      { type: 2, title: 'Flash sale', url: '/flash-sale', sort: 0 },
      { type: 2, title: 'Help', url: '/page/faq', sort: 1 },
    ]);
    headerIds.forEach((hid, k) => addTr('header_links', hid, 'title', SEED_TR.headerLinks[k]!));
    const icons = [
      [1, 'Visa', 'VISA', 230, null],
      [1, 'Mastercard', 'MC', 20, null],
      [1, 'PayPal', 'PayPal', 210, null],
      [1, 'Cash on delivery', 'COD', 140, null],
      [2, 'Facebook', 'f', 220, 'https://www.facebook.com/'],
      [2, 'Instagram', 'IG', 320, 'https://www.instagram.com/'],
      [2, 'X', 'X', 0, 'https://x.com/'],
      [2, 'YouTube', '▶', 0, 'https://www.youtube.com/'],
    ] as const;
    await insertMany(
      trx,
      'footer_images',
      icons.map(([type, title, text, hue, link], k) => {
        const name = `${type === 1 ? 'pay' : 'social'}-${slugify(title)}.svg`;
        images.write(name, type === 1 ? badgeSvg(text, hue) : iconSvg(text, hue));
        images.write(`thumb-${name}`, type === 1 ? badgeSvg(text, hue) : iconSvg(text, hue));
        return { type, title, image: name, link, status: 1, sort: k };
      }),
    );

    await insertMany(trx, 'translations', translations, 300);
    await addDemoTranslations(trx);
    log(`translations: ${translations.length}`);
    await touchCatalogue(trx);
    // The pictures are drawn (or taken from this machine's cache) while the rows go in; the seed is done
    // when both are, and a picture that cannot be drawn rolls the rows back.
    await images.finish();
  });

  const ms = Date.now() - started;
  log(`seeded ${total} products, ${images.count} image files in ${(ms / 1000).toFixed(1)} s`);
  return { products: total, images: images.count, ms };
}

async function updateStock(db: Kysely<Database>, stock: Map<number, number>) {
  // One statement per distinct value keeps this fast for large catalogues.
  const byValue = new Map<number, number[]>();
  for (const [pid, q] of stock) byValue.set(q, [...(byValue.get(q) ?? []), pid]);
  for (const [q, ids] of byValue) {
    for (let i = 0; i < ids.length; i += 900) {
      await db
        .updateTable('products')
        .set({ stock: q })
        .where('id', 'in', ids.slice(i, i + 900))
        .execute();
    }
  }
}
