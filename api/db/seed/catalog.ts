// The catalogue's structure: categories with their sub-categories, brands, and the attributes products vary by.
import {
  ATTRIBUTE_TR,
  ATTRIBUTE_VALUES,
  BRANDS,
  CATEGORIES,
  type Sub,
  type Top,
} from './catalog-data.ts';
import { logoSvg, productSvg } from './images.ts';
import { slugify } from './random.ts';
import { insertReturningIds, type SeedContext } from './rows.ts';

export type SeededCategories = Awaited<ReturnType<typeof seedCategories>>;

/** Categories with sub-categories: the top ones by title, the sub-categories by id. */
export async function seedCategories({ db, images, ts, log, addTr }: SeedContext) {
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
    const [topId] = await insertReturningIds(db, 'categories', [
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
      const [subId] = await insertReturningIds(db, 'categories', [
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
  return { subsById, topIds };
}

export async function seedBrands({ db, images, ts }: SeedContext): Promise<number[]> {
  return insertReturningIds(
    db,
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
}

/** The attributes and their values; returns the value ids by attribute title. */
export async function seedAttributes({ db, ts, addTr }: SeedContext) {
  const valueIds = new Map<string, number[]>();
  for (const [title, values] of Object.entries(ATTRIBUTE_VALUES)) {
    const [aid] = await insertReturningIds(db, 'attributes', [{ title, ...ts }]);
    addTr('attributes', aid!, 'title', ATTRIBUTE_TR[title]!);
    valueIds.set(
      title,
      await insertReturningIds(
        db,
        'attribute_values',
        values.map((v) => ({ attribute_id: aid!, title: v })),
      ),
    );
  }
  return valueIds;
}
