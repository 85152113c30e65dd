// An import's plan (issue 33 item 7): every valid row of the file matched, inside the import's transaction,
// against what the shop holds — its store (a seller's own only), its SKU in that store (existing: update that
// variant and its product; new: a new variant of the product the row's slug names in that store, else of a
// new product grouped by slug or title within the file), its category, brand, shipping rule and attribute
// values by title. Nothing is written here; every problem is a (row, field, message).
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { BulkMessages as B, type ImportError } from '#contract/products/bulk.ts';
import type { CsvRow } from './bulk-rows.ts';
import type { Scope } from './scope.ts';

type Trx = Transaction<Database>;

type Current = {
  id: number;
  slug: string;
  title: string;
  store_id: number;
  category_id: number | null;
  brand_id: number | null;
  shipping_rule_id: number | null;
  selling: number;
  offered: number;
  status: number;
  archived_at: string | null;
};
export type Variant = {
  row: CsvRow;
  valueIds: number[];
  existing?: { id: number; price: number; values: number[] };
};
export type Group = {
  store: number;
  first: CsvRow;
  current?: Current;
  /** The effective top category and sub-category after the import. */
  category?: number;
  sub?: number | null;
  variants: Variant[];
};
export type Plan = { groups: Group[]; errors: ImportError[]; slugs: Set<string> };

function chunks<T>(list: T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let k = 0; k < list.length; k += size) out.push(list.slice(k, k + size));
  return out;
}

const productColumns = (r: CsvRow) =>
  JSON.stringify([
    r.product_slug,
    r.product_title,
    r.category_id,
    r.sub_category_id,
    r.brand_id,
    r.shipping_rule_id,
    r.selling,
    r.offered,
    r.status,
    r.titles,
  ]);

async function references(trx: Trx) {
  const [cats, brands, rules, attrs, values] = await Promise.all([
    trx.selectFrom('categories').select(['id', 'parent_id']).execute(),
    trx.selectFrom('brands').select('id').execute(),
    trx.selectFrom('shipping_rules').select('id').execute(),
    trx.selectFrom('attributes').select(['id', 'title']).execute(),
    trx.selectFrom('attribute_values').select(['id', 'attribute_id', 'title']).execute(),
  ]);
  const attributes = new Map<string, Map<string, number>>();
  const byId = new Map(attrs.map((a) => [a.id, a.title.trim().toLowerCase()]));
  for (const a of attrs) attributes.set(a.title.trim().toLowerCase(), new Map());
  for (const v of values)
    attributes.get(byId.get(v.attribute_id) ?? '')?.set(v.title.trim().toLowerCase(), v.id);
  return {
    parents: new Map(cats.map((c) => [c.id, c.parent_id])),
    brands: new Set(brands.map((b) => b.id)),
    rules: new Set(rules.map((r) => r.id)),
    attributes,
  };
}

const PRODUCT_FIELDS = [
  'p.id',
  'p.slug',
  'p.title',
  'p.store_id',
  'p.category_id',
  'p.brand_id',
  'p.shipping_rule_id',
  'p.selling',
  'p.offered',
  'p.status',
  'p.archived_at',
] as const;
const currentOf = (p: Record<string, unknown>): Current =>
  ({
    ...p,
    selling: Number(p.selling),
    offered: Number(p.offered),
    status: Number(p.status),
  }) as Current;

