import { useSyncExternalStore } from 'react';
import { loadAllEnglish } from '#web/i18n/index.ts';

/** Chromium's `beforeinstallprompt` event: the browser offers to install the app. */
type InstallPromptEvent = Event & { prompt: () => Promise<unknown> };

let offer: InstallPromptEvent | undefined;
const listeners = new Set<() => void>();

function setOffer(next: InstallPromptEvent | undefined): void {
  offer = next;
  for (const listener of listeners) listener();
}

// The browser's offer to install the app (where it makes one) may come at any time once the page
// has loaded: it is kept for the footer's Install app button, instead of the browser's own banner,
// and withdrawn once the app is installed. (Listening starts when the footer's code runs.)
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    // The button's words are not among the first screen's strings.
    const show = () => setOffer(event as InstallPromptEvent);
    void loadAllEnglish().then(show, show);
  });
  window.addEventListener('appinstalled', () => setOffer(undefined));
}

/** Shows the browser's install dialog; the offer is used once. */
export async function acceptInstallOffer(): Promise<void> {
  const current = offer;
  if (!current) return;
  setOffer(undefined);
  await current.prompt();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the browser offers to install the app now. */
export function useHasInstallOffer(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => offer !== undefined,
    () => false,
  );
}
