// Issue 14, item 10: busy states wait the minimum fetch delay (200 ms); link prefetch waits 2,000 ms of idle
// and never happens on 2g or with data-saver.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { savesData, useDelayedBusy, useIdlePrefetch } from '#app/components/progress.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
});

describe('minimum fetch delay', () => {
  it('shows busy only after 200 ms, and never for a faster answer', () => {
    const { result, rerender } = renderHook(({ busy }) => useDelayedBusy(busy), {
      initialProps: { busy: true },
    });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(199));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ busy: false });
    expect(result.current).toBe(false);
    rerender({ busy: true });
    act(() => vi.advanceTimersByTime(150));
    rerender({ busy: false });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(false);
  });
});

describe('idle prefetch', () => {
  it('prefetches on intent after 2,000 ms without input; input restarts the wait', () => {
    const { result } = renderHook(() => useIdlePrefetch());
    expect(result.current).toBe('none');
    act(() => vi.advanceTimersByTime(1500));
    act(() => {
      window.dispatchEvent(new Event('keydown'));
    });
    act(() => vi.advanceTimersByTime(1500));
    expect(result.current).toBe('none');
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe('intent');
  });

  it.each([
    [{ saveData: true, effectiveType: '4g' }],
    [{ effectiveType: '2g' }],
    [{ effectiveType: 'slow-2g' }],
  ])('never prefetches on %o', (connection) => {
    Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
    const { result } = renderHook(() => useIdlePrefetch());
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe('none');
  });

  it('reads the connection', () => {
    expect(savesData(undefined)).toBe(false);
    expect(savesData({ effectiveType: '3g' })).toBe(false);
    expect(savesData({ effectiveType: '2g' })).toBe(true);
    expect(savesData({ saveData: true })).toBe(true);
  });
});
