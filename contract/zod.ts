// Wire coercers shared by every schema. iShop backends send numeric columns as strings on some drivers
// (docs/api-reference.md §6.2), so response schemas coerce; flags may be 0/1, 1/2 or booleans.
import { z } from 'zod/v4';

export { z };

const numeric = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/),
]);

/** A plain string (the wire's text fields). */
export const str = z.string();

/** A number that may arrive as a numeric string. */
export const num = numeric.transform((v) => (typeof v === 'number' ? v : Number(v)));

/** An integer that may arrive as a numeric string. */
export const int = num.pipe(z.number().int());

/** Money on the wire: decimal major units (12.5), possibly a string ("12.50"). */
export const money = num;

/** A 0/1 (or 1/2) flag, tolerating booleans and numeric strings. */
export const flag = z
  .union([z.number(), z.boolean(), z.string().regex(/^\d+$/)])
  .transform((v) => (typeof v === 'boolean' ? (v ? 1 : 0) : Number(v)));

/** A list the reference may leave out: missing means empty. */
export const listOrEmpty = <T extends z.ZodType>(item: T) => z.array(item).optional().default([]);

/** Fields the reference marks `?`: may be missing or null. */
export const opt = <T extends z.ZodType>(schema: T) => schema.nullable().optional();
