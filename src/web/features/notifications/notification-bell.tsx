import { Suspense } from 'react';
import { LoadBoundary, lazyPart } from '#web/components/lazy-part.tsx';
import { withAllEnglish } from '#web/i18n/index.ts';
import { useUser } from '#web/lib/use-user.ts';

const PremiumBell = lazyPart(async () => ({
  default: (await withAllEnglish(() => import('#web/features/notifications/premium-bell.tsx')))
    .PremiumBell,
}));

/**
 * The header bell of premium users: their unread count, a link to the account panel. The bell and
 * its notification code load only for a premium user.
 */
export function NotificationBell({ onNavigate }: { onNavigate?: () => void }) {
  const { isPremium } = useUser();
  if (!isPremium) return null;
  return (
    // Without its code (offline) the header goes on without the bell.
    <LoadBoundary frame={() => null}>
      <Suspense fallback={null}>
        <PremiumBell onNavigate={onNavigate} />
      </Suspense>
    </LoadBoundary>
  );
}
