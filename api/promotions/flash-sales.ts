// Staff's flash sales (issue 35 item 2): the list, one sale with its products at their flash prices and caps, save
// and delete. A save is refused when the end is not after the start, a product does not exist, a flash price is
// not below the product's price (offered if any, else selling), a product is already in another sale whose time
// overlaps this one's, or a cap is below the units already sold (decision 149); in one transaction, audited, it
// updates the products that stay (keeping their sold count), removes the others, adds the new ones and replaces
// the titles.
import {
  PromotionMessages as M,
  capBelowSoldMessage,
  flashPriceMessage,
  overlapMessage,
  unknownProductMessage,
  type FlashSaleBody,
} from '#contract/promotions/schemas.ts';
import { slugOf } from '#contract/taxonomy/schemas.ts';
import type { Dialect } from '../db/connection.ts';
import { countOf, readPage } from '../db/reader.ts';
import { pageAt } from '../lib/paginate.ts';
import { auditTrail, recordAudit } from '../admin/service.ts';
import {
  PER_PAGE,
  Refused,
  contains,
  dropTitles,
  promotionWrite,
  statusCode,
  statusName,
  titlesOf,
  writeTitles,
  type Db,
  type Saved,
  type Staff,
} from './common.ts';

const subject = (id: number) => ({ subject: 'flash_sale' as const, subject_id: id });

export async function flashSalePage(db: Db, query: { q?: string; page?: unknown }, path: string) {
  let base = db.selectFrom('flash_sales');
  if (query.q) base = base.where(contains('title', query.q));
  const page = await readPage(
    query.page,
    PER_PAGE,
    () => countOf(base),
    (limit, offset) =>
      base
        .select((eb) => [
          'id',
          'title',
          'slug',
          'start_time',
          'end_time',
          'status',
          eb
            .selectFrom('flash_sale_products')
            .select((e) => e.fn.countAll<number>().as('n'))
            .whereRef('flash_sale_id', '=', 'flash_sales.id')
            .as('products'),
        ])
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
  );
  return pageAt(
    page,
    (r) => ({ ...r, status: statusName(r.status), products: Number(r.products ?? 0) }),
    path,
    query.q ? { q: query.q } : {},
  );
}

/** What the audit log keeps of a sale. */
async function stateOf(db: Db, id: number) {
  const sale = await db
    .selectFrom('flash_sales')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!sale) return null;
  const products = await db
    .selectFrom('flash_sale_products')
    .select(['product_id', 'price', 'quantity'])
    .where('flash_sale_id', '=', id)
    .orderBy('id')
    .execute();
  const { created_at: _c, updated_at: _u, ...rest } = sale;
  return { ...rest, products };
}

export async function flashSaleRecord(db: Db, id: number) {
  const sale = await db
    .selectFrom('flash_sales')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!sale) return null;
  const [titles, products, audit] = await Promise.all([
    titlesOf(db, 'flash_sales', sale),
    db
      .selectFrom('flash_sale_products as f')
      .innerJoin('products as p', 'p.id', 'f.product_id')
      .select([
        'f.product_id',
        'p.title',
        'p.selling',
        'p.offered',
        'f.price',
        'f.quantity',
        'f.sold',
      ])
      .where('f.flash_sale_id', '=', id)
      .orderBy('f.id')
      .execute(),
    auditTrail(db, subject(id)),
  ]);
  return {
    id: sale.id,
    title: sale.title,
    titles,
    slug: sale.slug,
    start_time: sale.start_time,
    end_time: sale.end_time,
    status: statusName(sale.status),
    products,
    audit,
  };
}

/** The first reason the sale's products cannot be saved, or null. */
async function productRefusal(db: Db, body: FlashSaleBody): Promise<string | null> {
  const ids = body.products.map((p) => p.product_id);
  if (new Set(ids).size !== ids.length) return M.duplicateProduct;
  if (!ids.length) return null;
  const rows = await db
    .selectFrom('products')
    .select(['id', 'selling', 'offered'])
    .where('id', 'in', ids)
    .where('archived_at', 'is', null)
    .execute();
  for (const p of body.products) {
    const row = rows.find((r) => r.id === p.product_id);
    if (!row) return unknownProductMessage(p.product_id);
    const price = row.offered > 0 ? row.offered : row.selling;
    if (p.price >= price) return flashPriceMessage(p.product_id);
  }
  // Another sale holding one of these products whose time overlaps: it starts before this one ends and ends
  // after this one starts.
  const clash = await db
    .selectFrom('flash_sale_products as f')
    .innerJoin('flash_sales as s', 's.id', 'f.flash_sale_id')
    .select(['f.product_id', 's.title'])
    .where('f.product_id', 'in', ids)
    .where('s.id', '!=', body.id ?? 0)
    .where('s.start_time', '<', body.end_time)
    .where('s.end_time', '>', body.start_time)
    .orderBy('f.id')
    .executeTakeFirst();
  return clash ? overlapMessage(clash.product_id, clash.title) : null;
}

