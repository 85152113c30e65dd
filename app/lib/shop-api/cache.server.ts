// In-process caches of API answers that change with a release or a settings edit, not per request
// (docs/design.md; docs/decisions/030-storefront-caches-on-lru-cache.md). Only successes are kept: a failure
// is asked again on the next request.
import { LRUCache } from 'lru-cache';
import type { ShopApiResult } from '#app/lib/shop-api/client.server.ts';

const clears: (() => void)[] = [];

/** A cache of successful answers by key, each kept `ttlMs`, at most `max` keys (least recently used go). */
export function resultCache<T extends object>(ttlMs: number, max = 100) {
  const cache = new LRUCache<string, T>({ max, ttl: ttlMs });
  clears.push(() => cache.clear());
  return async (key: string, load: () => Promise<ShopApiResult<T>>): Promise<ShopApiResult<T>> => {
    const hit = cache.get(key);
    if (hit !== undefined) return { ok: true, data: hit };
    const r = await load();
    if (r.ok) cache.set(key, r.data);
    return r;
  };
}

/** Empties every cache (tests). */
export function resetShopApiCache() {
  for (const clear of clears) clear();
}
