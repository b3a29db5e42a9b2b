import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStableCallback } from '#web/lib/use-stable-callback.ts';

describe('useStableCallback', () => {
  it('keeps one identity across renders and always calls the latest function', () => {
    const { result, rerender } = renderHook(
      ({ factor }: { factor: number }) => useStableCallback((value: number) => value * factor),
      { initialProps: { factor: 2 } },
    );
    const first = result.current;
    expect(first(5)).toBe(10);
    rerender({ factor: 3 });
    expect(result.current).toBe(first);
    expect(first(5)).toBe(15);
  });
});