export async function planImport(
  trx: Trx,
  scope: Scope,
  rows: CsvRow[],
  defaultStore: number | undefined,
): Promise<Plan> {
  const errors: ImportError[] = [];
  const fail = (row: number, field: string, message: string) =>
    errors.push({ row, field, message });
  const refs = await references(trx);
  // The store of each row: a seller's own (a store_id column must name it), staff's the row's or the form's.
  const storeOf = new Map<CsvRow, number>();
  const named = [...new Set(rows.map((r) => r.store_id ?? defaultStore).filter((s) => s != null))];
  const stores = new Set<number>();
  for (const part of chunks(named))
    for (const s of await trx.selectFrom('stores').select('id').where('id', 'in', part).execute())
      stores.add(s.id);
  for (const r of rows) {
    const store = scope.storeId ?? r.store_id ?? defaultStore;
    if (store == null) fail(r.row, 'store_id', B.storeRequired);
    else if (scope.storeId != null && r.store_id != null && r.store_id !== scope.storeId)
      fail(r.row, 'store_id', B.storeNotFound);
    else if (scope.storeId == null && !stores.has(store)) fail(r.row, 'store_id', B.storeNotFound);
    else storeOf.set(r, store);
  }
  // The SKUs the file names that the shop holds, in the rows' stores only.
  const bySku = new Map<string, { id: number; price: number; product_id: number }>();
  const skusOf = new Map<number, string[]>();
  for (const [r, s] of storeOf) (skusOf.get(s) ?? skusOf.set(s, []).get(s)!).push(r.sku);
  for (const [store, skus] of skusOf)
    for (const part of chunks([...new Set(skus)]))
      for (const i of await trx
        .selectFrom('inventories as i')
        .innerJoin('products as p', 'p.id', 'i.product_id')
        .select(['i.id', 'i.sku', 'i.price', 'i.product_id'])
        .where('p.store_id', '=', store)
        .where('i.sku', 'in', part)
        .execute())
        bySku.set(`${store}|${i.sku}`, {
          id: i.id,
          price: Number(i.price),
          product_id: i.product_id,
        });
  const products = new Map<number, Current>();
  const productIds = [...new Set([...bySku.values()].map((v) => v.product_id))];
  for (const part of chunks(productIds))
    for (const p of await trx
      .selectFrom('products as p')
      .select(PRODUCT_FIELDS)
      .where('p.id', 'in', part)
      .execute())
      products.set(p.id, currentOf(p));
  const bySlug = new Map<string, Current>();
  const slugs = [...new Set(rows.flatMap((r) => (r.product_slug ? [r.product_slug] : [])))];
  for (const part of chunks(slugs))
    for (const p of await trx
      .selectFrom('products as p')
      .select(PRODUCT_FIELDS)
      .where('p.slug', 'in', part)
      .execute())
      bySlug.set(p.slug, currentOf(p));
  const links = new Map<number, number[]>();
  for (const part of chunks([...bySku.values()].map((v) => v.id)))
    for (const l of await trx
      .selectFrom('inventory_attributes')
      .select(['inventory_id', 'attribute_value_id'])
      .where('inventory_id', 'in', part)
      .execute())
      (links.get(l.inventory_id) ?? links.set(l.inventory_id, []).get(l.inventory_id)!).push(
        l.attribute_value_id,
      );

  const groups = new Map<string, Group & { columns: string }>();
  const seenSku = new Set<string>();
  const usedSlugs = new Set<string>();
  for (const r of rows) {
    const store = storeOf.get(r);
    if (store == null) continue;
    const key = `${store}|${r.sku}`;
    if (seenSku.has(key)) {
      fail(r.row, 'sku', B.skuTwice);
      continue;
    }
    seenSku.add(key);
    const valueIds: number[] = [];
    let badValue = false;
    for (const [name, value] of r.attributes ?? []) {
      const v = refs.attributes.get(name.toLowerCase())?.get(value.toLowerCase());
      if (v == null) badValue = true;
      else valueIds.push(v);
    }
    if (badValue) {
      fail(r.row, 'attributes', B.unknownAttribute);
      continue;
    }
    const found = bySku.get(key);
    let current = found ? products.get(found.product_id) : undefined;
    const named = r.product_slug ? bySlug.get(r.product_slug) : undefined;
    if (!current && named?.store_id === store) current = named;
    if (current?.archived_at) {
      fail(r.row, 'sku', B.archived);
      continue;
    }
    if (named && named.id !== current?.id) {
      fail(r.row, 'product_slug', B.slugTaken);
      continue;
    }
    const groupKey = current
      ? `p:${current.id}`
      : `n:${store}:${r.product_slug ?? `t:${(r.product_title ?? '').toLowerCase()}`}`;
    const variant: Variant = {
      row: r,
      valueIds,
      existing: found && { id: found.id, price: found.price, values: links.get(found.id) ?? [] },
    };
    const group = groups.get(groupKey);
    if (group) {
      if (group.columns !== productColumns(r)) fail(r.row, 'product', B.productDiffers);
      else group.variants.push(variant);
      continue;
    }
    const made = { store, first: r, current, variants: [variant], columns: productColumns(r) };
    if (checkProduct(made, refs, errors)) {
      if (r.product_slug && r.product_slug !== current?.slug) {
        if (usedSlugs.has(r.product_slug)) {
          fail(r.row, 'product_slug', B.slugTaken);
          continue;
        }
        usedSlugs.add(r.product_slug);
      }
      groups.set(groupKey, made);
    }
  }
  return { groups: [...groups.values()], errors, slugs: usedSlugs };
}

/** The product columns of a group's first row against the shop: false (and its errors) when refused. */
function checkProduct(
  g: Group,
  refs: Awaited<ReturnType<typeof references>>,
  errors: ImportError[],
): boolean {
  const r = g.first;
  const c = g.current;
  const before = errors.length;
  const fail = (row: number, field: string, message: string) =>
    errors.push({ row, field, message });
  if (!c) {
    if (!r.product_title) fail(r.row, 'product_title', B.titleRequired);
    if (r.category_id == null) fail(r.row, 'category_id', B.categoryRequired);
    if (r.selling == null) fail(r.row, 'selling', B.sellingRequired);
    if (r.shipping_rule_id == null) fail(r.row, 'shipping_rule_id', B.shippingRequired);
  }
  const currentCategory = c?.category_id ?? null;
  const currentParent = currentCategory != null ? refs.parents.get(currentCategory) : undefined;
  const currentTop = currentParent ?? currentCategory;
  const category = r.category_id ?? currentTop ?? undefined;
  if (r.category_id != null && refs.parents.get(r.category_id) !== null)
    fail(r.row, 'category_id', B.badCategory);
  let sub: number | null | undefined = r.sub_category_id;
  if (sub === undefined && r.category_id != null)
    sub = currentParent != null && currentParent === r.category_id ? currentCategory : null;
  if (sub != null && refs.parents.get(sub) !== category)
    fail(r.row, 'sub_category_id', B.badSubCategory);
  if (r.brand_id != null && !refs.brands.has(r.brand_id)) fail(r.row, 'brand_id', B.badChoice);
  if (r.shipping_rule_id != null && !refs.rules.has(r.shipping_rule_id))
    fail(r.row, 'shipping_rule_id', B.badChoice);
  const selling = r.selling ?? c?.selling ?? 0;
  const offered = r.offered ?? c?.offered ?? 0;
  if (offered > 0 && offered >= selling) fail(r.row, 'offered', B.offeredBelowSelling);
  g.category = category ?? undefined;
  g.sub = sub;
  return errors.length === before;
}
