import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

// Unexpected console.error fails a test (docs/style.md). A test that expects one mocks it itself
// (vi.spyOn(console, 'error').mockImplementation(() => {})) and its calls are then its own business.
let errorSpy: MockInstance<typeof console.error> | undefined;

beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error');
});

afterEach(() => {
  const calls: unknown[][] = errorSpy?.mock.calls ?? [];
  errorSpy?.mockRestore();
  if (calls.length > 0) {
    throw new Error(
      `console.error was called:\n${calls.map((c) => c.map(String).join(' ')).join('\n')}`,
    );
  }
});
