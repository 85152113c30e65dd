// The bulk endpoints (issue 33 item 7): the export — every variant of the scope's live (not archived)
// products, one row each, amounts in integer minor units (the storefront writes the CSV in the shop's
// decimal units) — and the import's upload, registered for both workspaces from contract/products/bulk.ts.
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ApiEnv, Ctx } from '../lib/context.ts';
import { nowOf } from '../lib/context.ts';
import { handle } from '../lib/endpoint.ts';
import type { AuthUser, SellerStore } from '../lib/auth.ts';
import { formReply, ok } from '../lib/reply.ts';
import { productsEndpoints } from '#contract/products/endpoints.ts';
import { BulkMessages as B, type ExportRow } from '#contract/products/bulk.ts';
import { PRODUCT_LANGUAGES } from '#contract/products/schemas.ts';
import { scopeOf, type Scope } from './scope.ts';
import { importCsv } from './bulk.ts';

/** Every variant of the scope (one store when `store`), by product then variant. */
async function exportRows(
  db: Kysely<Database>,
  scope: Scope,
  store?: number,
): Promise<ExportRow[]> {
  const base = scope
    .inventories(db)
    .where('p.archived_at', 'is', null)
    .$if(store != null && scope.storeId == null, (q) => q.where('p.store_id', '=', store!));
  const [variants, values, titles] = await Promise.all([
    base
      .leftJoin('categories as c', 'c.id', 'p.category_id')
      .select([
        'i.id',
        'i.sku',
        'i.price',
        'i.quantity',
        'p.id as product_id',
        'p.store_id',
        'p.slug',
        'p.title',
        'p.category_id',
        'c.parent_id',
        'p.brand_id',
        'p.shipping_rule_id',
        'p.selling',
        'p.offered',
        'p.status',
      ])
      .orderBy('p.id')
      .orderBy('i.id')
      .execute(),
    base
      .innerJoin('inventory_attributes as ia', 'ia.inventory_id', 'i.id')
      .innerJoin('attribute_values as v', 'v.id', 'ia.attribute_value_id')
      .innerJoin('attributes as a', 'a.id', 'v.attribute_id')
      .select(['i.id', 'a.title as attribute', 'v.title as value'])
      .orderBy('i.id')
      .orderBy('a.id')
      .execute(),
    scope
      .products(db)
      .where('p.archived_at', 'is', null)
      .$if(store != null && scope.storeId == null, (q) => q.where('p.store_id', '=', store!))
      .innerJoin('translations as t', (j) =>
        j
          .onRef('t.row_id', '=', 'p.id')
          .on('t.table_name', '=', 'products')
          .on('t.field', '=', 'title'),
      )
      .select(['p.id', 't.lang', 't.value'])
      .execute(),
  ]);
  const attributes = new Map<number, string[]>();
  for (const v of values)
    (attributes.get(v.id) ?? attributes.set(v.id, []).get(v.id)!).push(`${v.attribute}=${v.value}`);
  const titlesOf = new Map<number, Record<string, string>>();
  for (const t of titles)
    if ((PRODUCT_LANGUAGES as readonly string[]).includes(t.lang))
      (titlesOf.get(t.id) ?? titlesOf.set(t.id, {}).get(t.id)!)[t.lang] = t.value;
  return variants.map((v) => ({
    sku: v.sku,
    store_id: v.store_id!,
    product_id: v.product_id,
    product_slug: v.slug,
    product_title: v.title,
    category_id: v.parent_id ?? v.category_id,
    sub_category_id: v.parent_id != null ? v.category_id : null,
    brand_id: v.brand_id,
    shipping_rule_id: v.shipping_rule_id,
    selling: Number(v.selling),
    offered: Number(v.offered),
    price: Number(v.price),
    stock: Number(v.quantity),
    attributes: (attributes.get(v.id) ?? []).join('|'),
    status: Number(v.status) === 1 ? 'public' : 'private',
    titles: titlesOf.get(v.product_id) ?? {},
  }));
}

type Caller = { user: AuthUser; store?: SellerStore };

/** Registers export and import for both workspaces on the products router. */
export function registerBulk(router: Hono<ApiEnv>) {
  const E = productsEndpoints;
  for (const [ex, im, scopeFor] of [
    [E.adminProductsExport, E.adminProductsImport, () => scopeOf(null)],
    [E.sellerProductsExport, E.sellerProductsImport, (c: Caller) => scopeOf(c.store!.id)],
  ] as const) {
    handle(router, ex as typeof E.adminProductsExport, async (c, input) =>
      ok(c, {
        rows: await exportRows(c.get('deps').db, scopeFor(input as Caller), input.query.store),
      }),
    );
    handle(router, im as typeof E.adminProductsImport, async (c: Ctx, input) => {
      const scope = scopeFor(input as Caller);
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch {
        return formReply(c, B.fileMissing);
      }
      const file = form.file;
      if (!(file instanceof Blob) || file.size === 0) return formReply(c, B.fileMissing);
      const wanted = Number(form.store_id);
      const store =
        scope.storeId == null && Number.isSafeInteger(wanted) && wanted > 0 ? wanted : undefined;
      const r = await importCsv(
        { db: c.get('deps').db, now: nowOf(c) },
        scope,
        input.user,
        file,
        store,
      );
      if ('refusal' in r) return formReply(c, r.refusal);
      return ok(c, r, r.imported ? B.imported : B.refused);
    });
  }
}
