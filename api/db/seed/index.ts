// Deterministic demo data (issue 2): a multi-vendor marketplace with images generated locally.
// `seed(db, { products: 100000 })` builds a large catalogue for benchmarks, reusing a pool of images.
// One seeder per entity; they share one random generator, so their order here fixes the data.
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Dialect } from '../connection.ts';
import type { Database } from '../schema.ts';
import type { FileStore } from '../../lib/files/index.ts';
import { touchCatalogue } from '../catalogue-version.ts';
import { seedAttributes, seedBrands, seedCategories } from './catalog.ts';
import { withIndexesAfterLoad } from './bulk-load.ts';
import { addDemoTranslations } from './demo-translations.ts';
import { seedHome } from './home.ts';
import { ImageWriter } from './images.ts';
import { seedCollections, seedProducts, seedTags } from './products.ts';
import { seedFlashSales, seedVouchers } from './promotions.ts';
import { createRandom } from './random.ts';
import { seedReviews } from './reviews.ts';
import { DEFAULT_PRODUCTS, insertMany, iso, type SeedContext } from './rows.ts';
import { seedShipping } from './shipping.ts';
import { seedPages, seedSite } from './site.ts';
import { seedAdmin, seedStores } from './stores.ts';
import { seedVariants } from './variants.ts';

export type SeedOptions = {
  products?: number;
  /** Where the pictures go (the shop's file store: its local folder or S3). */
  files: FileStore;
  log?: (line: string) => void;
  now?: Date;
  /** PostgreSQL: a large seed builds the indexes of its big tables after loading them (bulk-load.ts). */
  dialect?: Dialect;
};
const LANGS = ['fr', 'ar', 'tr', 'hi'] as const;

export async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0) === 0;
}

export async function seedIfEmpty(db: Kysely<Database>, opts: SeedOptions): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  await seed(db, opts);
  return true;
}

export async function seed(
  db: Kysely<Database>,
  opts: SeedOptions,
): Promise<{ products: number; images: number; ms: number }> {
  const started = Date.now();
  const log = opts.log ?? (() => {});
  const total = Math.max(1, opts.products ?? DEFAULT_PRODUCTS);
  const rnd = createRandom(20261122);
  const now = opts.now ?? new Date();
  const stamp = iso(now);
  const images = new ImageWriter(opts.files);
  const translations: Insertable<Database['translations']>[] = [];

  await db.transaction().execute(async (trx) => {
    const ctx: SeedContext = {
      db: trx,
      rnd,
      images,
      now,
      ts: { created_at: stamp, updated_at: stamp },
      total,
      log,
      addTr: (table, rowId, field, tr) => {
        for (const lang of LANGS)
          translations.push({ table_name: table, row_id: rowId, lang, field, value: tr[lang] });
      },
    };
    await withIndexesAfterLoad(trx, opts.dialect, total, async () => {
      await seedSite(ctx);
      const { subsById, topIds } = await seedCategories(ctx);
      const brandIds = await seedBrands(ctx);
      const storeIds = await seedStores(ctx);
      const { ruleIds, taxIds, bundleIds } = await seedShipping(ctx);
      const valueIds = await seedAttributes(ctx);
      const products = await seedProducts(ctx, {
        subsById,
        brandIds,
        storeIds,
        ruleIds,
        taxIds,
        bundleIds,
      });
      const stock = await seedVariants(ctx, products, valueIds);
      await seedTags(ctx, products.allTags);
      await seedCollections(ctx, products);
      await seedAdmin(ctx);
      await seedReviews(ctx, products.productIds, stock);
      await seedFlashSales(ctx, products, stock);
      await seedVouchers(ctx);
      await seedHome(ctx, { topIds, subsById, brandIds }, products);
      await seedPages(ctx);

      await insertMany(trx, 'translations', translations, 300);
      await addDemoTranslations(trx);
      log(`translations: ${translations.length}`);
    });
    await touchCatalogue(trx);
    // The planners' statistics, as a shop at rest has them: without them SQLite reads a search through the
    // products' status index (every product) instead of the full-text index's few ids.
    await sql`ANALYZE`.execute(trx);
    // The pictures are drawn (or taken from this machine's cache) while the rows go in; the seed is done
    // when both are, and a picture that cannot be drawn rolls the rows back.
    await images.finish();
  });

  const ms = Date.now() - started;
  log(`seeded ${total} products, ${images.count} image files in ${(ms / 1000).toFixed(1)} s`);
  return { products: total, images: images.count, ms };
}
