import { type ReactNode, useSyncExternalStore } from 'react';
import { TOAST } from '#shared/constants.ts';
import type { ToastVariant } from '#web/components/ui/toast-variants.ts';
import { getServerErrorMessage } from '#web/lib/api.ts';

/** A button in the toast ('Undo'); `altText` says how to do the same without the toast. */
type ToastActionOptions = { label: string; altText: string; onClick: () => void };

type ToastOptions = {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  action?: ToastActionOptions;
  /** Stays until it is closed or its action is taken (a new version to reload into). */
  isPersistent?: boolean;
};

type ToastEntry = ToastOptions & { id: string; open: boolean };

type ToastHandle = {
  id: string;
  dismiss: () => void;
  update: (options: ToastOptions) => void;
};

// A module-level store so `toast()` works from anywhere (mutation callbacks, plain functions),
// not only from components; the Toaster subscribes to it.
let toasts: ToastEntry[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: ToastEntry[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

// Radix plays the exit animation once `open` is false; the entry itself goes much later,
// which keeps a closing toast mounted until its animation is over.
function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    setToasts(toasts.filter((entry) => entry.id !== id));
  }, TOAST.removeDelayMs);
  removalTimers.set(id, timer);
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: string): void {
  for (const entry of toasts) {
    if (id === undefined || entry.id === id) scheduleRemoval(entry.id);
  }
  setToasts(
    toasts.map((entry) =>
      id === undefined || entry.id === id ? { ...entry, open: false } : entry,
    ),
  );
}

/** Shows a toast; only the newest {@link TOAST.limit} stay on screen. */
export function toast(options: ToastOptions): ToastHandle {
  nextId = (nextId + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(nextId);
  setToasts([{ ...options, id, open: true }, ...toasts].slice(0, TOAST.limit));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next) =>
      setToasts(toasts.map((entry) => (entry.id === id ? { ...entry, ...next } : entry))),
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): ToastEntry[] {
  return toasts;
}

/** The toasts currently known, plus `toast` and `dismiss` for components. */
export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}

/** A failure as a toast: the server's own words when it gave some, else `fallback`. */
export function toastFailure(error: unknown, title: string, fallback?: string): void {
  toast({ variant: 'destructive', title, description: getServerErrorMessage(error) ?? fallback });
}
