// How the API's catalogue queries scale: 1k, 10k and 100k products on SQLite, the API in-process.
import { existsSync } from 'node:fs';
import { CATALOG_CASES, catalogSqliteFile, openCatalog, timeCatalogCases } from './catalog.ts';
import { CATALOG_RUNS, CATALOG_SIZES, addRow, quick, step } from './context.ts';
import { int } from './format.ts';

export async function catalogScale() {
  const cases = CATALOG_CASES.filter((c) => c.id === 'filtered-listing' || c.id === 'suggestions');
  const out: Record<string, Record<string, { median: number; p95: number }>> = {};
  for (const size of CATALOG_SIZES) {
    const label = `${int(size)} products`;
    if (quick && size > 10_000 && !existsSync(catalogSqliteFile(size))) {
      for (const c of cases)
        addRow(
          'catalog',
          label,
          `${c.label.split(' (')[0]} median / p95 ms`,
          'not run (--quick, no database yet)',
          [],
        );
      continue;
    }
    const h = await openCatalog('sqlite', size, { log: step });
    const t = await timeCatalogCases(h, cases, CATALOG_RUNS);
    await h.close();
    out[size] = t;
    for (const c of cases)
      addRow(
        'catalog',
        label,
        `${c.label.split(' (')[0]} median / p95 ms`,
        `${t[c.id]!.median} / ${t[c.id]!.p95}`,
        [[`catalog.${size}.${c.id}.median_ms`, t[c.id]!.median]],
      );
  }
  return out;
}
