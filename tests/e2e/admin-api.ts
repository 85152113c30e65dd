// Preconditions through the shop API for the specs that drive a workspace (decision 147: through the API, not
// the UI): a bearer token for an account, a call that must succeed, and a product of the spec's own — a
// published copy of a plain demo product at a price and stock the spec sets, so no other spec's prices,
// totals or stock move — deleted again at the end.
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';
import { DEMO_ADMIN } from './accounts.ts';
import { idRange, plainProduct } from './orders.ts';

/** The bearer token of `who` (the demo admin unless told). */
export async function tokenOf(
  request: APIRequestContext,
  who: { email: string; password: string } = DEMO_ADMIN,
) {
  const r = (await (await request.post('/api/v1/user/signin', { data: who })).json()) as {
    status: number;
    data: { token: string };
  };
  expect(r.status, `sign in as ${who.email}`).toBe(200);
  return r.data.token;
}

type Envelope = { status: number; data: Record<string, unknown> & { id?: number } };

/** `method path` with the token; the envelope must say 200. Its data. */
export async function apiAs(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
) {
  const res = await request.fetch(`/api/v1/${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data,
    maxRetries: 2,
  });
  const body = (await res.json()) as Envelope;
  expect(body.status, `${path}: ${JSON.stringify(body)}`).toBe(200);
  return body.data;
}

export type OwnProduct = { id: number; slug: string; inventoryId: number };

/**
 * A published copy of a plain demo product titled `title` at `selling` (minor units, no offered price) with
 * `stock` units, under the source's shipping rule unless `rules` says otherwise.
 */
export async function ownProduct(
  request: APIRequestContext,
  token: string,
  title: string,
  selling: number,
  {
    stock = 20,
    rules = {},
  }: { stock?: number; rules?: { shipping?: number; tax?: number | null } } = {},
): Promise<OwnProduct> {
  const source = await plainProduct(request, 0, idRange(121, 200));
  const copy = (await apiAs(request, token, 'POST', 'admin/products/duplicate', {
    product_id: source.id,
  })) as { product_id: number };
  const id = copy.product_id;
  const record = (await apiAs(request, token, 'GET', `admin/products/${id}`)) as {
    store: { id: number };
    category_id: number;
    shipping_rule_id: number;
    inventories: { id: number }[];
  };
  await apiAs(request, token, 'POST', 'admin/products/save', {
    id,
    store_id: record.store.id,
    title,
    category_id: record.category_id,
    selling,
    offered: 0,
    shipping_rule_id: rules.shipping ?? record.shipping_rule_id,
    tax_rule_id: rules.tax ?? null,
  });
  const inventoryId = record.inventories[0]!.id;
  await apiAs(request, token, 'POST', 'admin/inventories/stock', {
    inventory_id: inventoryId,
    change: stock,
  });
  await apiAs(request, token, 'POST', 'admin/products/status', {
    product_id: id,
    status: 'public',
  });
  const saved = (await apiAs(request, token, 'GET', `admin/products/${id}`)) as { slug: string };
  return { id, slug: saved.slug, inventoryId };
}

/** Deletes products made by `ownProduct`. */
export async function dropProducts(request: APIRequestContext, token: string, ids: number[]) {
  for (const id of ids)
    await apiAs(request, token, 'POST', 'admin/products/delete', { product_id: id });
}
