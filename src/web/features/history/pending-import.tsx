import { Suspense } from 'react';
import { lazyPart } from '#web/components/lazy-part.tsx';
import { useIsImportDeclined, useVisitorMails } from '#web/lib/visitor-history.ts';

// The dialog (Radix, the history schemas) loads only when there is something to offer.
const ImportDialog = lazyPart(async () => ({
  default: (await import('#web/features/history/import-dialog.tsx')).ImportDialog,
}));

/**
 * The import dialog while this browser holds a visitor's mails and the player has not said
 * 'Not now' in this tab since they signed in.
 */
export function PendingImport({ userId }: { userId: number }) {
  const mails = useVisitorMails();
  const isDeclined = useIsImportDeclined(userId);
  if (mails.length === 0 || isDeclined) return null;
  return (
    <Suspense fallback={null}>
      <ImportDialog userId={userId} mails={mails} />
    </Suspense>
  );
}
