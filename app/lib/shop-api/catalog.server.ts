// Catalogue calls with a rule of their own beyond `api.call`.
import { endpoints } from '#contract/endpoints.ts';
import { looksLikeProduct } from '#contract/catalog/product.ts';
import type { ShopApiCore } from '#app/lib/shop-api/client.server.ts';

/** A product's detail; a payload without a numeric id is "not found" (API-REFERENCE §8.8). */
export const product = (api: ShopApiCore, id: string | number) =>
  api.call(endpoints.product, { params: { id: String(id) } }, { found: looksLikeProduct });
