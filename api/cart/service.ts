// The cart's rules (docs/api-reference.md §8.19): stock and line limits are enforced inside one transaction; prices
// always come from the database; every line is reached only through its owner (a user or a guest's token).
import { sql, type Kysely } from 'kysely';
import type { CartActionBody } from '#contract/cart/schemas.ts';
import { MAX_LINE_QUANTITY } from '#contract/codes.ts';
import { Messages } from '#contract/messages.ts';
import { OrderMessages } from '#contract/orders/schemas.ts';
import type { Database } from '../db/schema.ts';
import { defaultDestination, ownerWhere, setDefaultAddress } from '../db/owner.ts';
import { ofLiveStore } from '../db/live-store.ts';
import type { Owner } from '../lib/auth.ts';
import { cartLines, lineView } from './lines.ts';
import { placesFor, summarize, summaryView } from './summary.ts';
import { itemsTotalOf } from '../vouchers/service.ts';

type Db = Kysely<Database>;
export type Refusal = { ok: false; message: string; status?: number };

/** Every line of the owner as iShop clients read it, newest first. */
export async function cartView(db: Db, owner: Owner, lang: string | null, now: string) {
  return (await cartLines(db, owner, lang, now)).map(lineView);
}

/** The totals of the selected lines, shipped to the default address, with an optional voucher. */
export async function cartSummary(
  db: Db,
  owner: Owner,
  opts: { voucher?: string; lang: string | null; now: string },
) {
  const destination = await defaultDestination(db, owner);
  const lines = await cartLines(db, owner, opts.lang, opts.now, destination);
  const summary = await summarize(db, lines, {
    destination,
    voucher: opts.voucher,
    owner,
    now: opts.now,
  });
  return summaryView(summary);
}

/**
 * The items total of the selected lines (minor units, after bundle deals) in all or of one store's lines, or
 * null when none is selected.
 */
export async function selectedItemsTotal(db: Db, owner: Owner, now: string) {
  const selected = (await cartLines(db, owner, null, now)).filter((l) => l.selected === 1);
  return selected.length
    ? itemsTotalOf(selected.map((l) => ({ storeId: l.store?.id ?? null, total: l.lineTotal })))
    : null;
}

async function ensureGuest(db: Db, owner: Owner, now: string) {
  if ('userToken' in owner)
    await db
      .insertInto('guest_users')
      .values({ user_token: owner.userToken, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('user_token').doNothing())
      .execute();
}

/** Guest checkout off (`common.setting.guest_checkout` = 0) refuses guests on cart writes (§4.3). */
async function guestsAllowed(db: Db, owner: Owner) {
  if ('userId' in owner) return true;
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'setting')
    .executeTakeFirst();
  try {
    return (JSON.parse(row?.value ?? '{}') as { guest_checkout?: number }).guest_checkout !== 0;
  } catch {
    return true;
  }
}

/**
 * Adds (or, for buy-now, sets) a variant: product public, variant of that product (or its only one),
 * enough stock for what the line will hold, at most MAX_LINE_QUANTITY — all in one transaction.
 */
function writeLine(
  db: Db,
  owner: Owner,
  body: CartActionBody,
  now: string,
  mode: 'add' | 'set',
): Promise<{ ok: true; id: number } | Refusal> {
  return db.transaction().execute(async (trx) => {
    const product = await trx
      .selectFrom('products')
      .select(['id', 'status'])
      .where('id', '=', body.product_id)
      .where(ofLiveStore('products'))
      .executeTakeFirst();
    if (!product || product.status !== 1)
      return { ok: false, message: Messages.productUnavailable };
    const inventories = await trx
      .selectFrom('inventories as i')
      .leftJoin('inventory_attributes as ia', 'ia.inventory_id', 'i.id')
      .select(['i.id', 'i.quantity', (eb) => eb.fn.count<number>('ia.id').as('attrs')])
      .where('i.product_id', '=', product.id)
      .groupBy(['i.id', 'i.quantity'])
      .execute();
    let inventory = body.inventory_id
      ? inventories.find((i) => i.id === body.inventory_id)
      : undefined;
    if (!body.inventory_id) {
      // Without a variant only a product that has no choice to make can be added.
      const plain = inventories.filter((i) => Number(i.attrs) === 0);
      if (inventories.length === 1 && plain.length === 1) inventory = plain[0];
      else return { ok: false, message: Messages.selectAttributes };
    }
    if (!inventory) return { ok: false, message: Messages.selectAttributes };
    if (inventory.quantity <= 0) return { ok: false, message: Messages.outOfStock };
    const existing = await ownerWhere(
      trx
        .selectFrom('carts')
        .select(['id', 'quantity'])
        .where('product_id', '=', product.id)
        .where('inventory_id', '=', inventory.id),
      owner,
    ).executeTakeFirst();
    const quantity = mode === 'set' ? body.quantity : (existing?.quantity ?? 0) + body.quantity;
    if (quantity > MAX_LINE_QUANTITY) return { ok: false, message: Messages.maxQuantity };
    if (quantity > inventory.quantity) return { ok: false, message: Messages.exceedsInventory };
    const written = await upsertLine(trx, owner, {
      productId: product.id,
      inventoryId: inventory.id,
      quantity: body.quantity,
      mode,
      now,
    });
    if (written) return { ok: true, id: written.id };
    // A concurrent request got there first: the line (re-read) tells which limit this one would pass.
    const line = await ownerWhere(
      trx.selectFrom('carts').select('quantity').where('inventory_id', '=', inventory.id),
      owner,
    ).executeTakeFirst();
    const would = mode === 'set' ? body.quantity : (line?.quantity ?? 0) + body.quantity;
    return {
      ok: false,
      message: would > MAX_LINE_QUANTITY ? Messages.maxQuantity : Messages.exceedsInventory,
    };
  });
}

