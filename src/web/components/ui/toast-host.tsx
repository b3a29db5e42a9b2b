import { type ComponentType, useEffect, useState } from 'react';
import { TOAST } from '#shared/constants.ts';
import { toastVariants } from '#web/components/ui/toast-variants.ts';
import { dismissToast, useToast } from '#web/components/ui/use-toast.ts';
import { cn } from '#web/lib/utils.ts';

type ToasterComponent = ComponentType;

let loadedToaster: ToasterComponent | undefined;
const loadToaster = async (): Promise<ToasterComponent> => {
  loadedToaster ??= (await import('#web/components/ui/toaster.tsx')).Toaster;
  return loadedToaster;
};

/** What makes the toasts likely soon: the player's first touch, key or focus on the page. */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * The app's toasts. The Toaster (Radix Toast, a tenth of the first page's JavaScript) is not part
 * of the first load: it is fetched at the player's first interaction or first toast, and a toast
 * raised meanwhile waits in the store. If it cannot be fetched (the network is gone, which is
 * exactly when a toast must say so), the toasts are shown as plain status messages instead.
 */
export function ToastHost() {
  const { toasts } = useToast();
  const [Toaster, setToaster] = useState<ToasterComponent | undefined>(() => loadedToaster);
  const [isWanted, setIsWanted] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const shouldLoad = isWanted || toasts.length > 0;

  useEffect(() => {
    if (isWanted) return;
    const want = () => setIsWanted(true);
    for (const type of INTERACTIONS) window.addEventListener(type, want, { capture: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, want, { capture: true });
    };
  }, [isWanted]);

  useEffect(() => {
    if (!shouldLoad || Toaster) return;
    let isCurrent = true;
    loadToaster().then(
      (component) => {
        if (isCurrent) setToaster(() => component);
      },
      () => {
        if (isCurrent) setHasFailed(true);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [shouldLoad, Toaster]);

  if (Toaster) return <Toaster />;
  return hasFailed ? <PlainToasts /> : null;
}

/** The toasts without Radix: one status region, the newest toast with its action. */
function PlainToasts() {
  const { toasts } = useToast();
  const shown = toasts.filter((entry) => entry.open).slice(0, 1);
  const shownId = shown[0]?.id;
  const isPersistent = shown[0]?.isPersistent === true;
  useEffect(() => {
    if (shownId === undefined || isPersistent) return;
    const timer = setTimeout(() => dismissToast(shownId), TOAST.durationMs);
    return () => clearTimeout(timer);
  }, [shownId, isPersistent]);
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-x-0 top-0 z-100 flex flex-col gap-2 p-4 sm:start-auto sm:top-auto sm:bottom-0 sm:max-w-105"
    >
      {shown.map(({ id, title, description, action, variant }) => (
        <div key={id} className={cn(toastVariants({ variant }), 'pe-4')}>
          <div className="grid gap-1">
            {title ? <p className="font-bold text-sm">{title}</p> : null}
            {description ? <p className="text-sm opacity-90">{description}</p> : null}
          </div>
          {action ? (
            <button
              type="button"
              onClick={action.onClick}
              className="inline-flex min-h-11 shrink-0 items-center rounded-md border border-current px-3 font-semibold text-sm"
            >
              {action.label}
            </button>
          ) : null}
        </div>
      ))}
    </div>
  );
}
