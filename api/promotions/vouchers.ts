// Vouchers run in the browser (issue 35 item 2): staff's (shop-wide or one store's) and a seller's own store's.
// `scope` is every voucher for staff, one store's for its seller — another store's voucher is not found for them.
// A code is kept upper-case (the cart and the checkout upper-case what the shopper types) and unique (the
// table's constraint decides a race); a voucher orders have used is not deleted (its history stays), only ended.
import {
  PromotionMessages as M,
  voucherTypeCode,
  type VoucherBody,
  type VoucherItem,
} from '#contract/promotions/schemas.ts';
import { PriceType } from '#contract/codes.ts';
import type { Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
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

/** Every voucher (staff) or one store's (its seller). */
export type VoucherScope = { storeId: number } | 'all';

type Row = Selectable<Database['vouchers']>;
const subject = (id: number) => ({ subject: 'voucher' as const, subject_id: id });

const scoped = (db: Db, scope: VoucherScope) => {
  const q = db.selectFrom('vouchers');
  return scope === 'all' ? q : q.where('store_id', '=', scope.storeId);
};

async function views(db: Db, rows: Row[]): Promise<VoucherItem[]> {
  const ids = rows.map((r) => r.id);
  const storeIds = [...new Set(rows.flatMap((r) => (r.store_id ? [r.store_id] : [])))];
  const [used, stores] = await Promise.all([
    ids.length
      ? db
          .selectFrom('voucher_usages')
          .select((eb) => ['voucher_id', eb.fn.countAll<number>().as('n')])
          .where('voucher_id', 'in', ids)
          .groupBy('voucher_id')
          .execute()
      : [],
    storeIds.length
      ? db.selectFrom('stores').select(['id', 'name']).where('id', 'in', storeIds).execute()
      : [],
  ]);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    code: r.code,
    type: r.type === PriceType.FLAT ? 'flat' : 'percent',
    price: r.price,
    capped_price: r.capped_price,
    min_spend: r.min_spend,
    usage_limit: r.usage_limit,
    limit_per_customer: r.limit_per_customer,
    used: Number(used.find((u) => u.voucher_id === r.id)?.n ?? 0),
    store: stores.find((s) => s.id === r.store_id) ?? null,
    start_time: r.start_time,
    end_time: r.end_time,
    status: statusName(r.status),
  }));
}

export async function voucherPage(
  db: Db,
  scope: VoucherScope,
  query: { q?: string; page?: unknown },
  path: string,
) {
  let base = scoped(db, scope);
  if (query.q) {
    const q = query.q;
    base = base.where((eb) => eb.or([contains('title', q), contains('code', q)]));
  }
  const page = await readPage(
    query.page,
    PER_PAGE,
    () => countOf(base),
    (limit, offset) => base.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  );
  const items = await views(db, page.items);
  return pageAt({ ...page, items }, (v) => v, path, query.q ? { q: query.q } : {});
}

const rowOf = (db: Db, scope: VoucherScope, id: number) =>
  scoped(db, scope).selectAll().where('id', '=', id).executeTakeFirst();

async function stateOf(db: Db, id: number) {
  const row = await db.selectFrom('vouchers').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const { created_at: _c, updated_at: _u, ...rest } = row;
  return rest;
}

export async function voucherRecord(db: Db, scope: VoucherScope, id: number) {
  const row = await rowOf(db, scope, id);
  if (!row) return null;
  const [[view], titles, audit] = await Promise.all([
    views(db, [row]),
    titlesOf(db, 'vouchers', row),
    auditTrail(db, subject(id)),
  ]);
  return { ...view!, titles, audit };
}

/**
 * Creates or updates a voucher within `scope`: a seller's is always their store's; staff name a store or
 * none (shop-wide). An id outside the scope is not found.
 */
export async function saveVoucher(
  db: Db,
  staff: Staff,
  scope: VoucherScope,
  body: VoucherBody,
  now: Date,
): Promise<Saved> {
  if (body.id !== undefined && !(await rowOf(db, scope, body.id)))
    return { ok: false, message: M.notFound, missing: true };
  const storeId = scope === 'all' ? (body.store_id ?? null) : scope.storeId;
  if (scope === 'all' && storeId !== null) {
    const store = await db
      .selectFrom('stores')
      .select('id')
      .where('id', '=', storeId)
      .executeTakeFirst();
    if (!store) return { ok: false, message: M.unknownStore };
  }
  const before = body.id !== undefined ? await stateOf(db, body.id) : null;
  const at = now.toISOString();
  return promotionWrite(
    db,
    async (trx) => {
      const same = await trx
        .selectFrom('vouchers')
        .select('id')
        .where('code', '=', body.code)
        .where('id', '!=', body.id ?? 0)
        .executeTakeFirst();
      if (same) throw new Refused(M.codeTaken);
      const values = {
        title: body.title,
        code: body.code,
        type: voucherTypeCode(body.type),
        price: body.price,
        capped_price: body.type === 'percent' ? (body.capped_price ?? null) : null,
        min_spend: body.min_spend,
        usage_limit: body.usage_limit,
        limit_per_customer: body.limit_per_customer,
        status: statusCode(body.status),
        start_time: body.start_time,
        end_time: body.end_time,
        store_id: storeId,
        updated_at: at,
      };
      let id = body.id;
      if (id === undefined)
        id = (
          await trx
            .insertInto('vouchers')
            .values({ ...values, created_at: at })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      else await trx.updateTable('vouchers').set(values).where('id', '=', id).execute();
      await writeTitles(trx, 'vouchers', id, body);
      const action = `voucher:${before ? 'update' : 'create'}`;
      await recordAudit(trx, staff, action, subject(id), before, await stateOf(trx, id), now);
      return id;
    },
    M.codeTaken,
  );
}

export async function deleteVoucher(
  db: Db,
  staff: Staff,
  scope: VoucherScope,
  id: number,
  now: Date,
): Promise<Saved> {
  if (!(await rowOf(db, scope, id))) return { ok: false, message: M.notFound, missing: true };
  const before = await stateOf(db, id);
  return promotionWrite(
    db,
    async (trx) => {
      const used = await trx
        .selectFrom('voucher_usages')
        .select('id')
        .where('voucher_id', '=', id)
        .executeTakeFirst();
      if (used) throw new Refused(M.usedVoucher);
      await trx.deleteFrom('voucher_collections').where('voucher_id', '=', id).execute();
      await trx.deleteFrom('vouchers').where('id', '=', id).execute();
      await dropTitles(trx, 'vouchers', id);
      await recordAudit(trx, staff, 'voucher:delete', subject(id), before, {}, now);
      return id;
    },
    M.codeTaken,
  );
}
