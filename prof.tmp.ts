import { performance } from 'node:perf_hooks';
import { createDatabase } from '#api/db/connection.ts';
import { baseQuery, listProducts, categoryWithDescendants } from '#api/services/catalog.ts';
import { sql } from 'kysely';
for (const url of ['file:./data/bench/catalog-100000.sqlite', 'postgres://postgres@127.0.0.1:5432/bazaar_bench_100000']) {
  const h = createDatabase(url);
  const now = new Date().toISOString().replace('T', ' ').slice(0, 19);
  const cats = await categoryWithDescendants(h.db, (await h.db.selectFrom('categories').select('id').where('slug','=','electronics').executeTakeFirstOrThrow()).id);
  const filter = { categoryIds: cats, brandIds: [1, 2], min: 2000, max: 200000, minRating: 3 };
  const time = async (label: string, f: () => Promise<unknown>) => {
    await f(); const t = performance.now(); for (let i = 0; i < 5; i++) await f(); console.log(h.dialect, label, ((performance.now() - t) / 5).toFixed(1));
  };
  await time('count', () => baseQuery(h.db, h.dialect, filter, now).select((eb) => eb.fn.countAll().as('n')).execute());
  await time('list', () => listProducts(h.db, h.dialect, { filter, sort: 'price_low_to_high', page: 2, perPage: 30, lang: null, now }));
  await time('brands distinct', () => baseQuery(h.db, h.dialect, { ...filter, brandIds: undefined }, now).select('p.brand_id').distinct().execute());
  await time('cat only count', () => baseQuery(h.db, h.dialect, { categoryIds: cats }, now).select((eb) => eb.fn.countAll().as('n')).execute());
  if (h.dialect === 'postgres') {
    const q = baseQuery(h.db, h.dialect, filter, now).select('p.id').orderBy(sql`coalesce(af.price, case when p.offered > 0 then p.offered else p.selling end)`).limit(30).offset(30).compile();
    const r = await sql.raw(`explain analyze ${q.sql.replace(/\$(\d+)/g, (_, n) => { const v = q.parameters[Number(n) - 1]; return typeof v === 'string' ? `'${v}'` : String(v); })}`).execute(h.db);
    console.log((r.rows as any[]).map((x) => x['QUERY PLAN']).join('\n'));
  }
  await h.close();
}
