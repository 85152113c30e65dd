// The seed is deterministic: two seeds with the same `now` make the same rows and the same pictures (a value
// taken from Math.random or the clock instead of the seed's generator and `now` would show here).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';
import { seed } from './index.ts';

const NOW = new Date('2026-03-01T12:00:00.000Z');

/** Every table's rows in primary-key order, without the values that are random by design. */
async function dump(t: TestDatabase) {
  const tables = await sql<{
    name: string;
  }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`.execute(
    t.db,
  );
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const { name } of tables.rows) {
    const cols = await sql<{
      name: string;
      pk: number;
    }>`SELECT name, pk FROM pragma_table_info(${name})`.execute(t.db);
    const pk = cols.rows
      .filter((c) => c.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((c) => sql.ref(c.name));
    const rows = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(name)} ORDER BY ${
      pk.length ? sql.join(pk) : sql.raw('rowid')
    }`.execute(t.db);
    out[name] = rows.rows.map((r) => {
      // A salted password hash, the catalogue version (a UUID) and the migrations' run times.
      if (name === 'users' && r.password_hash) return { ...r, password_hash: 'scrypt' };
      if (name === 'settings' && r.key === 'catalog_version') return { ...r, value: 'uuid' };
      if (name === 'kysely_migration') return { ...r, timestamp: 'time' };
      return r;
    });
  }
  return out;
}

const pictures = (dir: string) =>
  Object.fromEntries(
    readdirSync(dir)
      .sort()
      .map((f) => [
        f,
        createHash('sha256')
          .update(readFileSync(join(dir, f)))
          .digest('hex'),
      ]),
  );

describe('seed', () => {
  const open: TestDatabase[] = [];
  afterAll(async () => {
    for (const d of open) await d.close();
  });

  it('makes the same rows and pictures twice, and fills the main tables', async () => {
    const [a, b] = [await createTestDatabase('sqlite'), await createTestDatabase('sqlite')];
    open.push(a, b);
    await seed(a.db, { files: a.files, now: NOW });
    await seed(b.db, { files: b.files, now: NOW });
    const [da, db] = [await dump(a), await dump(b)];
    expect(da).toEqual(db);
    expect(pictures(a.uploadsDir)).toEqual(pictures(b.uploadsDir));
    for (const table of [
      'settings',
      'languages',
      'categories',
      'brands',
      'users',
      'stores',
      'shipping_rules',
      'shipping_places',
      'tax_rules',
      'bundle_deals',
      'attributes',
      'attribute_values',
      'products',
      'product_categories',
      'inventories',
      'inventory_attributes',
      'product_images',
      'product_image_attributes',
      'tags',
      'collections',
      'product_collections',
      'rating_reviews',
      'review_images',
      'flash_sales',
      'flash_sale_products',
      'vouchers',
      'home_sliders',
      'site_features',
      'banners',
      'source_links',
      'pages',
      'footer_links',
      'header_links',
      'footer_images',
      'translations',
    ])
      expect(da[table]?.length, table).toBeGreaterThan(0);
    expect(da.products).toHaveLength(320);
    expect(da.users!.filter((u) => u.role === 'admin')).toHaveLength(1);
  }, 60_000);
});
