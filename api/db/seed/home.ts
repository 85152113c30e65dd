// The home page's merchandising: sliders, site features, banners (types 1–9) and what they link to.
import type { Insertable } from 'kysely';
import type { Database } from '../schema.ts';
import type { SeededCategories } from './catalog.ts';
import { SEED_TR } from './catalog-data.ts';
import { bannerSvg, iconSvg } from './images.ts';
import type { SeededProducts } from './products.ts';
import { slugify } from './random.ts';
import { insertMany, insertReturningIds, type SeedContext } from './rows.ts';

export async function seedHome(
  { db, images, ts, addTr }: SeedContext,
  {
    topIds,
    subsById,
    brandIds,
  }: {
    topIds: SeededCategories['topIds'];
    subsById: SeededCategories['subsById'];
    brandIds: number[];
  },
  { productIds, publicIdx }: SeededProducts,
): Promise<void> {
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
    db,
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
    db,
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
    db,
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
  await insertMany(db, 'source_links', sourceLinks);
  for (const [k, tr] of Object.entries(SEED_TR.banners))
    addTr('banners', bannerIds[Number(k)]!, 'title', tr);
}
