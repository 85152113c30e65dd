// Budgets (bench/budgets.json): a ceiling (`max`) or a floor (`min`) per metric key. Each row of the bench
// table is "ok" when every metric of it that has a budget keeps it, "over" when one does not.

type Budget = { max?: number; min?: number };
export type Budgets = Record<string, Budget>;
export type Check = { key: string; value: number; budget: Budget | undefined; ok: boolean | null };
export type Status = 'ok' | 'over' | '-';

export function checkBudget(key: string, value: number, budgets: Budgets): Check {
  const budget = budgets[key];
  if (!budget || !Number.isFinite(value)) return { key, value, budget, ok: null };
  const ok =
    (budget.max === undefined || value <= budget.max) &&
    (budget.min === undefined || value >= budget.min);
  return { key, value, budget, ok };
}

/** "over" if any budgeted metric misses, "ok" if at least one is budgeted and all keep it, else "-". */
export function rowStatus(checks: Check[]): Status {
  if (checks.some((c) => c.ok === false)) return 'over';
  return checks.some((c) => c.ok === true) ? 'ok' : '-';
}

/** "js gz ≤ 150", "perf ≥ 0.9"; the short name is the key's last segment. */
export function describeChecks(checks: Check[]): string {
  return checks
    .filter((c) => c.budget)
    .map((c) => {
      const name = c.key.split('.').pop()!;
      const { max, min } = c.budget!;
      const limits = [min !== undefined ? `≥ ${min}` : '', max !== undefined ? `≤ ${max}` : '']
        .filter(Boolean)
        .join(' ');
      return `${name} ${limits}${c.ok === false ? ' ✗' : ''}`;
    })
    .join(', ');
}

/** Reads budgets.json's `budgets` object, ignoring anything that is not {max?, min?} numbers. */
export function parseBudgets(json: unknown): Budgets {
  const raw = (json as { budgets?: unknown } | null)?.budgets;
  if (!raw || typeof raw !== 'object') return {};
  const out: Budgets = {};
  for (const [key, v] of Object.entries(raw as Record<string, unknown>)) {
    if (!v || typeof v !== 'object') continue;
    const { max, min } = v as Record<string, unknown>;
    const b: Budget = {};
    if (typeof max === 'number') b.max = max;
    if (typeof min === 'number') b.min = min;
    if (b.max !== undefined || b.min !== undefined) out[key] = b;
  }
  return out;
}
