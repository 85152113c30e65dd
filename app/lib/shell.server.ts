// What the shell (root loader) takes from the API for every screen: the site settings, with image and API
// origins as the browser must see them, and the backend's UI string overrides.
import type { AppLoadContext, LoaderFunctionArgs } from '@remix-run/node';
import { DEFAULT_LANGUAGE, isLanguageCode } from '#contract/codes.ts';
import { notFound } from '#app/lib/listing.server.ts';
import { unwrapOrThrow } from '#app/lib/shop-api/client.server.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { common as loadCommon, localization } from '#app/lib/shop-api/site.server.ts';
import { languageFromPath } from '#app/lib/i18n.ts';
import { resources } from '#app/lib/i18n-resources.server.ts';

/**
 * The optional language segment of `($lang)` routes: /fr, /ar, /tr, /hi. English is unprefixed, so /en and
 * unknown codes are 404. The `($lang)` layout checks it; a child whose loader works for the page checks it
 * first too (Remix runs a page's loaders side by side, and /wp-login.php is home with lang "wp-login.php").
 */
export function requireLanguageSegment(params: LoaderFunctionArgs['params']): void {
  const lang = params.lang;
  if (lang !== undefined && (!isLanguageCode(lang) || lang === DEFAULT_LANGUAGE)) notFound();
}

/**
 * Image base as the browser must see it. When the API is the embedded one (reached on loopback), its
 * absolute URLs are rewritten to root-relative paths so images work on whatever host the shop is served.
 */
export function publicImageBase(imgSrcUrl: string, shopApiUrl: string): string {
  try {
    const img = new URL(imgSrcUrl);
    const api = new URL(shopApiUrl);
    if (img.origin === api.origin)
      return img.pathname.endsWith('/') ? img.pathname : `${img.pathname}/`;
  } catch {
    /* relative or malformed: use as is */
  }
  return imgSrcUrl;
}

function sameOrigin(a: string | null | undefined, b: string): boolean {
  try {
    return Boolean(a) && new URL(a!).origin === new URL(b).origin;
  } catch {
    return false;
  }
}

/**
 * The category tree as the pages use it (a listing's sub-category links): id, title, slug and children.
 * It goes into every page's hydration data, so the rest (images, meta texts, `in_footer_child` and
 * `public_sub_categories`, which repeat the children) stays on the server (issue 18).
 */
type CategoryLink = { id: number; title?: string | null; slug?: string | null };
export function categoryLinks(
  categories: readonly (CategoryLink & { child?: CategoryLink[] })[],
): (CategoryLink & { child: CategoryLink[] })[] {
  const link = ({ id, title, slug }: CategoryLink) => ({ id, title, slug });
  return categories.map((c) => ({ ...link(c), child: (c.child ?? []).map(link) }));
}

export async function loadSite(request: Request, context: AppLoadContext) {
  const common = unwrapOrThrow(await loadCommon(shopApiFor(request, context)));
  return {
    ...common,
    categories: categoryLinks(common.categories),
    img_src_url: publicImageBase(common.img_src_url, context.shopApiUrl),
    // The embedded API answers on loopback; browsers reach it on this site's own origin (social sign-in).
    site_setting: {
      ...common.site_setting,
      api_base: sameOrigin(common.site_setting.api_base, context.shopApiUrl)
        ? ''
        : common.site_setting.api_base,
    },
  };
}

/**
 * UI strings a backend supplies through `localization` override ours (issue 3) — only for keys we have,
 * with plain short strings; a backend without the endpoint (or down) simply changes nothing.
 */
export async function loadStringOverrides(request: Request, context: AppLoadContext) {
  const lang = languageFromPath(new URL(request.url).pathname);
  const r = await localization(shopApiFor(request, context));
  if (!r.ok) return null;
  const ours = resources[lang]?.common as Record<string, Record<string, string>> | undefined;
  const out: Record<string, Record<string, string>> = {};
  for (const [section, keys] of Object.entries(r.data)) {
    for (const [key, value] of Object.entries(keys)) {
      if (ours?.[section]?.[key] !== undefined && value.trim() && value.length <= 500)
        (out[section] ??= {})[key] = value;
    }
  }
  return Object.keys(out).length ? out : null;
}
