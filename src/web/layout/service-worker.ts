/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';
import { dismissToast, toast } from '#web/components/ui/use-toast.ts';
import { i18n, loadAllEnglish } from '#web/i18n/index.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { refreshSignedInUser } from '#web/lib/use-user.ts';

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
  // The first worker takes over this page at once: who is signed in is asked again through it, so
  // that it has the answer to give offline (a premium player's templates).
  const wasControlled = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!wasControlled) void refreshSignedInUser(queryClient);
  });
  const update = registerSW({
    onNeedRefresh: () => void announceUpdate(() => update(true)),
    onRegisterError: () => {},
  });
}
