// The attribute values that tell a product's variants apart ("Colour: Black"), with their titles in the
// reader's language: the cart's lines, the compare table and the product page show them.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { translate } from '../db/translate.ts';

/**
 * The attribute values of the inventories given by id or by product (by attribute, value, inventory), each
 * with its inventory and product; `value` and `attribute` are their titles in `lang` (else the base text).
 */
export async function variantAttributes(
  db: Kysely<Database>,
  of: { inventoryIds: number[] } | { productIds: number[] },
  lang: string | null,
) {
  const [column, ids] =
    'inventoryIds' in of
      ? (['i.id', of.inventoryIds] as const)
      : (['i.product_id', of.productIds] as const);
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('inventories as i')
    .innerJoin('inventory_attributes as ia', 'ia.inventory_id', 'i.id')
    .innerJoin('attribute_values as v', 'v.id', 'ia.attribute_value_id')
    .innerJoin('attributes as a', 'a.id', 'v.attribute_id')
    .select([
      'i.id as inventory_id',
      'i.product_id',
      'v.id as value_id',
      'v.title as value',
      'a.id as attribute_id',
      'a.title as attribute',
    ])
    .where(column, 'in', ids)
    .orderBy('a.id')
    .orderBy('v.id')
    .orderBy('i.id')
    .execute();
  const [values, attributes] = await Promise.all([
    translate(
      db,
      'attribute_values',
      rows.map((r) => ({ id: r.value_id, title: r.value })),
      lang,
      ['title'],
    ),
    translate(
      db,
      'attributes',
      rows.map((r) => ({ id: r.attribute_id, title: r.attribute })),
      lang,
      ['title'],
    ),
  ]);
  // translate() keeps the rows' order: the k-th title is the k-th row's.
  return rows.map((r, k) => ({ ...r, value: values[k]!.title, attribute: attributes[k]!.title }));
}
