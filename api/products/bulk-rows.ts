// Reading an import's CSV (issue 33 item 7): streamed through csv-parse record by record, each row checked
// with zod on its own, every problem kept as (row, field, message). Row numbers are a spreadsheet's: the
// header is row 1. A column left out of the header leaves that value as it is; a blank cell means "none"
// for the optional values (sub-category, brand, offered price, the variant's price, attributes, a
// translated title) and "as it is" for the others (a new product needs them).
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { z } from '#contract/zod.ts';
import { toMinor } from '#contract/money.ts';
import { hasNul } from '#contract/nul.ts';
import {
  BULK_MAX_ROWS,
  BulkMessages as B,
  CSV_COLUMNS,
  type CsvColumn,
  type ImportError,
} from '#contract/products/bulk.ts';
import { PRODUCT_LANGUAGES } from '#contract/products/schemas.ts';

type Lang = (typeof PRODUCT_LANGUAGES)[number];

/** One valid row: undefined = the column is not in the file (keep), null = blank (none). */
export type CsvRow = {
  row: number;
  sku: string;
  store_id?: number;
  product_slug?: string;
  product_title?: string;
  category_id?: number;
  sub_category_id?: number | null;
  brand_id?: number | null;
  shipping_rule_id?: number;
  selling?: number;
  offered?: number;
  price?: number;
  stock?: number;
  attributes?: [string, string][];
  status?: 'public' | 'private';
  titles: Partial<Record<Lang, string | null>>;
};

const MAX_MINOR = 2_147_483_647;
const MAX_STOCK = 1_000_000;

/** The export's neutralised cell (`'=…`, `'-…`) back to what was written. */
const cellOf = (v: string) => {
  const s = v.trim();
  return /^'[=+\-@\t\r]/.test(s) ? s.slice(1) : s;
};

const keep = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const none = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? null : v), schema.nullable().optional());

const id = z
  .string()
  .regex(/^\d{1,10}$/, { error: B.badId })
  .transform(Number)
  .pipe(z.number().int().min(1, { error: B.badId }).max(MAX_MINOR, { error: B.badId }));
const text = (max: number) => z.string().max(max, { error: B.tooLong });

function amount(digits: number, currency: string) {
  const pattern = digits > 0 ? new RegExp(`^\\d{1,10}(?:\\.\\d{1,${digits}})?$`) : /^\d{1,10}$/;
  return z
    .string()
    .regex(pattern, { error: B.badAmount })
    .transform((s) => toMinor(Number(s), currency))
    .pipe(z.number().int().max(MAX_MINOR, { error: B.badAmount }));
}

const attributeList = z
  .string()
  .max(500, { error: B.tooLong })
  .transform((s, ctx) => {
    const pairs: [string, string][] = [];
    if (s === '') return pairs;
    for (const part of s.split('|')) {
      const [name, value, ...rest] = part.split('=').map((x) => x.trim());
      if (!name || !value || rest.length) {
        ctx.addIssue({ code: 'custom', message: B.badAttributes });
        return z.NEVER;
      }
      pairs.push([name, value]);
    }
    return pairs;
  });

/** The schema of one row for the shop's currency. */
export function rowSchema(digits: number, currency: string) {
  const money = amount(digits, currency);
  return z.object({
    sku: z.string().min(1, { error: B.skuRequired }).max(64, { error: B.tooLong }),
    store_id: keep(id),
    product_slug: keep(
      z
        .string()
        .max(190, { error: B.tooLong })
        .transform((s) => s.toLowerCase())
        .pipe(
          z
            .string()
            .regex(/^[\p{Ll}\p{Lo}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{N}]+)*$/u, { error: B.badSlug }),
        ),
    ),
    product_title: keep(text(190)),
    category_id: keep(id),
    sub_category_id: none(id),
    brand_id: none(id),
    shipping_rule_id: keep(id),
    selling: keep(money),
    offered: z.preprocess((v) => (v === '' ? '0' : v), money.optional()),
    price: z.preprocess((v) => (v === '' ? '0' : v), money.optional()),
    stock: keep(
      z
        .string()
        .regex(/^\d{1,7}$/, { error: B.badStock })
        .transform(Number)
        .pipe(z.number().max(MAX_STOCK, { error: B.badStock })),
    ),
    attributes: attributeList.optional(),
    status: keep(
      z
        .string()
        .transform((s) => s.toLowerCase())
        .pipe(z.enum(['public', 'private'], { error: B.badStatus })),
    ),
    ...Object.fromEntries(PRODUCT_LANGUAGES.map((l) => [`title_${l}`, none(text(190))])),
  });
}

type Parsed = { header: CsvColumn[]; rows: CsvRow[]; errors: ImportError[] };

/** Reads the file row by row: the header first, then each row through the schema. */
export async function readCsv(
  file: Blob,
  schema: ReturnType<typeof rowSchema>,
): Promise<Parsed | { refusal: string }> {
  const parser = Readable.fromWeb(file.stream() as never).pipe(
    parse({ bom: true, relax_column_count: true, max_record_size: 100_000 }),
  );
  const errors: ImportError[] = [];
  const rows: CsvRow[] = [];
  let header: CsvColumn[] | null = null;
  let n = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      n += 1;
      // PostgreSQL refuses the NUL character (contract/nul.ts): such a line is no text of ours.
      if (hasNul(record)) {
        errors.push({ row: n, field: 'file', message: B.notCsv });
        continue;
      }
      if (!header) {
        const names = record.map((c) => cellOf(c).toLowerCase());
        if (!names.includes('sku')) return { refusal: B.noSkuColumn };
        for (const name of names)
          if (!(CSV_COLUMNS as readonly string[]).includes(name))
            errors.push({ row: 1, field: name, message: B.unknownColumn });
        header = names as CsvColumn[];
        continue;
      }
      if (record.every((c) => c.trim() === '')) continue;
      if (n - 1 > BULK_MAX_ROWS) return { refusal: B.tooManyRows };
      const cells = Object.fromEntries(
        header.flatMap((name, k) =>
          (CSV_COLUMNS as readonly string[]).includes(name)
            ? [[name, cellOf(record[k] ?? '')]]
            : [],
        ),
      );
      const parsed = schema.safeParse(cells);
      if (!parsed.success) {
        const seen = new Set<string>();
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? '');
          if (seen.has(field)) continue;
          seen.add(field);
          errors.push({ row: n, field, message: issue.message });
        }
        continue;
      }
      const d = parsed.data as Record<string, unknown>;
      const titles = Object.fromEntries(
        PRODUCT_LANGUAGES.filter((l) => `title_${l}` in cells).map((l) => [
          l,
          d[`title_${l}`] ?? null,
        ]),
      );
      rows.push({ ...(d as Omit<CsvRow, 'row' | 'titles'>), row: n, titles });
    }
  } catch {
    errors.push({ row: n + 1, field: 'file', message: B.notCsv });
    parser.destroy();
  }
  if (!header) return { refusal: B.empty };
  if (!rows.length && !errors.length) return { refusal: B.empty };
  return { header, rows, errors };
}
