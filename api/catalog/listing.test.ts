// The one-scan category listing must answer exactly what the SQL listing answers, on both dialects.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SORTS } from '#contract/catalog/listing-names.ts';
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from '../db/test-db.ts';
import { baseQuery, categoryWithDescendants, type ListingFilter } from './queries.ts';
import { listProducts, listWithBrandFacet } from './listing.ts';

const dialects = await dialectsUnderTest();

describe.each(dialects)('category listing in one scan on %s', (dialect) => {
  let tdb: TestDatabase;
  beforeAll(async () => {
    tdb = await createTestDatabase(dialect, { seed: 320 });
  }, 120_000);
  afterAll(async () => {
    await tdb?.close();
  });

  it('matches the SQL listing for every sort, filter and page, with the right brand facet', async () => {
    const electronics = await tdb.db
      .selectFrom('categories')
      .select('id')
      .where('slug', '=', 'electronics')
      .executeTakeFirstOrThrow();
    const categoryIds = await categoryWithDescendants(tdb.db, electronics.id);
    const now = new Date().toISOString().replace('T', ' ').slice(0, 19);
    const reader = { db: tdb.db, dialect: tdb.dialect, lang: null, now };
    const filters: ListingFilter[] = [
      { categoryIds },
      { categoryIds, brandIds: [1, 2] },
      { categoryIds, brandIds: [1, 2], minRating: 3, min: 2000, max: 200000 },
      { categoryIds, brandIds: [999] },
    ];
    for (const filter of filters)
      for (const sort of [undefined, ...SORTS])
        for (const page of [1, 2, 3]) {
          const o = { filter, sort, page, perPage: 30, withBrandId: true };
          const sqlList = await listProducts(reader, o);
          const oneScan = await listWithBrandFacet(reader, o);
          const label = JSON.stringify({ filter: { ...filter, categoryIds: '…' }, sort, page });
          expect(oneScan.total, label).toBe(sqlList.total);
          expect(oneScan.items, label).toEqual(sqlList.items);
        }
    const { brandIds } = await listWithBrandFacet(reader, {
      filter: { categoryIds, brandIds: [1] },
      page: 1,
      perPage: 30,
    });
    const distinct = (
      await baseQuery(tdb.db, tdb.dialect, { categoryIds }, now)
        .select('p.brand_id')
        .distinct()
        .execute()
    ).map((r) => r.brand_id);
    expect([...brandIds].sort()).toEqual(distinct.filter((b) => b != null).sort());
  }, 60_000);
});
