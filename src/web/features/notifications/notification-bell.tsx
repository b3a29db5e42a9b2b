import { lazy, Suspense } from 'react';
import { withAllEnglish } from '#web/i18n/index.ts';
import { useUser } from '#web/lib/use-user.ts';

const PremiumBell = lazy(async () => ({
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
    <Suspense fallback={null}>
      <PremiumBell onNavigate={onNavigate} />
    </Suspense>
  );
}
