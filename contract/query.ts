// Request query/body parsing for the reference API. Every failed rule yields one message, in order, for
// `data.form` (docs/api-reference.md §3.1). Parameters the contract says to ignore when invalid (page, sortby) are
// normalised instead of refused.
import { z } from './zod.ts';
import { normalisePage } from './paginate.ts';
import { listOfIds, mustBeNonNegative, mustBeNumber, mustBeOneOf, tooLong } from './messages.ts';

export type ParseResult<T> = { success: true; data: T } | { success: false; messages: string[] };

export function parseQuery<S extends z.ZodType>(
  schema: S,
  input: unknown,
): ParseResult<z.output<S>> {
  const r = schema.safeParse(input);
  if (r.success) return { success: true, data: r.data };
  return { success: false, messages: r.error.issues.map((i) => i.message) };
}

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** page absent, 0 or invalid ⇒ 1. */
export const qPage = z.unknown().transform((v) => normalisePage(v));

/** The query of an endpoint that takes the page alone (categories, brands, a flash sale, suggestions, a
 * sitemap chunk). */
export const PageQuerySchema = z.object({ page: qPage });

/**
 * The largest amount a filter can name, in major units: amounts are integer minor units in the database
 * (32-bit on PostgreSQL), and a bound past every price filters nothing more.
 */
const MAX_AMOUNT = Math.floor(2_147_483_647 / 100);

/** A non-negative decimal number given as text (an amount: at most MAX_AMOUNT, larger reads as it). */
export function qNumber(field: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: mustBeNumber(field) })
      .trim()
      .regex(/^-?\d+(\.\d+)?$/, { error: mustBeNumber(field), abort: true })
      .transform(Number)
      .pipe(z.number().min(0, { error: mustBeNonNegative(field) }))
      .transform((n) => Math.min(n, MAX_AMOUNT))
      .optional(),
  );
}

/** A non-negative integer given as text. */
export function qInt(field: string, max?: number) {
  let n = z
    .number()
    .int()
    .min(0, { error: mustBeNonNegative(field) });
  if (max !== undefined) n = n.max(max, { error: `The ${field} may not be greater than ${max}.` });
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: mustBeNumber(field) })
      .trim()
      .regex(/^-?\d+$/, { error: mustBeNumber(field), abort: true })
      .transform(Number)
      .pipe(n)
      .optional(),
  );
}

/** Comma-separated positive ids ("1,2,3"). */
export function qIdList(field: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: listOfIds(field) })
      .trim()
      .regex(/^\d+(\s*,\s*\d+)*,?$/, { error: listOfIds(field), abort: true })
      .transform((s) =>
        s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean)
          .map(Number)
          .filter((n) => Number.isSafeInteger(n) && n > 0),
      )
      .optional(),
  );
}

/** Free text (search, slugs), trimmed, bounded. */
export function qText(field: string, max = 200) {
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(max, { error: tooLong(field, max) })
      .optional(),
  );
}

/** A flag given as 'true' / '1' / any truthy text. */
export const qFlag = z.preprocess(
  blankToUndefined,
  z
    .union([z.string(), z.boolean(), z.number()])
    .transform(
      (v) => v === true || v === 1 || (typeof v === 'string' && !['0', 'false', 'no'].includes(v)),
    )
    .optional(),
);

/** One of a fixed set; an unknown value is refused with the list of allowed values. */
export function qEnum<const T extends readonly [string, ...string[]]>(field: string, values: T) {
  return z.preprocess(
    blankToUndefined,
    z.enum(values, { error: mustBeOneOf(field, values) }).optional(),
  );
}

/** `{id}` path segments: digits only (anything else never reaches a handler's query). */
export const IdParamsSchema = z.object({ id: z.string().regex(/^\d+$/) });
