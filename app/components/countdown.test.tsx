// A sale's countdown: the server's fixed end time first (the loader formats it), then the live clock.
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from '#app/components/countdown.tsx';
import { loadTranslations, renderAt } from '#tests/support/render.tsx';

loadTranslations();
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Countdown', () => {
  it("shows the loader's end text, then the time left with that text as its title", async () => {
    vi.useFakeTimers({ now: Date.parse('2099-01-01T00:00:00Z') - 90_061_000 });
    renderAt(
      '/',
      <Countdown end="2099-01-01 00:00:00" endText="1 janv. 2099, 00:00" className="c" />,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    // 1 day, 1 hour, 1 minute and 1 second before the end, less the second that has passed.
    const time = screen.getByTitle('Ends 1 janv. 2099, 00:00');
    expect(time).toHaveAttribute('dateTime', '2099-01-01T00:00:00.000Z');
    expect(time.textContent).toContain('01:01:00');
  });

  it('shows the end text it is given and formats no date itself', async () => {
    // A formatter kept from an earlier render would not be made again, but it would still format.
    // `format` is a getter (it hands out a bound function), so the getter is what is watched.
    const prototype = Intl.DateTimeFormat.prototype as unknown as { format: unknown };
    const formatted = vi.spyOn(prototype, 'format', 'get');
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    renderAt('/', <Countdown end="2099-01-01 00:00:00" endText="the given text" />);
    expect(await screen.findByTitle('Ends the given text')).toBeInTheDocument();
    expect(made).not.toHaveBeenCalled();
    expect(formatted).not.toHaveBeenCalled();
  });
});
