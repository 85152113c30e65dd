// The review tests' shared setup: plain products of the seeded catalogue (one inventory, no attributes) with
// stock, and a guest's cash-on-delivery order of one of them placed through the API as a checkout would.
import type { Kysely } from 'kysely';
import type { createApi } from '../app.ts';
import type { Database } from '../db/schema.ts';

/** `n` public products without variants, each with `quantity` in stock; their ids. */
export async function stockedPlainProducts(db: Kysely<Database>, n: number, quantity = 1000) {
  const invs = await db
    .selectFrom('inventories as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .leftJoin('inventory_attributes as ia', 'ia.inventory_id', 'i.id')
    .select(['i.id', 'i.product_id'])
    .where('p.status', '=', 1)
    .groupBy(['i.id', 'i.product_id'])
    .having((eb) => eb.fn.count('ia.id'), '=', 0)
    .orderBy('i.id')
    .limit(n)
    .execute();
  await db
    .updateTable('inventories')
    .set({ quantity })
    .where(
      'id',
      'in',
      invs.map((i) => i.id),
    )
    .execute();
  return invs.map((i) => i.product_id);
}

/** A guest's cash-on-delivery order of one unit of `productId`; its id (0 when it was refused). */
export async function guestOrder(
  api: ReturnType<typeof createApi>,
  userToken: string,
  productId: number,
): Promise<number> {
  const post = async (path: string, body: Record<string, unknown>) =>
    (await (
      await api.request(path, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify({ user_token: userToken, ...body }),
      })
    ).json()) as { status: number; data: { id?: number } };
  await post('/cart/action', { product_id: productId, quantity: 1 });
  await post('/user/address/action', {
    name: 'Ada Buyer',
    email: 'ada@example.com',
    phone: '+1 555 010 2030',
    country: 'US',
    city: 'NYC',
    zip: '10001',
    address_1: '1 Main',
    default: 1,
  });
  const placed = await post('/order/action', { order_method: 2 });
  return placed.status === 200 ? Number(placed.data.id) : 0;
}
