// The bulk CSV import at its limit (issue 33 item 7): a seller imports 10,000 new variant rows (2,500
// products of 4 variants) into a fresh seeded SQLite shop through the in-process API, then the same file
// again with every stock changed (10,000 updates, each a relative change in the stock history). Budget:
// import.10000.seconds (the first import).
import { rmSync, mkdirSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createApi } from '#api/app.ts';
import { createDatabase } from '#api/db/connection.ts';
import { migrateToLatest } from '#api/db/migrate.ts';
import { seed } from '#api/db/seed/index.ts';
import { issueToken } from '#api/lib/auth.ts';
import { localFileStore } from '#api/lib/files/index.ts';
import { BULK_MAX_ROWS } from '#contract/products/bulk.ts';
import { addRow, step } from './context.ts';

const FILE = 'data/bench/import.sqlite';

export async function importScale() {
  mkdirSync('data/bench', { recursive: true });
  for (const f of [FILE, `${FILE}-wal`, `${FILE}-shm`]) rmSync(f, { force: true });
  const h = createDatabase(`file:./${FILE}`);
  await migrateToLatest(h.db, h.dialect);
  const files = localFileStore('data/bench/uploads-import');
  await seed(h.db, { products: 200, files });
  const db = h.db;
  const store = await db
    .selectFrom('stores')
    .select(['id', 'user_id'])
    .where('user_id', 'is not', null)
    .where('status', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const token = (await issueToken(db, store.user_id!, new Date())).token;
  const category = await db
    .selectFrom('categories')
    .select('id')
    .where('parent_id', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const rule = await db
    .selectFrom('shipping_rules')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const values = await db
    .selectFrom('attribute_values as v')
    .innerJoin('attributes as a', 'a.id', 'v.attribute_id')
    .select(['a.id', 'a.title as a', 'v.title as v'])
    .orderBy('a.id')
    .orderBy('v.id')
    .execute();
  const first = values.filter((v) => v.id === values[0]?.id).slice(0, 4);
  const api = createApi({ db, dialect: h.dialect, files });
  const csv = (stock: (k: number) => number) => {
    const lines = [
      'sku,product_slug,product_title,category_id,shipping_rule_id,selling,price,stock,attributes,status,title_fr',
    ];
    for (let k = 0; k < BULK_MAX_ROWS; k++) {
      const p = Math.floor(k / 4);
      const v = first[k % 4];
      lines.push(
        [
          `BENCH-${k}`,
          `bench-import-${p}`,
          `Bench Import ${p}`,
          category.id,
          rule.id,
          '19.99',
          k % 4 === 0 ? '' : '21.50',
          stock(k),
          v ? `${v.a}=${v.v}` : '',
          'public',
          `Produit ${p}`,
        ].join(','),
      );
    }
    return `${lines.join('\r\n')}\r\n`;
  };
  const run = async (text: string) => {
    const form = new FormData();
    form.append('file', new File([text], 'bench.csv', { type: 'text/csv' }));
    const t = performance.now();
    const res = await api.request('/seller/catalogue/import', {
      method: 'POST',
      headers: { accept: 'application/json', authorization: `Bearer ${token}` },
      body: form,
    });
    const body = (await res.json()) as { data: { imported?: number; error_count?: number } };
    const seconds = Math.round((performance.now() - t) / 100) / 10;
    if (!body.data.imported)
      throw new Error(`bench import refused: ${JSON.stringify(body).slice(0, 500)}`);
    return seconds;
  };
  step(`import: ${BULK_MAX_ROWS} new rows`);
  const created = await run(csv((k) => k % 50));
  step(`import: the same ${BULK_MAX_ROWS} rows, every stock changed`);
  const updated = await run(csv((k) => (k % 50) + 3));
  await h.close();
  addRow('import', '10,000 CSV rows', 'new variants, s (SQLite)', String(created), [
    ['import.10000.seconds', created],
  ]);
  addRow('import', '10,000 CSV rows', 'stock updates, s (SQLite)', String(updated), []);
  return { created, updated };
}