/**
 * Writes the sale's products: the ones that stay are updated in place (their sold count kept), the others go,
 * the new ones come. A cap is never set below what is sold: the update is conditional, so an order taking
 * units meanwhile cannot slip under it.
 */
async function writeProducts(trx: Db, id: number, products: FlashSaleBody['products']) {
  const existing = await trx
    .selectFrom('flash_sale_products')
    .select(['id', 'product_id', 'sold'])
    .where('flash_sale_id', '=', id)
    .execute();
  const kept = new Map(existing.map((r) => [r.product_id, r]));
  const gone = existing.filter((r) => !products.some((p) => p.product_id === r.product_id));
  if (gone.length)
    await trx
      .deleteFrom('flash_sale_products')
      .where(
        'id',
        'in',
        gone.map((r) => r.id),
      )
      .execute();
  const fresh = products.filter((p) => !kept.has(p.product_id));
  for (const p of products) {
    const row = kept.get(p.product_id);
    if (!row) continue;
    let update = trx
      .updateTable('flash_sale_products')
      .set({ price: p.price, quantity: p.quantity })
      .where('id', '=', row.id);
    if (p.quantity !== null) update = update.where('sold', '<=', p.quantity);
    const done = await update.executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) {
      const now = await trx
        .selectFrom('flash_sale_products')
        .select('sold')
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow();
      throw new Refused(capBelowSoldMessage(p.product_id, now.sold));
    }
  }
  if (fresh.length)
    await trx
      .insertInto('flash_sale_products')
      .values(fresh.map((p) => ({ flash_sale_id: id, ...p })))
      .execute();
}

/**
 * Locks the products' rows, in id order, before the overlap check (PostgreSQL; SQLite has one writer at a time):
 * two saves putting one product into overlapping sales then check one after the other, and the second sees
 * the first's rows. FOR NO KEY UPDATE: saves wait for each other, a cart line's or order's reference to the
 * product (FOR KEY SHARE) does not wait.
 */
async function lockProducts(trx: Db, dialect: Dialect, ids: number[]) {
  if (dialect !== 'postgres' || !ids.length) return;
  await trx
    .selectFrom('products')
    .select('id')
    .where(
      'id',
      'in',
      [...new Set(ids)].sort((a, b) => a - b),
    )
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
}

async function freeSlug(db: Db, body: FlashSaleBody) {
  const taken = async (slug: string) =>
    !!(await db
      .selectFrom('flash_sales')
      .select('id')
      .where('slug', '=', slug)
      .where('id', '!=', body.id ?? 0)
      .executeTakeFirst());
  if (body.slug) {
    if (await taken(body.slug)) throw new Refused(M.slugTaken);
    return body.slug;
  }
  const stem = slugOf(body.title) || 'flash-sale';
  for (let n = 1; ; n++) {
    const slug = n === 1 ? stem : `${stem}-${n}`;
    if (!(await taken(slug))) return slug;
  }
}

export async function saveFlashSale(
  db: Db,
  dialect: Dialect,
  staff: Staff,
  body: FlashSaleBody,
  now: Date,
): Promise<Saved> {
  const before = body.id !== undefined ? await stateOf(db, body.id) : null;
  if (body.id !== undefined && !before) return { ok: false, message: M.notFound, missing: true };
  const at = now.toISOString();
  return promotionWrite(
    db,
    async (trx) => {
      // Checked inside the write, so two saves at once cannot both pass: on SQLite one writer at a time, on
      // PostgreSQL the products' locks.
      await lockProducts(
        trx,
        dialect,
        body.products.map((p) => p.product_id),
      );
      const refusal = await productRefusal(trx, body);
      if (refusal) throw new Refused(refusal);
      const values = {
        title: body.title,
        slug: await freeSlug(trx, body),
        start_time: body.start_time,
        end_time: body.end_time,
        status: statusCode(body.status),
        updated_at: at,
      };
      let id = body.id;
      if (id === undefined)
        id = (
          await trx
            .insertInto('flash_sales')
            .values({ ...values, created_at: at })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      else await trx.updateTable('flash_sales').set(values).where('id', '=', id).execute();
      await writeProducts(trx, id, body.products);
      await writeTitles(trx, 'flash_sales', id, body);
      const action = `flash_sale:${before ? 'update' : 'create'}`;
      await recordAudit(trx, staff, action, subject(id), before, await stateOf(trx, id), now);
      return id;
    },
    M.slugTaken,
  );
}

export async function deleteFlashSale(db: Db, staff: Staff, id: number, now: Date): Promise<Saved> {
  const before = await stateOf(db, id);
  if (!before) return { ok: false, message: M.notFound, missing: true };
  return promotionWrite(
    db,
    async (trx) => {
      await trx.deleteFrom('flash_sale_products').where('flash_sale_id', '=', id).execute();
      await trx.deleteFrom('flash_sales').where('id', '=', id).execute();
      await dropTitles(trx, 'flash_sales', id);
      await recordAudit(trx, staff, 'flash_sale:delete', subject(id), before, {}, now);
      return id;
    },
    M.slugTaken,
  );
}