/**
 * One statement that inserts the owner's line for a variant or, when the line exists (the unique index per
 * owner and variant, migration 0008), grows it (`add`) or sets it (`set`) — only while the result stays
 * within the variant's stock and the line maximum, read in the same statement. Concurrent requests queue
 * on the line's row, so none can pass the stock. The line's id, or undefined when a limit refused.
 */
async function upsertLine(
  db: Db,
  owner: Owner,
  w: { productId: number; inventoryId: number; quantity: number; mode: 'add' | 'set'; now: string },
) {
  const userId = 'userId' in owner ? owner.userId : null;
  const userToken = 'userToken' in owner ? owner.userToken : null;
  const int = (v: number | null) => sql<number>`cast(${v} as integer)`;
  const text = (v: string | null) => sql<string>`cast(${v} as text)`;
  const stock = db
    .selectFrom('inventories as stock')
    .select('stock.quantity')
    .where('stock.id', '=', w.inventoryId);
  return db
    .insertInto('carts')
    .columns([
      'product_id',
      'inventory_id',
      'quantity',
      'selected',
      'user_id',
      'user_token',
      'created_at',
      'updated_at',
    ])
    .expression((eb) =>
      eb
        .selectFrom('inventories')
        .select([
          int(w.productId).as('product_id'),
          int(w.inventoryId).as('inventory_id'),
          int(w.quantity).as('quantity'),
          int(1).as('selected'),
          int(userId).as('user_id'),
          text(userToken).as('user_token'),
          text(w.now).as('created_at'),
          text(w.now).as('updated_at'),
        ])
        .where('id', '=', w.inventoryId)
        .where('quantity', '>=', w.quantity),
    )
    .onConflict((oc) =>
      oc
        .columns(userId != null ? ['user_id', 'inventory_id'] : ['user_token', 'inventory_id'])
        .doUpdateSet((eb) => {
          const next =
            w.mode === 'add'
              ? eb('carts.quantity', '+', eb.ref('excluded.quantity'))
              : eb.ref('excluded.quantity');
          return { quantity: next, selected: 1, updated_at: w.now };
        })
        .where((eb) => {
          const next =
            w.mode === 'add'
              ? eb('carts.quantity', '+', eb.ref('excluded.quantity'))
              : eb.ref('excluded.quantity');
          return eb.and([eb(next, '<=', MAX_LINE_QUANTITY), eb(next, '<=', stock)]);
        }),
    )
    .returning('id')
    .executeTakeFirst();
}

/**
 * cart/action (`add`: an existing line grows) and cart/buy-now (`set`: the line holds exactly the quantity
 * and is the only one of the owner's lines left selected). Answers the cart row.
 */
export async function addToCart(
  db: Db,
  owner: Owner,
  body: CartActionBody,
  now: string,
  mode: 'add' | 'set',
) {
  if (!(await guestsAllowed(db, owner)))
    return { ok: false, message: Messages.guestCheckoutOff, status: 403 } satisfies Refusal;
  await ensureGuest(db, owner, now);
  const written = await writeLine(db, owner, body, now, mode);
  if (!written.ok) return written;
  if (mode === 'set')
    await ownerWhere(
      db.updateTable('carts').set({ selected: 2 }).where('id', '!=', written.id),
      owner,
    ).execute();
  const row = await db
    .selectFrom('carts')
    .selectAll()
    .where('id', '=', written.id)
    .executeTakeFirstOrThrow();
  return { ok: true as const, row };
}

