import { Crown, Hourglass, UserRound } from 'lucide-react';
import type { ComponentProps } from 'react';
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

/** A badge in one of the account's tones (gold, muted, danger, success). */
function ToneBadge({
  tone,
  ...badge
}: { tone: keyof typeof TONE_CLASSES } & Omit<ComponentProps<typeof Badge>, 'variant'>) {
  return (
    <Badge
      variant={tone === 'gold' ? 'gold' : 'muted'}
      className={cn('px-2.5 py-1 text-sm', TONE_CLASSES[tone])}
      {...badge}
    />
  );
}

/** The access level (Anonymous, Premium, Expired) as a badge. */
export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation();
  const Icon = ROLE_ICONS[role];
  return (
    <ToneBadge tone={ROLE_TONES[role]} data-role={role}>
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`account.accessLevel.${role}.name`)}
    </ToneBadge>
  );
}

/** The subscription status (Inactive, Active, Expired) as a badge. */
export function SubscriptionBadge({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation();
  return (
    <ToneBadge tone={STATUS_TONES[status]} data-status={status}>
      {t(`account.subscription.${status}`)}
    </ToneBadge>
  );
}
