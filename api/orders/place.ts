// Order placement (docs/api-reference.md §8.21 `order/action`): one transaction re-prices every selected line from the
// database, applies the voucher (its limits counted now), takes stock with conditional updates, records the
// ship-to address as it is, and takes the ordered lines out of the cart. Several processes on one PostgreSQL
// stay exact: stock, flash sales' capped units and cart lines are claimed by conditional statements, vouchers
// are locked, and the idempotency key is a unique column.
import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import {
  cartSignature,
  flashSoldOutMessage,
  OrderMessages,
  type OrderActionBody,
} from '#contract/orders/schemas.ts';
import { Messages } from '#contract/messages.ts';
import type { Database } from '../db/schema.ts';
import type { Dialect } from '../db/connection.ts';
import type { Owner } from '../lib/auth.ts';
import { cartLines, lineShipping, summarize } from '../cart/service.ts';
import { defaultAddressId, ownerWhere } from '../db/owner.ts';
import { offeredNow, readSetting } from '../site/service.ts';
import { recordStock } from '../products/service.ts';
import { claimFlashUnits } from './flash-cap.ts';

/** Methods that complete at placement, switched on in the payment_gateway setting. */
export type PlaceResult =
  | { ok: true; orderId: number; replayed: boolean }
  | { ok: false; message: string; product?: Record<string, string[]> };

class Refusal extends Error {
  constructor(readonly result: Extract<PlaceResult, { ok: false }>) {
    super(result.message);
  }
}
const refuse = (message: string, product?: Record<string, string[]>): never => {
  throw new Refusal({ ok: false, message, product });
};

// Unambiguous upper-case letters and digits; 12 of them ≈ 60 bits: not guessable, easy to read out.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function newOrderCode(): string {
  const bytes = randomBytes(12);
  let code = '';
  for (const b of bytes) code += CODE_ALPHABET[b % CODE_ALPHABET.length];
  return code;
}

const ownerColumns = (owner: Owner) =>
  'userId' in owner
    ? { user_id: owner.userId, user_token: null }
    : { user_id: null, user_token: owner.userToken };

async function existingByKey(db: Kysely<Database>, key: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'user_id', 'user_token', 'cart_signature'])
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

function sameOwner(row: { user_id: number | null; user_token: string | null }, owner: Owner) {
  return 'userId' in owner ? row.user_id === owner.userId : row.user_token === owner.userToken;
}

/** A replayed key: the order it placed when it is the caller's and the same checkout, else a refusal. */
function replayOf(
  row: {
    id: number;
    user_id: number | null;
    user_token: string | null;
    cart_signature: string | null;
  },
  owner: Owner,
  signature: string | undefined,
): PlaceResult {
  if (!sameOwner(row, owner)) return { ok: false, message: OrderMessages.keyReused };
  if (signature && row.cart_signature && signature !== row.cart_signature)
    return { ok: false, message: OrderMessages.keyReused };
  return { ok: true, orderId: row.id, replayed: true };
}

export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '23505' || /UNIQUE constraint failed/i.test(e?.message ?? '');
}

export async function placeOrder(
  db: Kysely<Database>,
  dialect: Dialect,
  owner: Owner,
  body: OrderActionBody,
  opts: { now: Date; language: string | null; onlineMethods?: readonly number[] },
): Promise<PlaceResult> {
  const key = body.idempotency_key;
  if (key) {
    const prior = await existingByKey(db, key);
    if (prior) return replayOf(prior, owner, body.cart_signature);
  }
  const setting = await readSetting<{ guest_checkout?: number; currency?: string }>(db, 'setting');
  if ('userToken' in owner && setting.guest_checkout === 0)
    return { ok: false, message: Messages.guestCheckoutOff };
  // Online methods run when their provider is configured (api/payments/registry.ts) and staff offer them
  // (issue 35): the order is placed unpaid exactly like cash on delivery, then the provider's payment is
  // started (issue 16).
  if (!(await offeredNow(db, opts.onlineMethods ?? [])).includes(body.order_method))
    return { ok: false, message: OrderMessages.methodDisabled };
  try {
    return await db
      .transaction()
      .execute((trx) => placeIn(trx, dialect, owner, body, opts, setting));
  } catch (error) {
    if (error instanceof Refusal) return error.result;
    // A concurrent request with the same key won the race: answer with its order.
    if (key && isUniqueViolation(error)) {
      const prior = await existingByKey(db, key);
      if (prior) return replayOf(prior, owner, body.cart_signature);
    }
    throw error;
  }
}

