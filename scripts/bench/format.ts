// Plain-text table and number formatting for the bench report.

/** Columns padded to their widest cell, separated by two spaces; a dashed line under the header. */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** Bytes as kB (1000) with one decimal. */
export const kb = (bytes: number) => Math.round(bytes / 100) / 10;

/** Whole numbers get thousands separators; below 1 ms autocannon's integer latency reads "<1". */
export const int = (n: number) => Math.round(n).toLocaleString('en-US');
export const ms = (n: number) => (n < 1 ? '<1' : int(n));

/** The median of some numbers (the mean of the middle two for an even count). */
export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** The nearest-rank quantile (q from 0 to 1) of some numbers, whatever their order; NaN for none. */
export const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))]! : NaN;
};
