import { Crown, Hourglass, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Role, SubscriptionStatus } from '#shared/constants.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { cn } from '#web/lib/utils.ts';

const ROLE_ICONS = { anonymous: UserRound, premium: Crown, expired: Hourglass } as const;

const TONE_CLASSES = {
  gold: '',
  muted: '',
  danger: 'border-danger-700 bg-danger-600 text-white',
  success: 'border-success-600 bg-success-600 text-white',
} as const;

const ROLE_TONES = { anonymous: 'muted', premium: 'gold', expired: 'danger' } as const;
const STATUS_TONES = { inactive: 'muted', active: 'success', expired: 'danger' } as const;

function toneVariant(tone: keyof typeof TONE_CLASSES) {
  return tone === 'gold' ? 'gold' : 'muted';
}

/** The access level (Anonymous, Premium, Expired) as a badge. */
export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation();
  const Icon = ROLE_ICONS[role];
  const tone = ROLE_TONES[role];
  return (
    <Badge
      variant={toneVariant(tone)}
      data-role={role}
      className={cn('px-2.5 py-1 text-sm', TONE_CLASSES[tone])}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`account.accessLevel.${role}.name`)}
    </Badge>
  );
}

/** The subscription status (Inactive, Active, Expired) as a badge. */
export function SubscriptionBadge({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation();
  const tone = STATUS_TONES[status];
  return (
    <Badge
      variant={toneVariant(tone)}
      data-status={status}
      className={cn('px-2.5 py-1 text-sm', TONE_CLASSES[tone])}
    >
      {t(`account.subscription.${status}`)}
    </Badge>
  );
}
