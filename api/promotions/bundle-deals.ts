// Staff's bundle deals (issue 35 item 2): buy X get Y free, public or hidden, on the products that carry it
// (`products.bundle_deal_id`). A save sets the deal on exactly the listed products (a product carries one deal:
// listing it here moves it from another); a delete takes the deal off its products first. Audited.
import {
  PromotionMessages as M,
  unknownProductMessage,
  type BundleDealBody,
} from '#contract/promotions/schemas.ts';
import { countOf, readPage } from '../db/reader.ts';
import { pageAt } from '../lib/paginate.ts';
import { auditTrail, recordAudit } from '../admin/service.ts';
import {
  PER_PAGE,
  Refused,
  contains,
  promotionWrite,
  statusCode,
  statusName,
  type Db,
  type Saved,
  type Staff,
} from './common.ts';

const subject = (id: number) => ({ subject: 'bundle_deal' as const, subject_id: id });

export async function bundleDealPage(db: Db, query: { q?: string; page?: unknown }, path: string) {
  let base = db.selectFrom('bundle_deals');
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
          'buy',
          'free',
          'status',
          eb
            .selectFrom('products')
            .select((e) => e.fn.countAll<number>().as('n'))
            .whereRef('bundle_deal_id', '=', 'bundle_deals.id')
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

async function stateOf(db: Db, id: number) {
  const deal = await db
    .selectFrom('bundle_deals')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!deal) return null;
  const products = await db
    .selectFrom('products')
    .select('id')
    .where('bundle_deal_id', '=', id)
    .orderBy('id')
    .execute();
  const { created_at: _c, updated_at: _u, ...rest } = deal;
  return { ...rest, product_ids: products.map((p) => p.id) };
}

export async function bundleDealRecord(db: Db, id: number) {
  const deal = await db
    .selectFrom('bundle_deals')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!deal) return null;
  const [products, audit] = await Promise.all([
    db
      .selectFrom('products')
      .select(['id as product_id', 'title'])
      .where('bundle_deal_id', '=', id)
      .orderBy('id')
      .execute(),
    auditTrail(db, subject(id)),
  ]);
  return {
    id: deal.id,
    title: deal.title,
    buy: deal.buy,
    free: deal.free,
    status: statusName(deal.status),
    products,
    audit,
  };
}

export async function saveBundleDeal(
  db: Db,
  staff: Staff,
  body: BundleDealBody,
  now: Date,
): Promise<Saved> {
  const before = body.id !== undefined ? await stateOf(db, body.id) : null;
  if (body.id !== undefined && !before) return { ok: false, message: M.notFound, missing: true };
  const ids = body.product_ids;
  if (new Set(ids).size !== ids.length) return { ok: false, message: M.duplicateProduct };
  const at = now.toISOString();
  return promotionWrite(
    db,
    async (trx) => {
      const found = ids.length
        ? await trx
            .selectFrom('products')
            .select('id')
            .where('id', 'in', ids)
            .where('archived_at', 'is', null)
            .execute()
        : [];
      const missing = ids.find((id) => !found.some((f) => f.id === id));
      if (missing !== undefined) throw new Refused(unknownProductMessage(missing));
      const values = {
        title: body.title,
        buy: body.buy,
        free: body.free,
        status: statusCode(body.status),
        updated_at: at,
      };
      let id = body.id;
      if (id === undefined)
        id = (
          await trx
            .insertInto('bundle_deals')
            .values({ ...values, created_at: at })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      else await trx.updateTable('bundle_deals').set(values).where('id', '=', id).execute();
      let off = trx
        .updateTable('products')
        .set({ bundle_deal_id: null })
        .where('bundle_deal_id', '=', id);
      if (ids.length) off = off.where('id', 'not in', ids);
      await off.execute();
      if (ids.length)
        await trx
          .updateTable('products')
          .set({ bundle_deal_id: id })
          .where('id', 'in', ids)
          .execute();
      const action = `bundle_deal:${before ? 'update' : 'create'}`;
      await recordAudit(trx, staff, action, subject(id), before, await stateOf(trx, id), now);
      return id;
    },
    M.notFound,
  );
}

export async function deleteBundleDeal(
  db: Db,
  staff: Staff,
  id: number,
  now: Date,
): Promise<Saved> {
  const before = await stateOf(db, id);
  if (!before) return { ok: false, message: M.notFound, missing: true };
  return promotionWrite(
    db,
    async (trx) => {
      await trx
        .updateTable('products')
        .set({ bundle_deal_id: null })
        .where('bundle_deal_id', '=', id)
        .execute();
      await trx.deleteFrom('bundle_deals').where('id', '=', id).execute();
      await recordAudit(trx, staff, 'bundle_deal:delete', subject(id), before, {}, now);
      return id;
    },
    M.notFound,
  );
}
