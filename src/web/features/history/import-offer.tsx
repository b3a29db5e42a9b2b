import { Suspense } from 'react';
import { lazyPart } from '#web/components/lazy-part.tsx';
import { withAllEnglish } from '#web/i18n/index.ts';
import { useUser } from '#web/lib/use-user.ts';

// Only a signed-in player can import: a visitor's pages load nothing more for it.
const PendingImport = lazyPart(async () => ({
  default: (await withAllEnglish(() => import('#web/features/history/pending-import.tsx')))
    .PendingImport,
}));

/**
 * Offers a player who signed in the mails this browser kept while they were a visitor.
 * Rendered once, above every screen.
 */
export function HistoryImportOffer() {
  const { user } = useUser();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <PendingImport userId={user.id} />
    </Suspense>
  );
}
