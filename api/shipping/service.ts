// The shop's shipping and tax rules, kept by staff (issue 35 item 5). The cart, checkout and orders read these
// rows on every request (api/cart/lines.ts, api/cart/summary.ts), so an edit is in the next total, on every
// instance, with no cache to empty. Each write is audited; a rule still used by a product is not deleted.
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  ShippingMessages as M,
  ruleUsedMessage,
  type AdminShippingRule,
  type AdminTaxRule,
  type ShippingPlaceBody,
  type TaxRuleBody,
  type TaxPlaceBody,
} from '#contract/shipping/schemas.ts';
import type { Database } from '../db/schema.ts';
import { catalogueWrite } from '../db/catalogue-version.ts';
import type { AuthUser } from '../lib/auth.ts';
import { recordAudit } from '../admin/service.ts';
import { countriesPhones } from '../site/service.ts';

type Db = Kysely<Database>;
type Admin = Pick<AuthUser, 'id' | 'name'>;
export type WriteResult = { ok: true; id: number } | { ok: false; message: string; missing?: true };

/** A refusal thrown inside a write's transaction: nothing of it is kept. */
class Refused extends Error {
  constructor(
    message: string,
    readonly missing = false,
  ) {
    super(message);
  }
}

async function write(db: Db, work: (trx: Transaction<Database>) => Promise<number>) {
  try {
    return { ok: true as const, id: await catalogueWrite(db, work) };
  } catch (e) {
    if (!(e instanceof Refused)) throw e;
    return e.missing
      ? { ok: false as const, message: e.message, missing: true as const }
      : { ok: false as const, message: e.message };
  }
}

/** How many live products use each rule, and of how many stores, by rule id. */
async function usage(db: Db, column: 'shipping_rule_id' | 'tax_rule_id', ids: number[]) {
  const out = new Map<number, { products: number; stores: number }>();
  if (!ids.length) return out;
  const rows = await db
    .selectFrom('products')
    .select((eb) => [
      column,
      eb.fn.countAll<number>().as('products'),
      eb.fn.count<number>('store_id').distinct().as('stores'),
    ])
    .where(column, 'in', ids)
    .where('archived_at', 'is', null)
    .groupBy(column)
    .execute();
  for (const r of rows)
    out.set(Number(r[column]), { products: Number(r.products), stores: Number(r.stores) });
  return out;
}

export async function shippingRules(db: Db): Promise<{ rules: AdminShippingRule[] }> {
  const rules = await db
    .selectFrom('shipping_rules')
    .select(['id', 'title', 'single_price'])
    .orderBy('id')
    .execute();
  const ids = rules.map((r) => r.id);
  const [places, used] = await Promise.all([
    ids.length
      ? db
          .selectFrom('shipping_places')
          .selectAll()
          .where('shipping_rule_id', 'in', ids)
          .orderBy('id')
          .execute()
      : [],
    usage(db, 'shipping_rule_id', ids),
  ]);
  return {
    rules: rules.map((r) => ({
      ...r,
      products: used.get(r.id)?.products ?? 0,
      stores: used.get(r.id)?.stores ?? 0,
      places: places.filter((p) => p.shipping_rule_id === r.id),
    })),
  };
}

export async function taxRules(db: Db): Promise<{ rules: AdminTaxRule[] }> {
  const rules = await db
    .selectFrom('tax_rules')
    .select(['id', 'title', 'type', 'price'])
    .orderBy('id')
    .execute();
  const used = await usage(
    db,
    'tax_rule_id',
    rules.map((r) => r.id),
  );
  const places = rules.length
    ? await db
        .selectFrom('tax_rule_places')
        .select(['id', 'tax_rule_id', 'country', 'state', 'price'])
        .where(
          'tax_rule_id',
          'in',
          rules.map((r) => r.id),
        )
        .orderBy('country')
        // Every state first, on both databases (PostgreSQL sorts nulls last).
        .orderBy(sql`coalesce(state, '')`)
        .execute()
    : [];
  return {
    rules: rules.map((r) => ({
      ...r,
      products: used.get(r.id)?.products ?? 0,
      stores: used.get(r.id)?.stores ?? 0,
      places: places.filter((p) => p.tax_rule_id === r.id),
    })),
  };
}

const ruleRow = (trx: Transaction<Database>, id: number) =>
  trx.selectFrom('shipping_rules').selectAll().where('id', '=', id).executeTakeFirst();

