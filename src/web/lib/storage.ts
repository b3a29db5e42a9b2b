/**
 * Marks a browser that has signed in. It is not a credential (the session is an httpOnly cookie
 * that scripts cannot read): it only lets a visitor who never signed in skip `GET /api/auth/me`,
 * the way the spec skips the call when no token is stored.
 */
export const SESSION_HINT_STORAGE_KEY = 'mf_signed_in';

// Storage can throw (privacy modes, disabled storage); the app then asks the server every time.
function getStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** False only when this browser is known never to have signed in (or signed out since). */
export function hasSessionHint(): boolean {
  try {
    const storage = getStorage();
    return storage === undefined || storage.getItem(SESSION_HINT_STORAGE_KEY) !== null;
  } catch {
    return true;
  }
}

/** Remembers that this browser holds a session cookie (after sign-in or sign-up). */
export function setSessionHint(): void {
  try {
    getStorage()?.setItem(SESSION_HINT_STORAGE_KEY, '1');
  } catch {
    // Not persisted: the app then asks the server whether it is signed in.
  }
}

/** Forgets the hint (sign-out, or the server no longer knows the session). */
export function clearSessionHint(): void {
  try {
    getStorage()?.removeItem(SESSION_HINT_STORAGE_KEY);
  } catch {
    // Nothing stored that could be removed.
  }
}

/**
 * Subscribes `onChange` to a value kept in the browser's storage: `changeEvent` tells of this
 * tab's own writes, the `storage` event of another tab's. Returns the unsubscribe, as
 * `useSyncExternalStore` wants.
 */
export function subscribeToStored(changeEvent: string, onChange: () => void): () => void {
  window.addEventListener(changeEvent, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(changeEvent, onChange);
    window.removeEventListener('storage', onChange);
  };
}
