// Cart (§8.19, hybrid), wishlist (§8.16) and compare list (§8.17) (token), vouchers (§8.20). Stock and limits
// are enforced inside one transaction; prices always come from the database; every line, wishlist and
// compare entry is reached only through its owner.
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import {
  CartActionBodySchema,
  CartChangeBodySchema,
  CartQuantityBodySchema,
  CartSummaryQuerySchema,
  MAX_LINE_QUANTITY,
  ProductIdBodySchema,
  VoucherCollectBodySchema,
  VoucherListQuerySchema,
  VoucherValidityBodySchema,
  type CartActionBody,
} from '#contract/api/cart.ts';
import { ListQuerySchema } from '#contract/api/account.ts';
import { buildPaginator, normalisePage } from '#contract/paginate.ts';
import { formError } from '#contract/envelope.ts';
import { Messages } from '#contract/messages.ts';
import type { Database } from '../db/schema.ts';
import {
  endpointPath,
  languageOf,
  major,
  nowOf,
  queryOf,
  sqlNow,
  translate,
  validateQuery,
  type ApiEnv,
  type Ctx,
} from '../lib/context.ts';
import { validateBody } from '../lib/body.ts';
import {
  currentUser,
  ownerOf,
  sendAuthed,
  sendFailure,
  unauthenticated,
  type Owner,
} from '../lib/auth.ts';
import { productCards } from '../services/catalog.ts';
import {
  cartLines,
  checkVoucher,
  defaultAddressId,
  lineView,
  ownerWhere,
  placesFor,
  summarize,
  summaryView,
  type Destination,
} from '../services/cart.ts';

export const cartRoutes = new Hono<ApiEnv>();

const ok = sendAuthed;
const fail = sendFailure;

/** The owner's shipping destination: the default address (user or guest), else none. */
async function destinationOf(db: Kysely<Database>, owner: Owner): Promise<Destination> {
  const def = await defaultAddressId(db, owner);
  if (!def) return null;
  const a = await ownerWhere(
    db.selectFrom('addresses').select(['country', 'state']).where('id', '=', def),
    owner,
  ).executeTakeFirst();
  return a ? { country: a.country, state: a.state } : null;
}

