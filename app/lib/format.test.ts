// Dates in the shopper's language, from formats made once per language and style.
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '#app/lib/format.ts';

describe('formatDate / formatDateTime', () => {
  it('formats a wire date in UTC, per language, the same on every call', () => {
    expect(formatDateTime('2026-03-05 14:07:00', 'en')).toBe('Mar 5, 2026, 2:07 PM');
    expect(formatDate('2026-03-05 14:07:00', 'en')).toBe('March 5, 2026');
    expect(formatDate('2026-03-05 14:07:00', 'fr')).toBe('5 mars 2026');
    // A kept format is not another language's: each call answers in its own.
    expect(formatDate('2026-03-05 14:07:00', 'en')).toBe('March 5, 2026');
    expect(formatDateTime('2026-03-05 14:07:00', 'en')).toBe('Mar 5, 2026, 2:07 PM');
  });

  it('gives nothing for a missing or unreadable date', () => {
    expect(formatDateTime(null, 'en')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});
