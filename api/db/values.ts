// Column values as the wire wants them: joined times and money in major units.
import { toMajor } from '#contract/money.ts';

/** 'YYYY-MM-DD HH:MM:SS' (UTC), the format of joined flash-sale and voucher times. */
export const sqlNow = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

/** Minor units (the database) → major units (the wire); null stays null. */
export function major(minor: number): number;
export function major(minor: number | null | undefined): number | null;
export function major(minor: number | null | undefined): number | null {
  return minor == null ? null : toMajor(Number(minor));
}

/** The ids that some rows point at, each once, for an `in` list (rows pointing nowhere left out). */
export const distinctIds = (ids: readonly (number | null)[]) => [
  ...new Set(ids.filter((x): x is number => x != null)),
];
