// Where the top and popup banners may appear (issue 35 item 1, decision 143). Staff name the page kinds a banner
// may show on (none named: all of them); whatever they name, a page of buying (checkout, payment, order
// complete), of the shopper's account or of a workspace (admin, seller) never shows one: `promotionPageOf`
// answers null there, and the storefront renders no banner on a null page.
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../codes.ts';

export const PROMOTION_PAGES = [
  'home',
  'listing',
  'product',
  'cart',
  'shop',
  'page',
  'flash-sale',
  'other',
] as const;
export type PromotionPage = (typeof PROMOTION_PAGES)[number];

/** The paths (after the language) that never show a promotion, whatever the banner names. */
const NEVER =
  /^\/(checkout|user|admin|seller)(\/|$)|^\/admin_|^\/[^/]+\/(cancel|return)\/|^\/razorpay-callback/;

/** The page kind of a storefront path (with or without its language prefix); null: no promotions there. */
export function promotionPageOf(pathname: string): PromotionPage | null {
  const path = pathname.replace(/\.data$/, '').split(/[?#]/)[0] || '/';
  const first = path.split('/')[1] ?? '';
  const lang = (LANGUAGE_CODES as readonly string[]).includes(first) && first !== DEFAULT_LANGUAGE;
  const bare = (lang ? path.slice(first.length + 1) : path).replace(/\/+$/, '') || '/';
  if (NEVER.test(bare)) return null;
  if (bare === '/') return 'home';
  if (bare === '/cart') return 'cart';
  if (/^\/shop(\/|$)/.test(bare)) return 'shop';
  if (/^\/page(\/|$)/.test(bare)) return 'page';
  if (/^\/flash-sale(\/|$)/.test(bare)) return 'flash-sale';
  if (/^\/[^/]+\/product\//.test(bare)) return 'product';
  if (/^\/(all|search|brands|categories)(\/|$)|^\/[^/]+\/(products|brand|collection)$/.test(bare))
    return 'listing';
  return 'other';
}

/** Whether a banner that names `pages` (null or none: every kind) shows on the page of `pathname`. */
export function promotionShowsOn(pages: readonly string[] | null | undefined, pathname: string) {
  const kind = promotionPageOf(pathname);
  if (!kind) return false;
  return !pages?.length || pages.includes(kind);
}
