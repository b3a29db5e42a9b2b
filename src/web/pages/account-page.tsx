import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { AccountDashboard } from '#web/features/account/account-dashboard.tsx';
import { ContentPage } from '#web/layout/page-layout.tsx';
import { useUser } from '#web/lib/use-user.ts';

export default function AccountPage() {
  const { t } = useTranslation();
  // Asked again on every visit so the role and expiry shown are today's.
  const { user, isLoading } = useUser({ isRefreshedOnMount: true });
  if (!isLoading && !user) return <Redirect to="/auth/signin" replace />;
  return (
    <ContentPage title={t('pages.account.title')}>
      {user ? (
        <AccountDashboard user={user} />
      ) : (
        <Spinner label={t('account.loading')} className="text-parchment-200" />
      )}
    </ContentPage>
  );
}