export function saveShippingRule(
  db: Db,
  admin: Admin,
  body: { id?: number; title: string; single_price: boolean },
  now: Date,
): Promise<WriteResult> {
  return write(db, async (trx) => {
    const values = { title: body.title, single_price: body.single_price ? 1 : 0 };
    const at = now.toISOString();
    if (body.id === undefined) {
      const row = await trx
        .insertInto('shipping_rules')
        .values({ ...values, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      await audit(trx, admin, 'shipping_rule:create', 'shipping_rule', row.id, {}, values, now);
      return row.id;
    }
    const before = await ruleRow(trx, body.id);
    if (!before) throw new Refused(M.notFound, true);
    await trx
      .updateTable('shipping_rules')
      .set({ ...values, updated_at: at })
      .where('id', '=', body.id)
      .execute();
    await audit(trx, admin, 'shipping_rule:update', 'shipping_rule', body.id, before, values, now);
    return body.id;
  });
}

export function deleteShippingRule(db: Db, admin: Admin, id: number, now: Date) {
  return write(db, async (trx) => {
    const before = await ruleRow(trx, id);
    if (!before) throw new Refused(M.notFound, true);
    const used = (await usage(trx, 'shipping_rule_id', [id])).get(id)?.products ?? 0;
    if (used > 0) throw new Refused(ruleUsedMessage(used));
    const places = await trx
      .selectFrom('shipping_places')
      .selectAll()
      .where('shipping_rule_id', '=', id)
      .execute();
    await trx.deleteFrom('shipping_places').where('shipping_rule_id', '=', id).execute();
    await trx.deleteFrom('shipping_rules').where('id', '=', id).execute();
    await audit(
      trx,
      admin,
      'shipping_rule:delete',
      'shipping_rule',
      id,
      { ...before, places },
      {},
      now,
    );
    return id;
  });
}

/** The body's country and states are ones of the list (decision 127's countries and states). */
function checkPlaces(body: ShippingPlaceBody) {
  const { countries } = countriesPhones();
  const country = countries[body.country];
  if (!country) throw new Refused(M.badCountry);
  if (body.state && !country.states[body.state]) throw new Refused(M.badState);
  if (body.pickup_country && !countries[body.pickup_country]) throw new Refused(M.badCountry);
}

export function saveShippingPlace(
  db: Db,
  admin: Admin,
  body: ShippingPlaceBody,
  now: Date,
): Promise<WriteResult> {
  return write(db, async (trx) => {
    checkPlaces(body);
    if (!(await ruleRow(trx, body.shipping_rule_id))) throw new Refused(M.notFound, true);
    const before =
      body.id === undefined
        ? undefined
        : await trx
            .selectFrom('shipping_places')
            .selectAll()
            .where('id', '=', body.id)
            .executeTakeFirst();
    if (body.id !== undefined && !before) throw new Refused(M.notFound, true);
    let same = trx
      .selectFrom('shipping_places')
      .select('id')
      .where('shipping_rule_id', '=', body.shipping_rule_id)
      .where('country', '=', body.country);
    same = body.state ? same.where('state', '=', body.state) : same.where('state', 'is', null);
    if (body.id !== undefined) same = same.where('id', '!=', body.id);
    if (await same.executeTakeFirst()) throw new Refused(M.placeTaken);
    const pickup = body.pickup_point;
    // A place without a pickup point keeps no pickup address: there is nothing to collect from.
    const values = {
      shipping_rule_id: body.shipping_rule_id,
      country: body.country,
      state: body.state ?? null,
      price: body.price,
      day_needed: body.day_needed,
      pickup_point: pickup ? 1 : 0,
      pickup_price: pickup ? body.pickup_price : 0,
      pickup_phone: pickup ? (body.pickup_phone ?? null) : null,
      pickup_address_line_1: pickup ? (body.pickup_address_line_1 ?? null) : null,
      pickup_address_line_2: pickup ? (body.pickup_address_line_2 ?? null) : null,
      pickup_city: pickup ? (body.pickup_city ?? null) : null,
      pickup_state: pickup ? (body.pickup_state ?? null) : null,
      pickup_zip: pickup ? (body.pickup_zip ?? null) : null,
      pickup_country: pickup ? (body.pickup_country ?? null) : null,
    };
    let id: number;
    if (body.id === undefined) {
      id = (
        await trx
          .insertInto('shipping_places')
          .values(values)
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    } else {
      id = body.id;
      await trx.updateTable('shipping_places').set(values).where('id', '=', id).execute();
    }
    await audit(
      trx,
      admin,
      before ? 'shipping_place:update' : 'shipping_place:create',
      'shipping_place',
      id,
      before ?? {},
      values,
      now,
    );
    return id;
  });
}

export function deleteShippingPlace(db: Db, admin: Admin, id: number, now: Date) {
  return write(db, async (trx) => {
    const before = await trx
      .selectFrom('shipping_places')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) throw new Refused(M.notFound, true);
    await trx.deleteFrom('shipping_places').where('id', '=', id).execute();
    await audit(trx, admin, 'shipping_place:delete', 'shipping_place', id, before, {}, now);
    return id;
  });
}

const taxRow = (trx: Transaction<Database>, id: number) =>
  trx.selectFrom('tax_rules').selectAll().where('id', '=', id).executeTakeFirst();

export function saveTaxRule(db: Db, admin: Admin, body: TaxRuleBody, now: Date) {
  return write(db, async (trx) => {
    const values = { title: body.title, type: body.type, price: body.price };
    const at = now.toISOString();
    if (body.id === undefined) {
      const row = await trx
        .insertInto('tax_rules')
        .values({ ...values, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      await audit(trx, admin, 'tax_rule:create', 'tax_rule', row.id, {}, values, now);
      return row.id;
    }
    const before = await taxRow(trx, body.id);
    if (!before) throw new Refused(M.notFound, true);
    await trx
      .updateTable('tax_rules')
      .set({ ...values, updated_at: at })
      .where('id', '=', body.id)
      .execute();
    await audit(trx, admin, 'tax_rule:update', 'tax_rule', body.id, before, values, now);
    return body.id;
  });
}

export function deleteTaxRule(db: Db, admin: Admin, id: number, now: Date) {
  return write(db, async (trx) => {
    const before = await taxRow(trx, id);
    if (!before) throw new Refused(M.notFound, true);
    const used = (await usage(trx, 'tax_rule_id', [id])).get(id)?.products ?? 0;
    if (used > 0) throw new Refused(ruleUsedMessage(used));
    await trx.deleteFrom('tax_rule_places').where('tax_rule_id', '=', id).execute();
    await trx.deleteFrom('tax_rules').where('id', '=', id).execute();
    await audit(trx, admin, 'tax_rule:delete', 'tax_rule', id, before, {}, now);
    return id;
  });
}

/** Sets a tax rule's rate in a country or one of its states (decision 148), in the rule's own unit. */
export function saveTaxPlace(db: Db, admin: Admin, body: TaxPlaceBody, now: Date) {
  return write(db, async (trx) => {
    const { countries } = countriesPhones();
    const country = countries[body.country];
    if (!country) throw new Refused(M.badCountry);
    if (body.state && !country.states[body.state]) throw new Refused(M.badState);
    const rule = await taxRow(trx, body.tax_rule_id);
    if (!rule) throw new Refused(M.notFound, true);
    if (rule.type === 2 && body.price > 100) throw new Refused(M.badPercent);
    let same = trx
      .selectFrom('tax_rule_places')
      .select('id')
      .where('tax_rule_id', '=', body.tax_rule_id)
      .where('country', '=', body.country);
    same = body.state ? same.where('state', '=', body.state) : same.where('state', 'is', null);
    if (await same.executeTakeFirst()) throw new Refused(M.taxPlaceTaken);
    const at = now.toISOString();
    const values = {
      tax_rule_id: body.tax_rule_id,
      country: body.country,
      state: body.state ?? null,
      price: body.price,
    };
    const row = await trx
      .insertInto('tax_rule_places')
      .values({ ...values, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow()
      // Two saves at once: the unique index keeps one (migration 0028).
      .catch((e: unknown) => {
        if (/unique|duplicate/i.test(String((e as Error)?.message)))
          throw new Refused(M.taxPlaceTaken);
        throw e;
      });
    await audit(trx, admin, 'tax_rule:place', 'tax_rule', body.tax_rule_id, {}, values, now);
    return row.id;
  });
}

export function deleteTaxPlace(db: Db, admin: Admin, id: number, now: Date) {
  return write(db, async (trx) => {
    const before = await trx
      .selectFrom('tax_rule_places')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) throw new Refused(M.notFound, true);
    await trx.deleteFrom('tax_rule_places').where('id', '=', id).execute();
    await audit(
      trx,
      admin,
      'tax_rule:place-delete',
      'tax_rule',
      before.tax_rule_id,
      before,
      {},
      now,
    );
    return before.tax_rule_id;
  });
}

function audit(
  trx: Transaction<Database>,
  admin: Admin,
  action: string,
  subject: 'shipping_rule' | 'shipping_place' | 'tax_rule',
  id: number,
  before: unknown,
  after: unknown,
  now: Date,
) {
  return recordAudit(trx, admin, action, { subject, subject_id: id }, before, after, now);
}