/** Sets the quantity of one of the owner's lines, within its stock; the refusal's message, else null. */
export function setQuantity(db: Db, owner: Owner, id: number, quantity: number, now: string) {
  return db.transaction().execute(async (trx) => {
    const line = await ownerWhere(
      trx
        .selectFrom('carts as c')
        .innerJoin('inventories as i', 'i.id', 'c.inventory_id')
        .select(['c.id', 'i.quantity as stock'])
        .where('c.id', '=', id),
      owner,
      'c.',
    ).executeTakeFirst();
    if (!line) return Messages.cartLineNotFound;
    if (quantity > line.stock) return Messages.exceedsInventory;
    await trx
      .updateTable('carts')
      .set({ quantity, updated_at: now })
      .where('id', '=', line.id)
      .execute();
    return null;
  });
}

/** Selects (`checked`) and unselects (`unchecked`) lines; other owners' ids are left alone. */
export async function changeSelection(
  db: Db,
  owner: Owner,
  change: { checked: number[]; unchecked: number[] },
  now: string,
) {
  for (const [ids, selected] of [
    [change.checked, 1],
    [change.unchecked, 2],
  ] as const) {
    if (ids.length)
      await ownerWhere(
        db.updateTable('carts').set({ selected, updated_at: now }).where('id', 'in', ids),
        owner,
      ).execute();
  }
}

/** Deletes one of the owner's lines; the deleted row, or undefined when the owner has no such line. */
export async function deleteLine(db: Db, owner: Owner, id: number) {
  if (!Number.isSafeInteger(id)) return undefined;
  const line = await ownerWhere(
    db.selectFrom('carts').selectAll().where('id', '=', id),
    owner,
  ).executeTakeFirst();
  if (line) await db.deleteFrom('carts').where('id', '=', line.id).execute();
  return line;
}

/** A selected line that cannot be ordered: messages per cart id (§3.3). */
export type LineProblems = Record<string, string[]>;

/**
 * The shipping step: the place (for the chosen address) and type of each listed line, and the address
 * becomes the owner's default. Refused when the address is not the owner's, or when a selected line is no
 * longer public or beyond its stock.
 */
export async function updateShipping(
  db: Db,
  owner: Owner,
  choice: { addressId: number | null; lines: { cart: number; shipping_type: number }[] },
  opts: { lang: string | null; now: string },
): Promise<{ ok: true } | { ok: false; address: true } | { ok: false; problems: LineProblems }> {
  const address =
    choice.addressId != null
      ? await ownerWhere(
          db
            .selectFrom('addresses')
            .select(['id', 'country', 'state'])
            .where('id', '=', choice.addressId),
          owner,
        ).executeTakeFirst()
      : undefined;
  if (!address) return { ok: false, address: true };
  const { lang, now } = opts;
  const lines = await cartLines(db, owner, lang, now);
  const problems: LineProblems = {};
  for (const l of lines.filter((x) => x.selected === 1)) {
    if (!l.public) (problems[l.id] ??= []).push(`${l.title}: ${Messages.productUnavailable}`);
    else if (l.stock < l.quantity)
      (problems[l.id] ??= []).push(`${l.title}: ${Messages.exceedsInventory}`);
  }
  if (Object.keys(problems).length) return { ok: false, problems };
  const places = await placesFor(db, lines, { country: address.country, state: address.state });
  // Pickup only where the line's place for this address has a pickup point (issue 37).
  const placeOf = (cart: number) => {
    const line = lines.find((l) => l.id === cart);
    return line?.shippingRuleId != null ? places.get(line.shippingRuleId) : undefined;
  };
  const noPickup = choice.lines.find(
    (e) => e.shipping_type === 2 && placeOf(e.cart)?.pickup === null,
  );
  if (noPickup) return { ok: false, problems: { [noPickup.cart]: [OrderMessages.noPickupPoint] } };
  for (const e of choice.lines) {
    const line = lines.find((l) => l.id === e.cart);
    if (!line) continue;
    const place = line.shippingRuleId != null ? places.get(line.shippingRuleId) : undefined;
    await db
      .updateTable('carts')
      .set({
        shipping_place_id: place?.id ?? null,
        shipping_type: e.shipping_type,
        updated_at: now,
      })
      .where('id', '=', line.id)
      .execute();
  }
  await setDefaultAddress(db, owner, address.id);
  return { ok: true };
}

// The public face of this domain (issue 32 item 4, decision 122): what other domains use of its modules.
export { cartLines } from './lines.ts';
export { cartCount, mergeGuest } from './merge.ts';
export { lineShipping, summarize } from './summary.ts';
