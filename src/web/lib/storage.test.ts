import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearSessionHint,
  hasSessionHint,
  SESSION_HINT_STORAGE_KEY,
  setSessionHint,
} from '#web/lib/storage.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('session hint', () => {
  it('is absent for a browser that never signed in, set by sign-in and cleared by sign-out', () => {
    expect(hasSessionHint()).toBe(false);
    setSessionHint();
    expect(hasSessionHint()).toBe(true);
    clearSessionHint();
    expect(hasSessionHint()).toBe(false);
  });

  it('stores a flag, never a token', () => {
    setSessionHint();
    expect(localStorage.getItem(SESSION_HINT_STORAGE_KEY)).toBe('1');
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('asks the server every time when storage cannot be read', () => {
    vi.spyOn(localStorage, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(hasSessionHint()).toBe(true);
  });

  it('setting or clearing never throws when storage refuses', () => {
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    vi.spyOn(localStorage, 'removeItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(() => setSessionHint()).not.toThrow();
    expect(() => clearSessionHint()).not.toThrow();
  });
});
