// A flash sale's cap at placement and cancellation (issue 35 item 2, decision 149): the units an order takes at a
// flash price are claimed from the sale's row by one conditional update each (never past its cap, so
// concurrent orders on one PostgreSQL stay exact), and a cancellation gives them back.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

type FlashUnits = { flashSaleProductId: number | null; quantity: number };

/** Units per sale row, in the rows' order (concurrent claims lock them in one order). */
function perRow(lines: FlashUnits[]) {
  const units = new Map<number, number>();
  for (const l of lines)
    if (l.flashSaleProductId !== null)
      units.set(l.flashSaleProductId, (units.get(l.flashSaleProductId) ?? 0) + l.quantity);
  return [...units].sort(([a], [b]) => a - b);
}

/** Takes the lines' units at a flash price from their sale rows; the first line whose cap is gone, or null. */
export async function claimFlashUnits<L extends FlashUnits>(
  trx: Kysely<Database>,
  lines: L[],
): Promise<L | null> {
  for (const [id, quantity] of perRow(lines)) {
    const taken = await trx
      .updateTable('flash_sale_products')
      .set((eb) => ({ sold: eb('sold', '+', quantity) }))
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb('quantity', 'is', null),
          eb(eb('sold', '+', quantity), '<=', eb.ref('quantity')),
        ]),
      )
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) return lines.find((l) => l.flashSaleProductId === id)!;
  }
  return null;
}

/** Gives cancelled lines' units at a flash price back to their sale rows (a row since removed is skipped). */
export async function returnFlashUnits(
  trx: Kysely<Database>,
  lines: { flash_sale_product_id: number | null; quantity: number }[],
): Promise<void> {
  const units = perRow(
    lines.map((l) => ({ flashSaleProductId: l.flash_sale_product_id, quantity: l.quantity })),
  );
  for (const [id, quantity] of units)
    await trx
      .updateTable('flash_sale_products')
      .set((eb) => ({ sold: eb('sold', '-', quantity) }))
      .where('id', '=', id)
      .where('sold', '>=', quantity)
      .execute();
}
