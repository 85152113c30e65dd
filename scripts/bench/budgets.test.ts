import { describe, expect, it } from 'vitest';
import { checkBudget, describeChecks, parseBudgets, rowStatus } from './budgets.ts';

const budgets = parseBudgets({
  budgets: {
    'weight.home.js_gz_kb': { max: 150 },
    'server.home.nocookie.c1.rps': { min: 30 },
    'lighthouse.home.performance': { min: 80, max: 100 },
    'junk.string': { max: '12' },
    'junk.null': null,
  },
});

describe('budgets', () => {
  it('keeps only numeric max/min entries', () => {
    expect(Object.keys(budgets)).toEqual([
      'weight.home.js_gz_kb',
      'server.home.nocookie.c1.rps',
      'lighthouse.home.performance',
    ]);
    expect(parseBudgets(null)).toEqual({});
    expect(parseBudgets({ budgets: 3 })).toEqual({});
  });

  it('checks ceilings and floors inclusively', () => {
    expect(checkBudget('weight.home.js_gz_kb', 150, budgets).ok).toBe(true);
    expect(checkBudget('weight.home.js_gz_kb', 150.1, budgets).ok).toBe(false);
    expect(checkBudget('server.home.nocookie.c1.rps', 30, budgets).ok).toBe(true);
    expect(checkBudget('server.home.nocookie.c1.rps', 29.9, budgets).ok).toBe(false);
    expect(checkBudget('lighthouse.home.performance', 79, budgets).ok).toBe(false);
  });

  it('leaves unbudgeted and non-finite values unjudged', () => {
    expect(checkBudget('weight.cart.js_gz_kb', 999, budgets).ok).toBeNull();
    expect(checkBudget('weight.home.js_gz_kb', NaN, budgets).ok).toBeNull();
  });

  it('marks a row over when any budgeted metric misses, ok when all keep it, "-" with none', () => {
    const ok = checkBudget('weight.home.js_gz_kb', 100, budgets);
    const over = checkBudget('server.home.nocookie.c1.rps', 10, budgets);
    const none = checkBudget('nothing', 1, budgets);
    expect(rowStatus([ok, none])).toBe('ok');
    expect(rowStatus([ok, over, none])).toBe('over');
    expect(rowStatus([none])).toBe('-');
    expect(rowStatus([])).toBe('-');
  });

  it('describes the limits by the key’s last segment and flags the missed ones', () => {
    const checks = [
      checkBudget('weight.home.js_gz_kb', 100, budgets),
      checkBudget('server.home.nocookie.c1.rps', 10, budgets),
      checkBudget('lighthouse.home.performance', 90, budgets),
      checkBudget('nothing', 1, budgets),
    ];
    expect(describeChecks(checks)).toBe('js_gz_kb ≤ 150, rps ≥ 30 ✗, performance ≥ 80 ≤ 100');
  });
});
