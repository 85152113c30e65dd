// Two bench reports side by side (docs/performance.md):
//   npm run bench:compare -- before.json after.json
// Rows are matched on area, page and measure (the after run's order); the after run's figures are judged
// against today's bench/budgets.json. A row only one run has shows "-" for the other.
import { readFileSync } from 'node:fs';
import { checkBudget, describeChecks, parseBudgets, rowStatus, type Check } from './budgets.ts';
import { formatTable } from './format.ts';

type Row = { area: string; page: string; measure: string; value: string; checks: Check[] };
const read = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as { rows: Row[] }).rows;
const budgets = parseBudgets(JSON.parse(readFileSync('bench/budgets.json', 'utf8')));

const [beforeFile, afterFile] = process.argv.slice(2);
if (!beforeFile || !afterFile) {
  console.error('usage: npm run bench:compare -- before.json after.json');
  process.exit(1);
}
// "JS kB raw / gzip (19 files)": the file count may differ between the runs.
const key = (r: Row) => `${r.area}|${r.page}|${r.measure.replace(/ \(\d+ files?\)/, '')}`;
const before = new Map(read(beforeFile).map((r) => [key(r), r]));
const table = read(afterFile).map((r) => {
  const checks = r.checks.map((c) => checkBudget(c.key, c.value, budgets));
  return [
    r.area,
    r.page,
    r.measure,
    before.get(key(r))?.value ?? '-',
    r.value,
    describeChecks(checks),
    rowStatus(checks),
  ];
});
console.log(
  formatTable(['area', 'page', 'measure', 'before', 'after', 'budget', 'status (after)'], table),
);
