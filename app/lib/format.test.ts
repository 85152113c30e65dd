// Dates in the shopper's language, from formats made once per language and style.
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, saleTimeTexts } from '#app/lib/format.ts';

describe('formatDate / formatDateTime', () => {
  it('formats a wire date in UTC, per language, the same on every call', () => {
    expect(formatDateTime('2026-03-05 14:07:00', 'en')).toBe('Mar 5, 2026, 2:07 PM');
    expect(formatDate('2026-03-05 14:07:00', 'en')).toBe('March 5, 2026');
    expect(formatDate('2026-03-05 14:07:00', 'fr')).toBe('5 mars 2026');
    // A kept format is not another language's: each call answers in its own.
    expect(formatDate('2026-03-05 14:07:00', 'en')).toBe('March 5, 2026');
    expect(formatDateTime('2026-03-05 14:07:00', 'en')).toBe('Mar 5, 2026, 2:07 PM');
  });

  it("formats a sale's start and end for its page, in the page's language", () => {
    const sale = { start_time: '2026-03-05 14:07:00', end_time: '2026-03-06 09:00:00' };
    expect(saleTimeTexts(sale, 'en')).toEqual({
      start_text: 'Mar 5, 2026, 2:07 PM',
      end_text: 'Mar 6, 2026, 9:00 AM',
    });
    expect(saleTimeTexts(sale, 'fr').end_text).toBe(formatDateTime(sale.end_time, 'fr'));
    expect(saleTimeTexts({ start_time: null }, 'en')).toEqual({ start_text: '', end_text: '' });
  });

  it('gives nothing for a missing or unreadable date', () => {
    expect(formatDateTime(null, 'en')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});
