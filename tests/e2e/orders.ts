// Order helpers shared by e2e specs: a plain product of the demo shop found through the API, an order placed
// through the API as a checkout would.
import type { APIRequestContext } from '@playwright/test';
import { NEW_YORK_ADDRESS } from '../support/address.ts';
import { expect } from './fixtures.ts';

export type PlainProduct = {
  id: number;
  slug: string;
  title: string;
  store: { id: number };
  attribute: unknown[];
  inventory: { id: number; quantity: number }[];
  bundle_deal: unknown;
};
export type Placed = { id: number; order: string };

/**
 * The plain products (no variants, no bundle deal, one inventory with at least `minStock` in stock) among the
 * demo product `ids`, in their order, looking no further once `enough` are found: each spec looks in its own
 * part of the catalogue so that specs running at the same time do not change one another's stock.
 */
export async function plainProducts(
  request: APIRequestContext,
  ids: readonly number[],
  { minStock = 20, enough = Infinity }: { minStock?: number; enough?: number } = {},
): Promise<PlainProduct[]> {
  const plain: PlainProduct[] = [];
  for (const id of ids) {
    if (plain.length >= enough) break;
    // A kept-alive connection the server just closed is retried (ECONNRESET between browser steps).
    const r = (await (await request.get(`/api/v1/product/${id}`, { maxRetries: 2 })).json()) as {
      status: number;
      data: PlainProduct;
    };
    const d = r.data;
    if (r.status !== 200 || !d?.id || d.attribute.length || d.bundle_deal) continue;
    if (d.inventory.length !== 1 || d.inventory[0]!.quantity < minStock) continue;
    plain.push(d);
  }
  return plain;
}

/** The (skip+1)-th plain product among the demo product `ids`, in their order. */
export async function plainProduct(
  request: APIRequestContext,
  skip: number,
  ids: readonly number[],
): Promise<PlainProduct> {
  const found = (await plainProducts(request, ids, { enough: skip + 1 }))[skip];
  if (!found) throw new Error('no plain product in the demo shop');
  return found;
}

/** The demo product ids from `first` to `last`, either way round. */
export function idRange(first: number, last: number): number[] {
  const step = first <= last ? 1 : -1;
  return Array.from({ length: Math.abs(last - first) + 1 }, (_, i) => first + i * step);
}

/** Places an order (cash on delivery unless told) as a checkout would: a signed-in shopper's (bearer) or a guest's. */
export async function placeOrder(
  request: APIRequestContext,
  product: PlainProduct,
  who: { token?: string; guest?: string },
  opts: { quantity?: number; email?: string; language?: string; method?: 2 | 7 } = {},
): Promise<Placed> {
  const headers: Record<string, string> = who.token ? { Authorization: `Bearer ${who.token}` } : {};
  if (opts.language) headers.language = opts.language;
  const guest = who.guest ? { user_token: who.guest } : {};
  const post = async (path: string, data: Record<string, unknown>) => {
    const body = (await (
      await request.post(`/api/v1/${path}`, { headers, data, maxRetries: 2 })
    ).json()) as {
      status: number;
      data: Placed;
    };
    expect(body.status, `${path}: ${JSON.stringify(body)}`).toBe(200);
    return body.data;
  };
  await post('cart/action', {
    ...guest,
    product_id: product.id,
    inventory_id: product.inventory[0]!.id,
    quantity: opts.quantity ?? 1,
  });
  await post('user/address/action', {
    ...guest,
    name: 'Ada Buyer',
    email: opts.email ?? 'ada.buyer@example.com',
    ...NEW_YORK_ADDRESS,
    default: 1,
  });
  return post('order/action', { ...guest, order_method: opts.method ?? 2, voucher: '' });
}
