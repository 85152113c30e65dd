// Bulk CSV export and import (issue 33 item 7) on SQLite and PostgreSQL: a round trip (export, edit a price
// and a stock, add a row, import → the same catalogue plus the edits, stock changes in the history with
// reason `import`), a file with one bad row changes nothing and names the row, seller B cannot reach seller
// A's SKUs, and anyone but staff and a live store's owner gets the 404.
import { beforeAll, describe, expect, it } from 'vitest';
import { productsEndpoints } from '#contract/products/endpoints.ts';
import { BulkMessages as B, CSV_COLUMNS, type ExportRow } from '#contract/products/bulk.ts';
import { dialectsUnderTest } from '../db/test-db.ts';
import { catalogueState } from './testing.ts';
import { apiOver, callApi, demoAdminToken, insertVerifiedUser, useApiOver } from '../test-api.ts';
import { issueToken } from '../lib/auth.ts';

const dialects = await dialectsUnderTest();

type Report = {
  form?: string[];
  errors: { row: number; field: string; message: string }[];
  [key: string]: unknown;
};

const decimal = (minor: number) => (minor ? (minor / 100).toFixed(2) : '');
/** Export rows as the storefront writes them (money in decimal units). */
function csvOf(rows: ExportRow[], columns: readonly string[] = CSV_COLUMNS) {
  const cell = (r: ExportRow, c: string): string => {
    if (c.startsWith('title_')) return r.titles[c.slice(6)] ?? '';
    if (c === 'selling') return (r.selling / 100).toFixed(2);
    if (c === 'offered' || c === 'price') return decimal(r[c]);
    const v = (r as Record<string, unknown>)[c];
    return v == null ? '' : String(v);
  };
  const quote = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  return [columns.join(','), ...rows.map((r) => columns.map((c) => quote(cell(r, c))).join(','))]
    .join('\r\n')
    .concat('\r\n');
}

