import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '#shared/constants.ts';
import { DRAFT_STORAGE_KEYS, readDraft, useDraft, writeDraft } from '#web/lib/drafts.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('saved drafts', () => {
  it('reads back what was written and forgets an emptied draft', () => {
    expect(readDraft('new')).toBe('');
    writeDraft('new', 'rally at 21:00');
    expect(localStorage.getItem(DRAFT_STORAGE_KEYS.new)).toBe('rally at 21:00');
    expect(readDraft('new')).toBe('rally at 21:00');
    expect(readDraft('manual')).toBe('');
    writeDraft('new', '');
    expect(localStorage.getItem(DRAFT_STORAGE_KEYS.new)).toBeNull();
  });

  it('keeps working in memory when storage refuses', () => {
    const setItem = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    const getItem = vi.spyOn(localStorage, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(() => writeDraft('manual', 'x')).not.toThrow();
    expect(readDraft('manual')).toBe('');
    setItem.mockRestore();
    getItem.mockRestore();
  });
});

describe('useDraft', () => {
  it('starts from the saved draft', () => {
    writeDraft('manual', '<b>Hold the pass</b>');
    const { result } = renderHook(() => useDraft('manual'));
    expect(result.current[0]).toBe('<b>Hold the pass</b>');
  });

  it('saves after a pause in typing, not on every keystroke', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useDraft('new'));
    act(() => result.current[1]('a'));
    act(() => result.current[1]('ab'));
    expect(result.current[0]).toBe('ab');
    expect(readDraft('new')).toBe('');
    act(() => vi.advanceTimersByTime(TIMINGS.draftSaveDelayMs));
    expect(readDraft('new')).toBe('ab');
  });

  it('saves at once when the page is left or hidden', () => {
    const { result } = renderHook(() => useDraft('new'));
    act(() => result.current[1]('gather at the pass'));
    expect(readDraft('new')).toBe('');
    window.dispatchEvent(new Event('pagehide'));
    expect(readDraft('new')).toBe('gather at the pass');

    act(() => result.current[1]('gather at the pass now'));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(readDraft('new')).toBe('gather at the pass now');
  });

  it('saves the last text when the component goes away', () => {
    const { result, unmount } = renderHook(() => useDraft('manual'));
    act(() => result.current[1]('last words'));
    unmount();
    expect(readDraft('manual')).toBe('last words');
  });
});