async function ensureGuest(db: Kysely<Database>, owner: Owner, now: string) {
  if ('userToken' in owner)
    await db
      .insertInto('guest_users')
      .values({ user_token: owner.userToken, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('user_token').doNothing())
      .execute();
}

/** Guest checkout off (`common.setting.guest_checkout` = 0) refuses guests on cart writes (§4.3). */
async function guestsAllowed(db: Kysely<Database>, owner: Owner) {
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

type AddResult = { ok: true; id: number } | { ok: false; message: string };

/**
 * Adds (or, for buy-now, sets) a variant: product public, variant of that product (or its only one),
 * enough stock for what the line will hold, at most MAX_LINE_QUANTITY — all in one transaction.
 */
async function addToCart(
  db: Kysely<Database>,
  owner: Owner,
  body: CartActionBody,
  now: string,
  mode: 'add' | 'set',
): Promise<AddResult> {
  return db.transaction().execute(async (trx) => {
    const product = await trx
      .selectFrom('products')
      .select(['id', 'status'])
      .where('id', '=', body.product_id)
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
    if (existing) {
      await trx
        .updateTable('carts')
        .set({ quantity, selected: 1, updated_at: now })
        .where('id', '=', existing.id)
        .execute();
      return { ok: true, id: existing.id };
    }
    const row = await trx
      .insertInto('carts')
      .values({
        product_id: product.id,
        inventory_id: inventory.id,
        quantity,
        selected: 1,
        user_id: 'userId' in owner ? owner.userId : null,
        user_token: 'userToken' in owner ? owner.userToken : null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { ok: true, id: row.id };
  });
}

async function linesAnswer(c: Ctx, owner: Owner) {
  const { db } = c.get('deps');
  const lines = await cartLines(db, owner, languageOf(c), nowOf(c).toISOString());
  return lines;
}

cartRoutes.get('/cart/by-user', async (c) => {
  const owner = await ownerOf(c);
  if (owner instanceof Response) return owner;
  return ok(c, (await linesAnswer(c, owner)).map(lineView));
});

// (proposed) The totals of the selected lines, computed here: items, bundle deals, tax, shipping to the
// default address, a voucher, total — and which selected lines cannot be shipped there.
cartRoutes.get('/cart/summary', async (c) => {
  const q = validateQuery(c, CartSummaryQuerySchema);
  if (!q.ok) return q.response;
  const owner = await ownerOf(c);
  if (owner instanceof Response) return owner;
  const { db } = c.get('deps');
  const lines = await linesAnswer(c, owner);
  const summary = await summarize(db, lines, {
    destination: await destinationOf(db, owner),
    voucher: q.data.voucher,
    owner,
    now: nowOf(c).toISOString(),
  });
  return ok(c, summaryView(summary));
});

async function cartWrite(c: Ctx, mode: 'add' | 'set') {
  const v = await validateBody(c, CartActionBodySchema);
  if (!v.ok) return v.response;
  const owner = await ownerOf(c, v.data.user_token);
  if (owner instanceof Response) return owner;
  const { db } = c.get('deps');
  if (!(await guestsAllowed(db, owner))) return fail(c, Messages.guestCheckoutOff, 403);
  const now = nowOf(c).toISOString();
  await ensureGuest(db, owner, now);
  const r = await addToCart(db, owner, v.data, now, mode);
  if (!r.ok) return fail(c, r.message);
  if (mode === 'set') {
    // Buy now: only this line stays selected (ours: only the caller's lines).
    await ownerWhere(
      db.updateTable('carts').set({ selected: 2 }).where('id', '!=', r.id),
      owner,
    ).execute();
  }
  const row = await db
    .selectFrom('carts')
    .selectAll()
    .where('id', '=', r.id)
    .executeTakeFirstOrThrow();
  return ok(c, row, Messages.productAdded);
}
cartRoutes.post('/cart/action', (c) => cartWrite(c, 'add'));
cartRoutes.post('/cart/action/:id', (c) => cartWrite(c, 'add'));
cartRoutes.post('/cart/buy-now', (c) => cartWrite(c, 'set'));

// (proposed) Sets a line's quantity (the cart's steppers), within stock and the line maximum.
cartRoutes.post('/cart/quantity', async (c) => {
  const v = await validateBody(c, CartQuantityBodySchema);
  if (!v.ok) return v.response;
  const owner = await ownerOf(c, v.data.user_token);
  if (owner instanceof Response) return owner;
  const { db } = c.get('deps');
  const now = nowOf(c).toISOString();
  const result = await db.transaction().execute(async (trx) => {
    const line = await ownerWhere(
      trx
        .selectFrom('carts as c')
        .innerJoin('inventories as i', 'i.id', 'c.inventory_id')
        .select(['c.id', 'i.quantity as stock'])
        .where('c.id', '=', v.data.id),
      owner,
      'c.',
    ).executeTakeFirst();
    if (!line) return Messages.cartLineNotFound;
    if (v.data.quantity > line.stock) return Messages.exceedsInventory;
    await trx
      .updateTable('carts')
      .set({ quantity: v.data.quantity, updated_at: now })
      .where('id', '=', line.id)
      .execute();
    return null;
  });
  if (result) return fail(c, result);
  return ok(c, (await linesAnswer(c, owner)).map(lineView));
});

cartRoutes.post('/cart/change', async (c) => {
  const v = await validateBody(c, CartChangeBodySchema);
  if (!v.ok) return v.response;
  const owner = await ownerOf(c, v.data.user_token);
  if (owner instanceof Response) return owner;
  const { db } = c.get('deps');
  const now = nowOf(c).toISOString();
  for (const [ids, selected] of [
    [v.data.checked, 1],
    [v.data.unchecked, 2],
  ] as const) {
    if (ids.length)
      await ownerWhere(
        db.updateTable('carts').set({ selected, updated_at: now }).where('id', 'in', ids),
        owner,
      ).execute();
  }
  return c.json({ status: 200, message: '', data: true, token: '' }, 200);
});

async function deleteLine(c: Ctx) {
  const owner = await ownerOf(c);
  if (owner instanceof Response) return owner;
  const id = Number(c.req.param('id'));
  const { db } = c.get('deps');
  const line = Number.isSafeInteger(id)
    ? await ownerWhere(
        db.selectFrom('carts').selectAll().where('id', '=', id),
        owner,
      ).executeTakeFirst()
    : undefined;
  if (!line)
    return c.json(
      {
        status: 200,
        message: Messages.cartLineNotFound,
        data: { form: [Messages.cartLineNotFound] },
        token: null,
      },
      200,
    );
  await db.deleteFrom('carts').where('id', '=', line.id).execute();
  return ok(c, line);
}
cartRoutes.delete('/cart/delete/:id', deleteLine);

// Shipping step: the place and type of each selected line, and the address that becomes the default.
cartRoutes.post('/cart/update-shipping', async (c) => {
  let body: { cart?: unknown; selected_address?: unknown; user_token?: unknown } = {};
  try {
    body = (await c.req.json()) as typeof body;
  } catch {
    return c.json(formError(Messages.invalidBody), 200);
  }
  const owner = await ownerOf(c, body?.user_token);
  if (owner instanceof Response) return owner;
  const { db } = c.get('deps');
  const addressId = Number(body.selected_address);
  const address = Number.isSafeInteger(addressId)
    ? await ownerWhere(
        db.selectFrom('addresses').select(['id', 'country', 'state']).where('id', '=', addressId),
        owner,
      ).executeTakeFirst()
    : undefined;
  if (!address) return c.json(formError(Messages.addressNotFound), 200);
  const entries = (
    Array.isArray(body.cart) ? body.cart : Object.values((body.cart as object) ?? {})
  ) as {
    cart?: unknown;
    shipping_type?: unknown;
  }[];
  const lines = await linesAnswer(c, owner);
  const bad: Record<string, string[]> = {};
  for (const l of lines.filter((x) => x.selected === 1)) {
    if (!l.public) (bad[l.id] ??= []).push(`${l.title}: ${Messages.productUnavailable}`);
    else if (l.stock < l.quantity)
      (bad[l.id] ??= []).push(`${l.title}: ${Messages.exceedsInventory}`);
  }
  if (Object.keys(bad).length) {
    const first = Object.values(bad)[0]![0]!;
    return c.json(
      { status: 500, message: bad, data: { product: [bad], form: [first] }, token: null },
      200,
    );
  }
  const ruleIds = [
    ...new Set(lines.map((l) => l.shippingRuleId).filter((x): x is number => x != null)),
  ];
  const places = await placesFor(db, ruleIds, { country: address.country, state: address.state });
  const now = nowOf(c).toISOString();
  for (const e of entries) {
    const line = lines.find((l) => l.id === Number(e?.cart));
    if (!line) continue;
    const place = line.shippingRuleId != null ? places.get(line.shippingRuleId) : undefined;
    await db
      .updateTable('carts')
      .set({
        shipping_place_id: place?.id ?? null,
        shipping_type: Number(e.shipping_type) === 2 ? 2 : 1,
        updated_at: now,
      })
      .where('id', '=', line.id)
      .execute();
  }
  if ('userId' in owner)
    await db
      .updateTable('users')
      .set({ default_address_id: address.id })
      .where('id', '=', owner.userId)
      .execute();
  else
    await db
      .updateTable('guest_users')
      .set({ default_address_id: address.id })
      .where('user_token', '=', owner.userToken)
      .execute();
  return ok(c, (await linesAnswer(c, owner)).map(lineView));
});

// ── Wishlist and compare list (token) ───────────────────────────────────────────────────────────────
const LIST_PAGE = 14;
const COMPARE_MAX = 4;

async function listPage(c: Ctx, table: 'wishlists' | 'compare_lists', userId: number) {
  const q = validateQuery(c, ListQuerySchema);
  if (!q.ok) return q.response;
  const { db } = c.get('deps');
  const page = normalisePage(q.data.page);
  const asc = q.data.type === 'asc';
  const [rows, total] = await Promise.all([
    db
      .selectFrom(`${table} as w` as 'wishlists as w')
      .innerJoin('products as p', 'p.id', 'w.product_id')
      .select(['w.id', 'w.product_id', 'w.created_at'])
      .where('w.user_id', '=', userId)
      .where('p.status', '=', 1)
      .orderBy('w.created_at', asc ? 'asc' : 'desc')
      .orderBy('w.id', asc ? 'asc' : 'desc')
      .limit(LIST_PAGE)
      .offset((page - 1) * LIST_PAGE)
      .execute(),
    db
      .selectFrom(`${table} as w` as 'wishlists as w')
      .innerJoin('products as p', 'p.id', 'w.product_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('w.user_id', '=', userId)
      .where('p.status', '=', 1)
      .executeTakeFirst(),
  ]);
  const ids = rows.map((r) => r.product_id);
  const lang = languageOf(c);
  const cards = await productCards(db, ids, { lang, now: sqlNow(nowOf(c)), withBrandId: true });
  const extras = await productExtras(db, ids, lang);
  return ok(
    c,
    buildPaginator({
      items: rows
        .map((r) => {
          const card = cards.find((x) => x.id === r.product_id);
          return card
            ? {
                id: r.id,
                user_id: userId,
                product_id: r.product_id,
                created: r.created_at,
                product: { ...card, ...extras.get(r.product_id) },
              }
            : null;
        })
        .filter(Boolean),
      total: Number(total?.n ?? 0),
      page,
      perPage: LIST_PAGE,
      path: endpointPath(c),
      query: queryOf(c),
    }),
  );
}

/** Brand, stock, attributes (title → values) and whether a choice is needed — for the compare table. */
async function productExtras(db: Kysely<Database>, ids: number[], lang: string | null) {
  const out = new Map<
    number,
    {
      brand: { id: number; title: string } | null;
      stock: number;
      attributes: { title: string; values: string[] }[];
      needs_choice: number;
    }
  >();
  if (!ids.length) return out;
  const [products, invs, attrs] = await Promise.all([
    db
      .selectFrom('products as p')
      .leftJoin('brands as b', 'b.id', 'p.brand_id')
      .select(['p.id', 'b.id as brand_id', 'b.title as brand_title'])
      .where('p.id', 'in', ids)
      .execute(),
    db
      .selectFrom('inventories')
      .select([
        'product_id',
        (eb) => eb.fn.sum<number>('quantity').as('stock'),
        (eb) => eb.fn.countAll<number>().as('n'),
      ])
      .where('product_id', 'in', ids)
      .groupBy('product_id')
      .execute(),
    db
      .selectFrom('inventories as i')
      .innerJoin('inventory_attributes as ia', 'ia.inventory_id', 'i.id')
      .innerJoin('attribute_values as v', 'v.id', 'ia.attribute_value_id')
      .innerJoin('attributes as a', 'a.id', 'v.attribute_id')
      .select([
        'i.product_id',
        'a.id as attribute_id',
        'a.title as attribute',
        'v.id as value_id',
        'v.title as value',
      ])
      .where('i.product_id', 'in', ids)
      .distinct()
      .execute(),
  ]);
  const [tBrands, tAttrs, tValues] = await Promise.all([
    translate(
      db,
      'brands',
      products
        .filter((p) => p.brand_id)
        .map((p) => ({ id: p.brand_id!, title: p.brand_title ?? '' })),
      lang,
      ['title'],
    ),
    translate(
      db,
      'attributes',
      attrs.map((a) => ({ id: a.attribute_id, title: a.attribute })),
      lang,
      ['title'],
    ),
    translate(
      db,
      'attribute_values',
      attrs.map((a) => ({ id: a.value_id, title: a.value })),
      lang,
      ['title'],
    ),
  ]);
  for (const p of products) {
    const mine = attrs.filter((a) => a.product_id === p.id);
    const groups = new Map<number, Set<string>>();
    for (const a of mine) {
      const v = tValues.find((x) => x.id === a.value_id)?.title ?? a.value;
      (
        groups.get(a.attribute_id) ?? groups.set(a.attribute_id, new Set()).get(a.attribute_id)!
      ).add(v);
    }
    const inv = invs.find((i) => i.product_id === p.id);
    out.set(p.id, {
      brand: p.brand_id
        ? {
            id: p.brand_id,
            title: tBrands.find((b) => b.id === p.brand_id)?.title ?? p.brand_title ?? '',
          }
        : null,
      stock: Number(inv?.stock ?? 0),
      attributes: [...groups].map(([aid, values]) => ({
        title: tAttrs.find((a) => a.id === aid)?.title ?? '',
        values: [...values],
      })),
      needs_choice: mine.length > 0 || Number(inv?.n ?? 0) > 1 ? 1 : 0,
    });
  }
  return out;
}

async function toggle(c: Ctx, table: 'wishlists' | 'compare_lists') {
  const user = await currentUser(c);
  if (!user) return unauthenticated(c);
  const v = await validateBody(c, ProductIdBodySchema);
  if (!v.ok) return v.response;
  const { db } = c.get('deps');
  const product = await db
    .selectFrom('products')
    .select('id')
    .where('id', '=', v.data.product_id)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!product) return c.json(formError(Messages.productNotFound, 404), 200);
  const existing = await db
    .selectFrom(table)
    .select('id')
    .where('user_id', '=', user.id)
    .where('product_id', '=', product.id)
    .executeTakeFirst();
  const wishlist = table === 'wishlists';
  if (existing) {
    await db.deleteFrom(table).where('id', '=', existing.id).execute();
    return ok(c, null, wishlist ? Messages.wishlistRemoved : Messages.compareRemoved);
  }
  if (table === 'compare_lists') {
    const n = await db
      .selectFrom('compare_lists')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (Number(n?.n ?? 0) >= COMPARE_MAX) return c.json(formError(Messages.compareFull), 200);
  }
  const row = await db
    .insertInto(table)
    .values({ user_id: user.id, product_id: product.id, created_at: nowOf(c).toISOString() })
    .returningAll()
    .executeTakeFirstOrThrow();
  return ok(c, row, wishlist ? Messages.wishlistAdded : Messages.compareAdded);
}

cartRoutes.get('/user/wishlist/all', async (c) => {
  const user = await currentUser(c);
  return user ? listPage(c, 'wishlists', user.id) : unauthenticated(c);
});
cartRoutes.post('/user/wishlist/action', (c) => toggle(c, 'wishlists'));
// (proposed) The ids in the wishlist, for hearts on product cards.
cartRoutes.get('/user/wishlist/ids', async (c) => {
  const user = await currentUser(c);
  if (!user) return unauthenticated(c);
  const rows = await c
    .get('deps')
    .db.selectFrom('wishlists')
    .select('product_id')
    .where('user_id', '=', user.id)
    .orderBy('id', 'desc')
    .limit(1000)
    .execute();
  return ok(
    c,
    rows.map((r) => r.product_id),
  );
});
cartRoutes.get('/user/compare-list/all', async (c) => {
  const user = await currentUser(c);
  return user ? listPage(c, 'compare_lists', user.id) : unauthenticated(c);
});
cartRoutes.post('/user/compare-list/action', (c) => toggle(c, 'compare_lists'));

// ── Vouchers ────────────────────────────────────────────────────────────────────────────────────────
const VOUCHER_PAGE = 25;
async function voucherList(c: Ctx) {
  const q = validateQuery(c, VoucherListQuerySchema);
  if (!q.ok) return q.response;
  const { db } = c.get('deps');
  const user = await currentUser(c);
  const now = sqlNow(nowOf(c));
  const page = normalisePage(q.data.page);
  let base = db
    .selectFrom('vouchers as v')
    .where('v.status', '=', 1)
    .where('v.start_time', '<=', now)
    .where('v.end_time', '>=', now);
  if (q.data.q) base = base.where('v.title', 'like', `%${q.data.q.replace(/[%_\\]/g, '')}%`);
  if (q.data.collected === '1') {
    if (!user) return unauthenticated(c);
    base = base.where(
      'v.id',
      'in',
      db.selectFrom('voucher_collections').select('voucher_id').where('user_id', '=', user.id),
    );
  }
  const [rows, total, collected] = await Promise.all([
    base
      .selectAll('v')
      .orderBy('v.end_time', 'asc')
      .limit(VOUCHER_PAGE)
      .offset((page - 1) * VOUCHER_PAGE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    user
      ? db
          .selectFrom('voucher_collections')
          .select('voucher_id')
          .where('user_id', '=', user.id)
          .execute()
      : [],
  ]);
  const mine = new Set(collected.map((r) => r.voucher_id));
  const tRows = await translate(db, 'vouchers', rows, languageOf(c), ['title']);
  return ok(
    c,
    buildPaginator({
      items: tRows.map((v) => ({
        id: v.id,
        title: v.title,
        code: v.code,
        type: v.type,
        price: v.type === 1 ? major(v.price) : v.price,
        capped_price: v.capped_price == null ? null : major(v.capped_price),
        min_spend: major(v.min_spend),
        usage_limit: v.usage_limit,
        limit_per_customer: v.limit_per_customer,
        status: v.status,
        start_time: v.start_time,
        end_time: v.end_time,
        created: v.created_at,
        collected: mine.has(v.id) ? 1 : 0,
      })),
      total: Number(total?.n ?? 0),
      page,
      perPage: VOUCHER_PAGE,
      path: endpointPath(c),
      query: queryOf(c),
    }),
  );
}
cartRoutes.get('/user/user-vouchers', voucherList);
cartRoutes.get('/user/vouchers', voucherList);

// (proposed) Keep a voucher in the account's list.
cartRoutes.post('/user/voucher/collect', async (c) => {
  const user = await currentUser(c);
  if (!user) return unauthenticated(c);
  const v = await validateBody(c, VoucherCollectBodySchema);
  if (!v.ok) return v.response;
  const { db } = c.get('deps');
  const now = sqlNow(nowOf(c));
  const voucher = await db
    .selectFrom('vouchers')
    .select(['id', 'code'])
    .where('id', '=', v.data.voucher_id)
    .where('status', '=', 1)
    .where('end_time', '>=', now)
    .executeTakeFirst();
  if (!voucher) return c.json(formError(Messages.voucherNotFound, 404), 200);
  await db
    .insertInto('voucher_collections')
    .values({ user_id: user.id, voucher_id: voucher.id, created_at: nowOf(c).toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'voucher_id']).doNothing())
    .execute();
  return ok(c, { voucher_id: voucher.id, code: voucher.code }, Messages.voucherCollected);
});

cartRoutes.post('/voucher/validity', async (c) => {
  const v = await validateBody(c, VoucherValidityBodySchema);
  if (!v.ok) return v.response;
  const owner = await ownerOf(c, v.data.user_token);
  if (owner instanceof Response) return owner;
  const { db } = c.get('deps');
  const now = nowOf(c).toISOString();
  const lines = await cartLines(db, owner, null, now);
  const selected = lines.filter((l) => l.selected === 1);
  if (!selected.length) return fail(c, Messages.noSelection);
  const itemsTotal = selected.reduce((n, l) => n + l.lineTotal, 0);
  const r = await checkVoucher(db, v.data.voucher, itemsTotal, owner, now);
  if (!r.ok) return fail(c, r.message, r.message === Messages.voucherUnknown ? 201 : 500);
  return ok(c, { offered: major(r.discount), voucher: r.code });
});