describe.each(dialects)('bulk CSV export and import on %s', (dialect) => {
  const fx = useApiOver(dialect, { seed: 40, api: (tdb) => apiOver(tdb) });
  const tokens = { a: '', b: '', shopper: '', admin: '' };
  let storeA = 0;
  let storeB = 0;
  let categoryId = 0;
  let ruleId = 0;
  let attribute = '';

  const call = (token: string, method: string, path: string) =>
    callApi(fx.api, method, `/${path}`, { token: token || undefined });
  async function upload(
    token: string,
    path: string,
    csv: string,
    fields: Record<string, string> = {},
  ) {
    const form = new FormData();
    form.append('file', new File([csv], 'catalogue.csv', { type: 'text/csv' }));
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const res = await fx.api.request(`/${path}`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: form,
    });
    expect(res.status).toBeLessThan(500);
    return (await res.json()) as { status: number; message: string; data: Report };
  }
  const exported = async (token = tokens.a, path = 'seller/catalogue/export') => {
    const r = await call(token, 'GET', path);
    expect(r.status, JSON.stringify(r)).toBe(200);
    return r.data.rows as ExportRow[];
  };

  beforeAll(async () => {
    const db = fx.tdb.db;
    const now = new Date();
    const stores = await db
      .selectFrom('stores')
      .select(['id', 'user_id'])
      .where('user_id', 'is not', null)
      .orderBy('id')
      .limit(2)
      .execute();
    [storeA, storeB] = [stores[0]!.id, stores[1]!.id];
    tokens.a = (await issueToken(db, stores[0]!.user_id!, now)).token;
    tokens.b = (await issueToken(db, stores[1]!.user_id!, now)).token;
    const shopper = await insertVerifiedUser(db, {
      name: 'S',
      email: `bulk-${dialect}@example.com`,
    });
    tokens.shopper = (await issueToken(db, shopper, now)).token;
    tokens.admin = await demoAdminToken(fx.api);
    categoryId = (
      await db
        .selectFrom('categories')
        .select('id')
        .where('parent_id', 'is', null)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    ruleId = (
      await db.selectFrom('shipping_rules').select('id').orderBy('id').executeTakeFirstOrThrow()
    ).id;
    const v = await db
      .selectFrom('attribute_values as v')
      .innerJoin('attributes as a', 'a.id', 'v.attribute_id')
      .select(['a.title as a', 'v.title as v'])
      .orderBy('v.id')
      .executeTakeFirstOrThrow();
    attribute = `${v.a}=${v.v}`;
  });

  it('round-trips: export, edit a price and a stock, add a row, import → the same catalogue plus the edits', async () => {
    const before = await exported();
    expect(before.length).toBeGreaterThan(1);
    expect(before.every((r) => r.store_id === storeA)).toBe(true);
    // The unchanged file changes nothing but the audit log.
    const same = await upload(tokens.a, 'seller/catalogue/import', csvOf(before));
    expect(same.data, JSON.stringify(same)).toMatchObject({
      imported: 1,
      rows: before.length,
      created: 0,
      updated: 0,
      stock_changes: 0,
    });
    const edited = before.map((r) => ({ ...r, titles: { ...r.titles } }));
    edited[0]!.price = 1234;
    edited[1]!.stock += 7;
    const added: ExportRow = {
      sku: `BULK-NEW-${dialect}`,
      store_id: storeA,
      product_id: 0,
      product_slug: `bulk-imported-lamp-${dialect}`,
      product_title: 'Imported Lamp',
      category_id: categoryId,
      sub_category_id: null,
      brand_id: null,
      shipping_rule_id: ruleId,
      selling: 2500,
      offered: 1999,
      price: 0,
      stock: 5,
      attributes: attribute,
      status: 'public',
      titles: { fr: 'Lampe importée', ar: 'مصباح مستورد' },
    };
    const r = await upload(tokens.a, 'seller/catalogue/import', csvOf([...edited, added]));
    expect(r.message).toBe(B.imported);
    expect(r.data).toMatchObject({
      imported: 1,
      rows: before.length + 1,
      created: 1,
      products: 1,
      updated: 2,
      stock_changes: 2,
      errors: [],
    });
    const after = await exported();
    const made = after.find((x) => x.sku === added.sku)!;
    expect(made).toMatchObject({ ...added, product_id: expect.any(Number) });
    expect(after.filter((x) => x.sku !== added.sku)).toEqual(edited);
    const history = await fx.tdb.db
      .selectFrom('stock_history')
      .innerJoin('inventories as i', 'i.id', 'stock_history.inventory_id')
      .select(['i.sku', 'stock_history.change', 'stock_history.quantity'])
      .where('stock_history.reason', '=', 'import')
      .orderBy('stock_history.id')
      .execute();
    expect(history.map((h) => [h.sku, Number(h.change), Number(h.quantity)])).toEqual([
      [edited[1]!.sku, 7, edited[1]!.stock],
      [added.sku, 5, 5],
    ]);
    const audit = await fx.tdb.db
      .selectFrom('admin_audit')
      .select(['action', 'after'])
      .where('action', '=', 'product:import')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after)).toMatchObject({ created: 1, updated: 2, products: 1 });
    // The shop shows the new product in French.
    const page = await callApi(fx.api, 'GET', `/product/${made.product_id}`, { language: 'fr' });
    expect(JSON.stringify(page.data)).toContain('Lampe importée');
  });

  it('changes nothing for a file with one bad row, and reports every bad row with its field', async () => {
    const rows = await exported();
    const state = await catalogueState(fx.tdb.db);
    const csv = csvOf([{ ...rows[0]!, stock: rows[0]!.stock + 1 }, rows[1]!])
      .replace(/\r\n$/, '')
      .concat(`\r\nBAD-1,,,,,,,,abc,,,-3,Nope=Never,hidden\r\n`);
    const r = await upload(tokens.a, 'seller/catalogue/import', csv);
    expect(r.message).toBe(B.refused);
    expect(r.data.imported).toBe(0);
    expect(r.data.errors).toEqual(
      expect.arrayContaining([
        { row: 4, field: 'selling', message: B.badAmount },
        { row: 4, field: 'stock', message: B.badStock },
        { row: 4, field: 'status', message: B.badStatus },
      ]),
    );
    const unknown = await upload(
      tokens.a,
      'seller/catalogue/import',
      `sku,attributes,stock\r\n${rows[0]!.sku},Nope=Never,3\r\nNEW-X,,1\r\n${rows[0]!.sku},,4\r\n`,
    );
    expect(unknown.data.errors).toEqual([
      { row: 2, field: 'attributes', message: B.unknownAttribute },
      { row: 3, field: 'product_title', message: B.titleRequired },
      { row: 3, field: 'category_id', message: B.categoryRequired },
      { row: 3, field: 'selling', message: B.sellingRequired },
      { row: 3, field: 'shipping_rule_id', message: B.shippingRequired },
      { row: 4, field: 'sku', message: B.skuTwice },
    ]);
    expect((await upload(tokens.a, 'seller/catalogue/import', 'name\r\nx\r\n')).data.form).toEqual([
      B.noSkuColumn,
    ]);
    const nul = await upload(
      tokens.a,
      'seller/catalogue/import',
      `sku,product_title\r\n${rows[0]!.sku},a\u0000b\r\n`,
    );
    expect(nul.data.errors).toEqual([{ row: 2, field: 'file', message: B.notCsv }]);
    const broken = await upload(
      tokens.a,
      'seller/catalogue/import',
      `sku,stock\r\n${rows[0]!.sku},1\r\n"unclosed,2\r\n`,
    );
    expect(broken.data.imported).toBe(0);
    expect(broken.data.errors).toEqual([{ row: 3, field: 'file', message: B.notCsv }]);
    expect(await catalogueState(fx.tdb.db)).toBe(state);
  });

  it('keeps seller B away from seller A’s SKUs: refused, nothing written', async () => {
    const rowsA = await exported();
    const state = await catalogueState(fx.tdb.db);
    const named = await upload(tokens.b, 'seller/catalogue/import', csvOf(rowsA));
    expect(named.data.imported).toBe(0);
    expect(named.data.errors.every((e: { field: string }) => e.field === 'store_id')).toBe(true);
    expect(named.data.error_count).toBe(rowsA.length);
    const unnamed = await upload(
      tokens.b,
      'seller/catalogue/import',
      csvOf(
        rowsA,
        CSV_COLUMNS.filter((c) => c !== 'store_id'),
      ),
    );
    expect(unnamed.data.imported).toBe(0);
    expect(unnamed.data.errors[0]).toMatchObject({ field: 'product_slug', message: B.slugTaken });
    const bare = await upload(
      tokens.b,
      'seller/catalogue/import',
      `sku,stock\r\n${rowsA[0]!.sku},99\r\n`,
    );
    expect(bare.data.imported).toBe(0);
    expect(await catalogueState(fx.tdb.db)).toBe(state);
    const rowsB = await exported(tokens.b);
    expect(rowsB.every((r) => r.store_id === storeB)).toBe(true);
    expect(rowsB.map((r) => r.product_id)).not.toContain(rowsA[0]!.product_id);
  });

  it('lets staff export one store and import into the store of the form', async () => {
    const rows = await exported(tokens.admin, `admin/catalogue/export?store=${storeB}`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.store_id === storeB)).toBe(true);
    const csv = `sku,product_title,category_id,shipping_rule_id,selling,stock\r\nSTAFF-1,Staff Import,${categoryId},${ruleId},9.50,2\r\n`;
    expect((await upload(tokens.admin, 'admin/catalogue/import', csv)).data.errors).toEqual([
      { row: 2, field: 'store_id', message: B.storeRequired },
    ]);
    const r = await upload(tokens.admin, 'admin/catalogue/import', csv, {
      store_id: String(storeB),
    });
    expect(r.data).toMatchObject({ imported: 1, created: 1, products: 1 });
    const made = (await exported(tokens.admin, `admin/catalogue/export?store=${storeB}`)).find(
      (x) => x.sku === 'STAFF-1',
    );
    expect(made).toMatchObject({
      selling: 950,
      stock: 2,
      status: 'private',
      product_slug: 'staff-import',
    });
  });

  it('answers a shopper, a visitor and seller A on the staff endpoints the 404', async () => {
    const state = await catalogueState(fx.tdb.db);
    const csv = 'sku,stock\r\nX,1\r\n';
    const E = productsEndpoints;
    for (const token of [tokens.shopper, '']) {
      for (const e of [E.sellerProductsExport, E.adminProductsExport])
        expect((await call(token, 'GET', e.path)).status).toBe(404);
      for (const e of [E.sellerProductsImport, E.adminProductsImport])
        expect((await upload(token, e.path, csv)).status).toBe(404);
    }
    expect((await call(tokens.a, 'GET', E.adminProductsExport.path)).status).toBe(404);
    expect((await upload(tokens.a, E.adminProductsImport.path, csv)).status).toBe(404);
    expect(await catalogueState(fx.tdb.db)).toBe(state);
  });
});
