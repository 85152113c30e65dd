// The wire reference (docs/api-reference.md) read as data, for the conformance test (issue 38): its object
// tables (`| Object | Fields |`), its field tables (`| Field | Type | Notes |`, `` | `data` field | … ``) by
// section, and its list of deliberate differences (§11.3), so that a field the reference promises and an
// answer lacks is either a bug or a recorded decision.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export type FieldSpec = {
  name: string;
  /** The documented type (`int`, `num`, `str`, `bool`, `[…]`, `{…}`, an object's name), when given. */
  type: string | null;
  /** Always present: not marked `name?`, optional, conditional ("only", "when", "absent"), proposed or custom. */
  required: boolean;
  /** `type?`: present, but may be null. */
  nullable: boolean;
};

export type Reference = {
  /** §7 object tables, by object name (Category, Store, ShippingRule, Order, …). */
  objects: Map<string, FieldSpec[]>;
  /** Field tables by the heading of their section ("7.1 ProductCard …", "8.1 Site furniture …"), in order. */
  tables: Map<string, FieldSpec[][]>;
  /** §11.3: `Object.field` (or `Section.field`) we deliberately answer otherwise, with why. */
  ours: Map<string, string>;
};

const CONDITIONAL =
  /\bonly\b|absent|\bwhen\b|\bsometimes\b|\(proposed\)|\bignore\b|\[P-custom\]|optional/i;

/** Splits at commas outside brackets, braces, parentheses and code spans. */
function topLevel(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let code = false;
  let cur = '';
  for (const ch of text) {
    if (ch === '`') code = !code;
    else if (!code && '([{'.includes(ch)) depth++;
    else if (!code && ')]}'.includes(ch)) depth--;
    if (ch === ',' && depth === 0 && !code) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  if (cur.trim()) out.push(cur);
  return out.map((s) => s.trim());
}

const cells = (row: string) =>
  row
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());

/** The names of a field cell: each top-level item's first code span, its leading identifier. */
function namesOf(cell: string): { name: string; optional: boolean; text: string }[] {
  return topLevel(cell).flatMap((item) => {
    const span = /`([^`]+)`/.exec(item)?.[1];
    const m = span && /^([a-z_][a-z0-9_]*)(\?)?/.exec(span);
    if (!m) return [];
    return [
      { name: m[1]!, optional: Boolean(m[2]) || /^(optional|sometimes)\b/i.test(item), text: item },
    ];
  });
}

export function parseReference(markdown: string): Reference {
  const objects = new Map<string, FieldSpec[]>();
  const tables = new Map<string, FieldSpec[][]>();
  const ours = new Map<string, string>();
  let section = '';
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const heading = /^#{2,4} (.+)$/.exec(line);
    if (heading) section = heading[1]!.trim();
    if (!line.startsWith('|') || !lines[i + 1]?.startsWith('|---')) continue;
    const head = cells(line).map((c) => c.replace(/`/g, ''));
    const rows: string[][] = [];
    for (i += 2; i < lines.length && lines[i]!.startsWith('|'); i++) rows.push(cells(lines[i]!));
    i--;
    if (head[0] === 'Object' && head[1] === 'Fields') {
      for (const [name, fields] of rows)
        objects.set(
          name!,
          namesOf(fields ?? '').map((f) => ({
            name: f.name,
            type: null,
            required: !f.optional,
            nullable: false,
          })),
        );
    } else if ((head[0] === 'Field' || head[0] === 'data field') && head[1] === 'Type') {
      const specs: FieldSpec[] = [];
      for (const [names, type = '', notes = ''] of rows) {
        const found = namesOf(names ?? '');
        const types = topLevel(type.replace(/`/g, '').replace(/\\\|/g, '|'));
        found.forEach((f, n) => {
          const t = (types.length === found.length ? types[n] : types[0]) ?? '';
          specs.push({
            name: f.name,
            type: t || null,
            required: !f.optional && !CONDITIONAL.test(notes) && !CONDITIONAL.test(t),
            nullable: /\?$|\|\s*null\b/.test(t.trim()),
          });
        });
      }
      tables.set(section, [...(tables.get(section) ?? []), specs]);
    } else if (head[0] === 'Where' && head[1] === 'Field') {
      for (const [wheres, fields, why] of rows)
        for (const where of topLevel(wheres ?? ''))
          for (const field of topLevel(fields ?? ''))
            ours.set(`${where.replace(/`/g, '')}.${field.replace(/`/g, '')}`, why ?? '');
    }
  }
  return { objects, tables, ours };
}

let cached: Reference | undefined;
/** The repository's reference, read once. */
export const reference = () =>
  (cached ??= parseReference(readFileSync(resolve('docs/api-reference.md'), 'utf8')));

/** Whether `value` has the documented type (types the reference does not spell out pass). */
export function hasType(value: unknown, spec: FieldSpec): boolean {
  if (value === null) return spec.nullable || spec.type === null || spec.type === 'null';
  const t = (spec.type ?? '')
    .replace(/\?$|\|\s*null\b/g, '')
    .trim()
    .replace(/^string$/, 'str');
  if (t === 'int') return Number.isInteger(value);
  if (t === 'num') return typeof value === 'number';
  if (t === 'str') return typeof value === 'string';
  if (t === 'bool') return typeof value === 'boolean';
  if (t.startsWith('[') || t === 'arrays' || t === 'array') return Array.isArray(value);
  if (t.startsWith('{') || t === 'object' || /^[A-Z][A-Za-z]+(<.*>)?( \+.*)?$/.test(t))
    return typeof value === 'object' && !Array.isArray(value);
  return true;
}

/**
 * What `value` (as `where`: an object's name or a section's) lacks or answers with another type, against
 * `fields`; differences recorded in §11.3 are passed over.
 */
export function conformanceProblems(where: string, value: unknown, fields: FieldSpec[]): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return [`${where}: not an object (${JSON.stringify(value)?.slice(0, 80)})`];
  const ours = reference().ours;
  const record = value as Record<string, unknown>;
  const problems: string[] = [];
  for (const f of fields) {
    if (ours.has(`${where}.${f.name}`)) continue;
    if (!(f.name in record)) {
      if (f.required) problems.push(`${where}.${f.name}: missing`);
    } else if (!hasType(record[f.name], f))
      problems.push(
        `${where}.${f.name}: ${JSON.stringify(record[f.name])?.slice(0, 60)} is not ${f.type}`,
      );
  }
  return problems;
}
