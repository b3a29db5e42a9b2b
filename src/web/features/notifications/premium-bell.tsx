import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import {
  useNotificationStream,
  useNotifications,
} from '#web/features/notifications/use-notifications.ts';

/** The most the badge spells out; more reads "99+". */
const BELL_MAX_COUNT = 99;

/** The bell itself: its own chunk, so visitors who are not premium never load it. */
export function PremiumBell({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { unreadCount } = useNotifications(true);
  useNotificationStream(true);
  return (
    <Link
      href="/account"
      onClick={onNavigate}
      aria-label={t('notifications.bell.label', { count: unreadCount })}
      data-testid="notification-bell"
      className="relative grid size-11 shrink-0 place-items-center rounded-md text-gold-200 hover:bg-white/10"
    >
      <Bell aria-hidden="true" className="size-5" />
      {unreadCount > 0 ? (
        <span
          aria-hidden="true"
          data-testid="notification-bell-count"
          className="absolute end-0.5 top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-danger-600 px-1 font-bold text-[0.7rem] text-white leading-none"
        >
          {unreadCount > BELL_MAX_COUNT ? `${BELL_MAX_COUNT}+` : unreadCount}
        </span>
      ) : null}
    </Link>
  );
}
