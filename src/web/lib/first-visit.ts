import { DRAFT_STORAGE_KEYS, readDraft } from '#web/lib/drafts.ts';
import { hasSessionHint } from '#web/lib/storage.ts';

/**
 * True when this browser keeps nothing that changes what a page shows: no saved draft, never
 * signed in. Such a browser renders exactly the HTML prerendered at build time, so it can take
 * that HTML over instead of rendering again (main.tsx).
 */
export function isFirstVisit(): boolean {
  const hasDraft = Object.keys(DRAFT_STORAGE_KEYS).some(
    (name) => readDraft(name as keyof typeof DRAFT_STORAGE_KEYS) !== '',
  );
  return !hasDraft && !hasSessionHint();
}
