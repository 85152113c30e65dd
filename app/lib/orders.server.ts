// What the shopper's order pages share (the order-placed page, `/user/order/{id}`): the order id of the path,
// else this site's 404 before the API is asked, and the order as the API shows it to its owner — a session
// the API no longer knows is sent to log in again; anyone else's order is the API's 404.
import type { AppLoadContext } from '@remix-run/node';
import { ordersEndpoints } from '#contract/orders/endpoints.ts';
import { sessionExpired } from '#app/lib/forms.server.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { unwrapOrThrow, type ShopApi } from '#app/lib/shop-api/client.server.ts';
import { placeNames } from '#app/routes/($lang).user.addresses/places.server.ts';
import { languageFromPath } from '#app/lib/i18n.ts';

export const notFound = () => new Response('Not Found', { status: 404 });

/** The path's order id: 1–10 digits, not zero; anything else is a 404. */
export function orderIdOf(params: { id?: string }): string {
  const id = params.id ?? '';
  if (!/^\d{1,10}$/.test(id) || Number(id) < 1) throw notFound();
  return id;
}

/** The order `id` as the API gives it to the request's shopper (`api`, when the caller has one). */
export async function findOrder(
  request: Request,
  context: AppLoadContext,
  id: string,
  api: ShopApi = shopApiFor(request, context),
) {
  const found = await api.call(ordersEndpoints.orderFind, { params: { id } });
  if (!found.ok && found.error.kind === 'unauthenticated') throw await sessionExpired(request);
  return unwrapOrThrow(found);
}

/** The ship-to country and state of an order by name in the request's language (codes when unknown). */
export async function orderPlace(
  request: Request,
  api: ShopApi,
  address: { country: string; state?: string | null } | null | undefined,
) {
  if (!address) return null;
  return placeNames(api, languageFromPath(new URL(request.url).pathname), address);
}
