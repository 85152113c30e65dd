// What every catalogue write shares (issue 33): one transaction that a refusal rolls back, the product's
// state as the audit log keeps it, its audit row, a free slug; and a new catalogue version after the write.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AuthUser } from '../lib/auth.ts';
import { catalogueWrite } from '../db/catalogue-version.ts';
import { recordAudit } from '../admin/service.ts';
import { ProductMessages as M } from '#contract/products/schemas.ts';
import { storeSlug } from '#contract/sellers/schemas.ts';
import { statusOf } from './editor.ts';

export type Trx = Transaction<Database>;
export type Actor = Pick<AuthUser, 'id' | 'name'>;
export type Deps = { db: Kysely<Database>; now: Date };
export type Outcome<T = { product_id: number }> =
  ({ ok: true } & T) | { ok: false; missing?: true; message: string; field?: string };

export const refusal = (message: string, field?: string) => ({
  ok: false as const,
  message,
  field,
});
export const missing = () => ({ ok: false as const, missing: true as const, message: M.notFound });

/** Thrown inside a transaction to roll it back with a refusal. */
export class Refused extends Error {
  constructor(readonly outcome: { ok: false; message: string; field?: string; missing?: true }) {
    super(outcome.message);
  }
}

export async function inTransaction<T>(
  deps: Deps,
  work: (trx: Trx) => Promise<T>,
): Promise<T | { ok: false; message: string; field?: string; missing?: true }> {
  try {
    return await catalogueWrite(deps.db, work);
  } catch (e) {
    if (e instanceof Refused) return e.outcome;
    throw e;
  }
}

/** The state the audit log keeps of a product. */
export async function snapshot(trx: Trx, id: number) {
  const p = await trx
    .selectFrom('products')
    .select([
      'title',
      'slug',
      'selling',
      'offered',
      'status',
      'archived_at',
      'category_id',
      'brand_id',
      'tags',
      'shipping_rule_id',
      'tax_rule_id',
      'bundle_deal_id',
      'refundable',
      'warranty',
      'store_id',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!p) return {};
  const { status, archived_at, ...rest } = p;
  return { ...rest, status: statusOf({ status, archived_at }) };
}

export async function audit(
  deps: Deps,
  trx: Trx,
  by: Actor,
  action: string,
  id: number,
  before: unknown,
) {
  await recordAudit(
    trx,
    by,
    action,
    { subject: 'product', subject_id: id },
    before,
    await snapshot(trx, id),
    deps.now,
  );
}

/** A slug of the title that no product has (title-2, title-3…), or the one asked for when it is free. */
export async function freeSlug(
  trx: Trx,
  wanted: string | undefined,
  title: string,
  selfId?: number,
) {
  const taken = async (slug: string) =>
    (await trx
      .selectFrom('products')
      .select('id')
      .where('slug', '=', slug)
      .$if(selfId != null, (q) => q.where('id', '!=', selfId!))
      .executeTakeFirst()) !== undefined;
  if (wanted) {
    if (await taken(wanted)) throw new Refused(refusal(M.slugTaken, 'slug'));
    return wanted;
  }
  const base = storeSlug(title) || 'product';
  for (let n = 1; n < 1000; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(slug))) return slug;
  }
  return `${base}-${Date.now()}`;
}

/** Refuses a choice that names nothing of the shop. */
