// What the home page shows of the API's home and daily-discover answers, and nothing more: this is the
// browser's hydration data (issue 18: collections alone were 13 kB of JSON, mostly fields no card shows).
import { BannerType } from '#contract/codes.ts';
import type { HomeDataSchema } from '#contract/catalog/home.ts';
import type { z } from '#contract/zod.ts';
import { toCard, type CardProduct } from '#app/components/product-card.tsx';
import { saleTimeTexts } from '#app/lib/format.ts';

type Home = z.infer<typeof HomeDataSchema>;
type Promo = Home['slider']['main'][number];

/** The products a collection's row shows on the home page. */
export const COLLECTION_ROW = 6;

/** A slider's or banner's picture and where it leads (Promo). */
const promo = ({ id, title, slug, image, type, source_type, url }: Promo) => ({
  id,
  title,
  slug,
  image,
  type,
  source_type,
  url,
});
export type PromoItem = ReturnType<typeof promo>;

const picture = <T extends { id: number; title?: string | null; slug?: string | null }>(
  x: T & { image?: string | null },
) => ({ id: x.id, title: x.title, slug: x.slug, image: x.image });

export function summariseHome(
  home: Home,
  feed: { data: CardProduct[]; current_page: number; last_page: number },
  locale: string,
) {
  return {
    slider: {
      main: home.slider.main.map(promo),
      right_top: home.slider.right_top ? promo(home.slider.right_top) : null,
      right_bottom: home.slider.right_bottom ? promo(home.slider.right_bottom) : null,
    },
    banners: home.banners
      .filter((b) => b.type >= BannerType.HOME_1 && b.type <= BannerType.HOME_6)
      .map(promo),
    features: home.site_features.map(({ id, image, detail }) => ({ id, image, detail })),
    categories: home.featured_categories.map(picture),
    brands: home.featured_brands.map(picture),
    flashSales: home.flash_sales.map((sale) => ({
      id: sale.id,
      title: sale.title,
      end_time: sale.end_time,
      end_text: saleTimeTexts(sale, locale).end_text,
      products: sale.public_products.map((p) => toCard({ ...p, end_time: sale.end_time })),
    })),
    // A collection's row shows its first six products, about a desktop row's width; "View all" opens the
    // collection's own listing with the rest, filters and pages (issue 18: 15 fewer cards on home).
    collections: home.collections.map((c) => ({
      id: c.id,
      title: c.title,
      slug: c.slug,
      products: c.product_collections.slice(0, COLLECTION_ROW).map(toCard),
    })),
    feed: {
      products: feed.data.map(toCard),
      page: feed.current_page,
      lastPage: feed.last_page,
    },
  };
}
export type HomeSummary = ReturnType<typeof summariseHome>;
