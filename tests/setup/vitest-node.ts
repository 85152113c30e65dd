import { afterEach, vi } from 'vitest';

// Unexpected console.error fails a test (docs/STYLE.md). Tests that expect one spy on it themselves.
let errorSpy: ReturnType<typeof vi.spyOn> | undefined;
beforeEachHook();

function beforeEachHook() {
  errorSpy = vi.spyOn(console, 'error');
}

afterEach(() => {
  const calls = errorSpy?.mock.calls ?? [];
  errorSpy?.mockClear();
  if (calls.length > 0) {
    throw new Error(`console.error was called:\n${calls.map((c) => c.map(String).join(' ')).join('\n')}`);
  }
});
