// Two bench reports side by side (README's before/after table):
//   npx tsx scripts/bench/compare.ts before.json after.json
// Rows are matched on area, page and measure (the after run's order); the budget and status are the after
// run's. A row only one run has shows "-" for the other.
import { readFileSync } from 'node:fs';
import { formatTable } from './format.ts';

type Row = {
  area: string;
  page: string;
  measure: string;
  value: string;
  budget: string;
  status: string;
};
const read = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as { rows: Row[] }).rows;

const [beforeFile, afterFile] = process.argv.slice(2);
if (!beforeFile || !afterFile) {
  console.error('usage: tsx scripts/bench/compare.ts before.json after.json');
  process.exit(1);
}
const key = (r: Row) => `${r.area}|${r.page}|${r.measure}`;
const before = new Map(read(beforeFile).map((r) => [key(r), r]));
const table = read(afterFile).map((r) => [
  r.area,
  r.page,
  r.measure,
  before.get(key(r))?.value ?? '-',
  r.value,
  r.budget,
  r.status,
]);
console.log(
  formatTable(['area', 'page', 'measure', 'before', 'after', 'budget (after)', 'status'], table),
);
