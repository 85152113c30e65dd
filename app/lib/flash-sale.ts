// Flash-sale timing shared by the flash-sale screens.
import { parseWireDate } from '#app/lib/format.ts';

/** A sale that has not started yet (its flash prices do not apply). */
export function isUpcoming(sale: { start_time?: string | null }, now = Date.now()): boolean {
  const start = parseWireDate(sale.start_time);
  return start !== null && start.getTime() > now;
}
