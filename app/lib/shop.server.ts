// Per-request wiring for loaders: the ShopApi client and the site settings every screen needs.
import type { AppLoadContext } from '@remix-run/node';
import { createShopApi, unwrapOrThrow } from './shop-api.server.ts';
import { languageFromPath, resources } from './i18n.ts';
import { readSession } from './guards.server.ts';

/**
 * The request's API client: the session's token (or guest user_token) and the shopper's address go with
 * every call; `identity` overrides them (right after sign-in, say).
 */
export function shopApiFor(
  request: Request,
  context: AppLoadContext,
  identity: { token?: string | null; userToken?: string | null } = {},
) {
  return createShopApi({
    baseUrl: context.shopApiUrl,
    language: languageFromPath(new URL(request.url).pathname),
    timeoutMs: context.apiTimeoutMs,
    requestId: context.requestId,
    clientIp: context.clientIp,
    auth: () => readSession(request),
    ...identity,
  });
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

export async function loadSite(request: Request, context: AppLoadContext) {
  const common = unwrapOrThrow(await shopApiFor(request, context).common());
  return {
    ...common,
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
export type Site = Awaited<ReturnType<typeof loadSite>>;

/**
 * UI strings a backend supplies through `localization` override ours (issue 3) — only for keys we have,
 * with plain short strings; a backend without the endpoint (or down) simply changes nothing.
 */
export async function loadStringOverrides(request: Request, context: AppLoadContext) {
  const lang = languageFromPath(new URL(request.url).pathname) as keyof typeof resources;
  const r = await shopApiFor(request, context).localization();
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
