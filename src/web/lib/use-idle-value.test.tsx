import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIdleValue } from '#web/lib/use-idle-value.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useIdleValue', () => {
  it('gives the first value at once', () => {
    const { result } = renderHook(() => useIdleValue('first'));
    expect(result.current).toBe('first');
  });

  it('holds a change back until the browser is idle, then gives the latest one', () => {
    const idle: (() => void)[] = [];
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
    const { result, rerender } = renderHook(({ value }) => useIdleValue(value), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'ab' });
    rerender({ value: 'abc' });
    expect(result.current).toBe('a');
    // The first request was cancelled when 'abc' replaced 'ab'.
    expect(cancelled).toEqual([1]);
    act(() => idle.at(-1)?.());
    expect(result.current).toBe('abc');
  });

  it('falls back to a short timer where there are no idle callbacks', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result, rerender } = renderHook(({ value }) => useIdleValue(value), {
      initialProps: { value: 1 },
    });
    rerender({ value: 2 });
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe(2);
  });
});