async function placeIn(
  trx: Transaction<Database>,
  dialect: Dialect,
  owner: Owner,
  body: OrderActionBody,
  opts: { now: Date; language: string | null },
  setting: { currency?: string },
): Promise<PlaceResult> {
  const now = opts.now.toISOString();
  // The order row comes first: a concurrent request with the same idempotency key waits on its unique
  // index and then answers with this order instead of finding the cart already taken.
  const order = await trx
    .insertInto('orders')
    .values({
      order_code: newOrderCode(),
      ...ownerColumns(owner),
      order_method: body.order_method,
      currency: setting.currency ?? 'USD',
      idempotency_key: body.idempotency_key ?? null,
      language: opts.language,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const addressId = await defaultAddressId(trx, owner);
  const address = addressId
    ? await ownerWhere(
        trx.selectFrom('addresses').selectAll().where('id', '=', addressId),
        owner,
      ).executeTakeFirst()
    : undefined;
  if (!address) refuse(OrderMessages.noAddress);
  const lines = (
    await cartLines(trx, owner, opts.language, now, {
      country: address!.country,
      state: address!.state,
    })
  ).filter((l) => l.selected === 1);
  if (!lines.length) refuse(OrderMessages.noSelection);
  const bad: Record<string, string[]> = {};
  for (const l of lines) {
    if (!l.public) (bad[l.id] ??= []).push(`${l.title}: ${Messages.productUnavailable}`);
    else if (l.stock < l.quantity)
      (bad[l.id] ??= []).push(`${l.title}: ${OrderMessages.notInStock}`);
  }
  if (Object.keys(bad).length) refuse(Object.values(bad)[0]![0]!, bad);
  // Voucher limits are counted at placement: lock the voucher so concurrent orders count one by one.
  const code = body.voucher.trim().toUpperCase();
  if (code && dialect === 'postgres')
    await trx.selectFrom('vouchers').select('id').where('code', '=', code).forUpdate().execute();
  const summary = await summarize(trx, lines, {
    destination: { country: address!.country, state: address!.state },
    voucher: code || null,
    owner,
    now,
  });
  if (summary.unshippable.length) refuse(OrderMessages.unshippable);
  if (code && summary.voucher_error) refuse(summary.voucher_error);
  const signature = cartSignature(
    lines.map((l) => ({ id: l.id, quantity: l.quantity, unitMinor: l.unit })),
    summary.total,
  );
  if (body.cart_signature && body.cart_signature !== signature) refuse(OrderMessages.cartChanged);
  // Claim the cart lines: a second placement of the same cart finds them gone.
  const claimed = await ownerWhere(
    trx.deleteFrom('carts').where(
      'id',
      'in',
      lines.map((l) => l.id),
    ),
    owner,
  ).executeTakeFirst();
  if (Number(claimed.numDeletedRows) !== lines.length) refuse(OrderMessages.noSelection);
  // Take the stock: a conditional update per variant, never below zero.
  const perInventory = new Map<number, number>();
  for (const l of lines)
    perInventory.set(l.inventory_id, (perInventory.get(l.inventory_id) ?? 0) + l.quantity);
  for (const [inventoryId, quantity] of perInventory) {
    const taken = await trx
      .updateTable('inventories')
      .set((eb) => ({ quantity: eb('quantity', '-', quantity) }))
      .where('id', '=', inventoryId)
      .where('quantity', '>=', quantity)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) {
      const line = lines.find((l) => l.inventory_id === inventoryId)!;
      refuse(`${line.title}: ${OrderMessages.notInStock}`, {
        [line.id]: [`${line.title}: ${OrderMessages.notInStock}`],
      });
    }
    await recordStock(trx, {
      inventoryId,
      change: -quantity,
      reason: 'order',
      orderId: order.id,
      now: opts.now,
    });
  }
  // The units at a flash price, from the sale's cap (decision 149).
  const soldOut = await claimFlashUnits(trx, lines);
  if (soldOut)
    refuse(flashSoldOutMessage(soldOut.title), {
      [soldOut.id]: [flashSoldOutMessage(soldOut.title)],
    });
  const voucherId = summary.voucher
    ? ((
        await trx
          .selectFrom('vouchers')
          .select('id')
          .where('code', '=', summary.voucher.code)
          .executeTakeFirst()
      )?.id ?? null)
    : null;
  const shippingByLine = await lineShipping(trx, lines, address!);
  await trx
    .updateTable('orders')
    .set({
      subtotal: summary.subtotal,
      shipping_price: summary.shipping ?? 0,
      // Tax added on top of the prices; tax included in them is already in the subtotal.
      tax: summary.tax - summary.tax_included,
      bundle_offer: summary.bundle_offer,
      voucher_price: summary.voucher?.discount ?? 0,
      total_amount: summary.total,
      voucher_id: voucherId,
      user_address_id: address!.id,
      address_snapshot: JSON.stringify({
        name: address!.name,
        email: address!.email,
        phone: address!.phone,
        country: address!.country,
        state: address!.state,
        city: address!.city,
        zip: address!.zip,
        address_1: address!.address_1,
        address_2: address!.address_2,
      }),
      cart_signature: signature,
    })
    .where('id', '=', order.id)
    .execute();
  for (const l of lines)
    await trx
      .insertInto('ordered_products')
      .values({
        order_id: order.id,
        product_id: l.product_id,
        inventory_id: l.inventory_id,
        store_id: l.store?.id ?? null,
        title: l.title,
        quantity: l.quantity,
        shipping_place_id: shippingByLine.get(l.id)?.place.id ?? null,
        shipping_type: shippingByLine.get(l.id)?.type ?? 1,
        selling: l.unit,
        tax_price: l.taxIncluded ? 0 : l.taxUnit,
        shipping_price: shippingByLine.get(l.id)?.charge ?? 0,
        bundle_offer: l.free,
        attributes: JSON.stringify(
          l.attributes.map((a) => ({ title: a.attribute.title, value: a.title })),
        ),
        image: l.image,
        flash_sale_product_id: l.flashSaleProductId,
        created_at: now,
      })
      .execute();
  // One part per store of the lines (issue 34): what each seller sees of the order and moves forward.
  const stores = [...new Set(lines.map((l) => l.store?.id ?? null))];
  await trx
    .insertInto('order_parts')
    .values(
      stores.map((storeId) => ({
        order_id: order.id,
        store_id: storeId,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  if (voucherId)
    await trx
      .insertInto('voucher_usages')
      .values({
        voucher_id: voucherId,
        order_id: order.id,
        ...ownerColumns(owner),
        created_at: now,
      })
      .execute();
  return { ok: true, orderId: order.id, replayed: false };
}
