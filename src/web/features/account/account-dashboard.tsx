import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '#shared/schemas/auth.ts';
import { SectionCard } from '#web/components/ui/card.tsx';
import { RoleBadge, SubscriptionBadge } from '#web/features/account/account-badges.tsx';
import { AccountBanner } from '#web/features/account/account-banners.tsx';
import { DeleteAccount, PasswordAndSessions } from '#web/features/account/account-settings.tsx';
import { FeatureAccessList } from '#web/features/account/feature-access-list.tsx';
import { QuickActions } from '#web/features/account/quick-actions.tsx';
import { ChangelogCard } from '#web/features/changelogs/changelog-card.tsx';
import { AccountCommunity } from '#web/features/community/account-community.tsx';
import { AccountMyMail } from '#web/features/history/my-mail-section.tsx';
import { NotificationsPanel } from '#web/features/notifications/notifications-panel.tsx';
import { formatDate } from '#web/lib/format-date.ts';
import { cn } from '#web/lib/utils.ts';

/** Where a player's approved mail is listed: the players' gallery (open as its module allows). */
const GALLERY_PATH = '/community';

function DetailRow({
  term,
  children,
  className,
}: {
  term: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <dt className="font-semibold text-ink-700 text-xs uppercase tracking-wider">{term}</dt>
      <dd className="text-ink-900">{children}</dd>
    </div>
  );
}

/** The account dashboard of a signed-in user. */
export function AccountDashboard({ user }: { user: PublicUser }) {
  const { t, i18n } = useTranslation();
  const isPremium = user.role === 'premium';
  return (
    <div className="flex flex-col gap-6">
      {user.role === 'expired' ? <AccountBanner kind="renew" /> : null}
      {user.role === 'anonymous' ? <AccountBanner kind="upgrade" /> : null}

      <div className="grid gap-6 md:grid-cols-2">
        <SectionCard title={t('account.profile.title')}>
          <dl className="grid gap-4">
            <DetailRow term={t('account.profile.email')}>
              <span className="break-all font-semibold">{user.email}</span>
            </DetailRow>
            <DetailRow term={t('account.profile.memberSince')}>
              {formatDate(user.createdAt, i18n.language)}
            </DetailRow>
          </dl>
        </SectionCard>

        <SectionCard title={t('account.membership')}>
          <dl className="grid grid-cols-2 gap-4">
            <DetailRow term={t('account.accessLevel.title')} className="col-span-2">
              <span className="flex flex-col items-start gap-1.5">
                <RoleBadge role={user.role} />
                <span className="text-ink-700 text-sm">
                  {t(`account.accessLevel.${user.role}.description`)}
                </span>
              </span>
            </DetailRow>
            <DetailRow term={t('account.subscription.status')}>
              <SubscriptionBadge status={user.subscriptionStatus} />
            </DetailRow>
            <DetailRow term={t('account.subscription.expiry')}>
              {user.subscriptionExpiry
                ? formatDate(user.subscriptionExpiry, i18n.language)
                : user.isAdmin
                  ? t('account.subscription.admin')
                  : t('account.subscription.none')}
            </DetailRow>
          </dl>
        </SectionCard>
      </div>

      {isPremium ? (
        <>
          <NotificationsPanel />
          <ChangelogCard />
        </>
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          <QuickActions />
          <FeatureAccessList isPremium={isPremium} />
        </div>
      )}

      <AccountMyMail />

      <AccountCommunity galleryPath={GALLERY_PATH} />

      <div className="grid gap-6 md:grid-cols-2">
        <PasswordAndSessions />
        <DeleteAccount isAdmin={user.isAdmin} />
      </div>
    </div>
  );
}
