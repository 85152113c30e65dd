// An attribute's values (issue 33 item 6): saved with their attribute — a value with an id is renamed, one
// without is added, one left out is removed unless products' variants use it (then the whole save is refused).
import type { Kysely } from 'kysely';
import {
  TaxonomyMessages,
  valueUsedMessage,
  type TaxonomyBody,
} from '#contract/taxonomy/schemas.ts';
import type { Database } from '../db/schema.ts';
import { attributeUsage } from './kinds.ts';
import { dropTitles, titlesOf, writeTitles } from './translations.ts';

type Db = Kysely<Database>;
const TABLE = 'attribute_values';

/** The attribute's values in order, each with its titles and how many products use it. */
export async function attributeValues(db: Db, attributeId: number) {
  const rows = await db
    .selectFrom(TABLE)
    .select(['id', 'title'])
    .where('attribute_id', '=', attributeId)
    .orderBy('id')
    .execute();
  const ids = rows.map((r) => r.id);
  const [titles, usage] = await Promise.all([
    titlesOf(db, TABLE, rows),
    attributeUsage(db, ids, 'value'),
  ]);
  return rows.map((r) => ({ ...r, titles: titles.get(r.id)!, products: usage.get(r.id) ?? 0 }));
}

/** Removes values (their titles, their pictures' links). */
async function removeValues(db: Db, ids: number[]) {
  if (!ids.length) return;
  await dropTitles(db, TABLE, ids);
  await db.deleteFrom('product_image_attributes').where('attribute_value_id', 'in', ids).execute();
  await db.deleteFrom('inventory_attributes').where('attribute_value_id', 'in', ids).execute();
  await db.deleteFrom(TABLE).where('id', 'in', ids).execute();
}

/** Every value of the attribute goes (the attribute is deleted; no product uses it). */
export async function dropValues(db: Db, attributeId: number) {
  const rows = await db
    .selectFrom(TABLE)
    .select('id')
    .where('attribute_id', '=', attributeId)
    .execute();
  await removeValues(
    db,
    rows.map((r) => r.id),
  );
}

/** Makes the attribute's values those of the body; a refusal's message, else null. */
export async function saveValues(
  db: Db,
  attributeId: number,
  given: TaxonomyBody<'attributes'>['values'],
): Promise<string | null> {
  const existing = await attributeValues(db, attributeId);
  const byId = new Map(existing.map((v) => [v.id, v]));
  if (given.some((v) => v.id !== undefined && !byId.has(v.id))) return TaxonomyMessages.badValue;
  const kept = new Set(given.map((v) => v.id));
  const removed = existing.filter((v) => !kept.has(v.id));
  const used = removed.find((v) => v.products > 0);
  if (used) return valueUsedMessage(used.title, used.products);
  await removeValues(
    db,
    removed.map((v) => v.id),
  );
  for (const v of given) {
    let id = v.id;
    if (id === undefined)
      id = (
        await db
          .insertInto(TABLE)
          .values({ attribute_id: attributeId, title: v.title })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    else await db.updateTable(TABLE).set({ title: v.title }).where('id', '=', id).execute();
    await writeTitles(db, TABLE, id, v);
  }
  return null;
}
