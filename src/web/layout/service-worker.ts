/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';
import { dismissToast, toast } from '#web/components/ui/use-toast.ts';
import { i18n, loadAllEnglish } from '#web/i18n/index.ts';

// The service worker (vite.config.ts, `serviceWorker`) keeps the app for offline use. A new
// version installs beside the running one and waits: the player is told, and it takes over when
// they choose Reload (their drafts are saved as they type), never in the middle of their typing.

let isAnnounced = false;

async function announceUpdate(reload: () => Promise<void>): Promise<void> {
  if (isAnnounced) return;
  isAnnounced = true;
  await loadAllEnglish().catch(() => {});
  const handle = toast({
    title: i18n.t('offline.updateReady'),
    description: i18n.t('offline.updateText'),
    isPersistent: true,
    action: {
      label: i18n.t('offline.reload'),
      altText: i18n.t('offline.reloadAlt'),
      onClick: () => {
        dismissToast(handle.id);
        // The waiting worker takes over, then the page reloads into the new version.
        void reload();
      },
    },
  });
}

/** Registers the service worker; a browser that refuses one (private mode, tests) goes on without. */
export function startServiceWorker(): void {
  const update = registerSW({
    onNeedRefresh: () => void announceUpdate(() => update(true)),
    onRegisterError: () => {},
  });
}
