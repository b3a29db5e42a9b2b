import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOnFirstUse } from './use-first-use.ts';

describe('useOnFirstUse', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('waits for the first touch, then runs once', () => {
    const start = vi.fn();
    renderHook(() => useOnFirstUse(start));
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('runs at once when the player was already typing in a field before the page took over', () => {
    const area = document.createElement('textarea');
    document.body.append(area);
    area.focus();
    const start = vi.fn();
    renderHook(() => useOnFirstUse(start));
    expect(start).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('keydown'));
    expect(start).toHaveBeenCalledTimes(1);
  });
});
