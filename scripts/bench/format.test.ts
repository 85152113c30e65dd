import { describe, expect, it } from 'vitest';
import { formatTable, int, kb, median, ms, quantile } from './format.ts';

describe('formatTable', () => {
  it('pads every column but the last to its widest cell', () => {
    expect(
      formatTable(
        ['area', 'value', 'status'],
        [
          ['weight', '174.5 / 24', 'ok'],
          ['lighthouse', '94', ''],
        ],
      ),
    ).toBe(
      [
        'area        value       status',
        '----------  ----------  ------',
        'weight      174.5 / 24  ok',
        'lighthouse  94',
      ].join('\n'),
    );
  });
});

describe('numbers', () => {
  it('formats kB, whole numbers and sub-millisecond latencies', () => {
    expect(kb(174_476)).toBe(174.5);
    expect(int(12_315.4)).toBe('12,315');
    expect(ms(0)).toBe('<1');
    expect(ms(27)).toBe('27');
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the middle two, whatever the order', () => {
    expect(median([2_652, 2_337, 3_003])).toBe(2_652);
    expect(median([8, 5, 6, 7])).toBe(6.5);
    expect(median([4])).toBe(4);
  });
});

describe('quantile', () => {
  it('takes the nearest rank, whatever the order, and NaN of nothing', () => {
    const xs = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(quantile(xs, 0.5)).toBe(51);
    expect(quantile(xs, 0.99)).toBe(100);
    expect(quantile([7], 0.95)).toBe(7);
    expect(quantile([], 0.5)).toBeNaN();
  });
});
