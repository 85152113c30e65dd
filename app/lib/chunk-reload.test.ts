import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { TIMINGS } from '#contract/codes.ts';
import { chunkReloadScript } from '#app/lib/chunk-reload.ts';

/** Runs the document's script against a window of its own; returns what it can be sent and what it did. */
function page({
  now = 1_000_000,
  storage = new Map<string, string>(),
  refuseStorage = false,
} = {}) {
  const listeners: Record<string, (e: unknown) => void> = {};
  const reloads: number[] = [];
  const warnings: string[] = [];
  const clock = { now };
  const sessionStorage = {
    getItem: (k: string) => {
      if (refuseStorage) throw new Error('SecurityError');
      return storage.get(k) ?? null;
    },
    setItem: (k: string, v: string) => {
      if (refuseStorage) throw new Error('SecurityError');
      storage.set(k, v);
    },
  };
  runInNewContext(chunkReloadScript(), {
    addEventListener: (type: string, f: (e: unknown) => void) => (listeners[type] = f),
    sessionStorage,
    location: { reload: () => reloads.push(clock.now) },
    Date: { now: () => clock.now },
    console: { warn: (m: string) => warnings.push(m) },
    Number,
    String,
  });
  const rejection = (reason: unknown) => {
    const event = { reason, prevented: false, preventDefault: () => (event.prevented = true) };
    listeners.unhandledrejection!(event);
    return event;
  };
  const error = (message: string) => {
    const event = { message, prevented: false, preventDefault: () => (event.prevented = true) };
    listeners.error!(event);
    return event;
  };
  return { reloads, rejection, error, clock, storage, warnings };
}

const chunkFailure = new TypeError(
  'Failed to fetch dynamically imported module: https://shop.example/assets/root-abc.js',
);

describe('the chunk reload script (docs/spec.md §8)', () => {
  it('reloads the page when a module fails to load, in each browser’s words', () => {
    for (const failure of [
      chunkFailure,
      new TypeError('error loading dynamically imported module: /assets/route-x.js'), // Firefox
      new TypeError('Importing a module script failed.'), // Safari
    ]) {
      const p = page();
      // Handled: not reported as an uncaught error on the way out.
      expect(p.rejection(failure).prevented).toBe(true);
      expect(p.reloads).toHaveLength(1);
    }
    const p = page();
    const e = p.error(
      'Uncaught TypeError: Failed to fetch dynamically imported module: /assets/a.js',
    );
    expect(e.prevented).toBe(true);
    expect(p.reloads).toHaveLength(1);
  });

  it('at most once a minute, across the reloads of a tab', () => {
    const storage = new Map<string, string>();
    const first = page({ storage });
    first.rejection(chunkFailure);
    expect(first.reloads).toHaveLength(1);
    // The reloaded page fails again within the minute: it stays as it is (the server's page, usable).
    const second = page({ storage, now: 1_000_000 + TIMINGS.chunkReloadGuard - 1 });
    expect(second.rejection(chunkFailure).prevented).toBe(true);
    expect(second.reloads).toHaveLength(0);
    expect(second.warnings).toEqual([expect.stringContaining('root-abc.js')]);
    // A minute later it may try again.
    second.clock.now = 1_000_000 + TIMINGS.chunkReloadGuard;
    second.rejection(chunkFailure);
    expect(second.reloads).toHaveLength(1);
  });

  it('leaves other errors alone, and silences the AbortError of a navigation replaced by a newer one', () => {
    const p = page();
    expect(p.error('Uncaught ReferenceError: x is not defined').prevented).toBe(false);
    expect(p.rejection(new Error('500 for the en/common strings')).prevented).toBe(false);
    expect(p.rejection('a plain string').prevented).toBe(false);
    expect(p.rejection(undefined).prevented).toBe(false);
    const abort = Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' });
    expect(p.rejection(abort).prevented).toBe(true);
    expect(p.reloads).toHaveLength(0);
  });

  it('never reloads without sessionStorage, so a refusing browser cannot loop', () => {
    const p = page({ refuseStorage: true });
    expect(p.rejection(chunkFailure).prevented).toBe(false);
    expect(p.reloads).toHaveLength(0);
  });
});
