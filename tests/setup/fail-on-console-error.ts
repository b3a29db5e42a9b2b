import { afterEach, beforeEach, vi } from 'vitest';

// An unexpected console.error is a failure. A test that expects one mocks
// console.error itself, which replaces this spy.
let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  const seen = errors;
  errors = [];
  vi.mocked(console.error).mockRestore?.();
  if (seen.length > 0) {
    throw new Error(
      `Unexpected console.error:\n${seen.map((a) => a.map(String).join(' ')).join('\n')}`,
    );
  }
});
