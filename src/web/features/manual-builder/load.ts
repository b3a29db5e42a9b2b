import { withAllEnglish } from '#web/i18n/index.ts';

// The Manual Builder is its own chunk: the home page opens on AI Assist, so a player who never
// builds by hand never downloads it. Choosing (or pointing at) the Manual mode fetches it.
let pending: Promise<typeof import('./manual-builder.tsx')> | undefined;

/** Fetches the Manual Builder's chunk once; later calls share the same promise. */
export function loadManualBuilder(): Promise<typeof import('./manual-builder.tsx')> {
  pending ??= withAllEnglish(() => import('./manual-builder.tsx')).catch((error: unknown) => {
    pending = undefined; // a failed fetch (offline) is tried again next time
    throw error;
  });
  return pending;
}
