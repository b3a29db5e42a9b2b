import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useUser } from '#web/lib/use-user.ts';

const ADMIN_LOGIN_PATH = '/__forgeadmin';

/** 'Authenticating...' with a spinner, while a protected route checks who is asking. */
export function Authenticating() {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-dvh place-items-center p-6">
      <Spinner label={t('admin.authenticating')} className="text-lg text-parchment-100" />
    </div>
  );
}

/**
 * A protected route: 'Authenticating...' while the session is checked, then the
 * page for an admin and /__forgeadmin for anyone else. The server refuses non-admins anyway.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  // Asked again on every visit: an admin session lasts at most 24 hours.
  const { user, isLoading } = useUser({ isRefreshedOnMount: true });
  if (isLoading) return <Authenticating />;
  if (!user?.isAdmin) return <Redirect to={ADMIN_LOGIN_PATH} replace />;
  return children;
}
