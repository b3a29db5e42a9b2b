import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { AdminLoginForm } from '#web/features/auth/admin-login-form.tsx';
import { AuthPage } from '#web/features/auth/auth-page.tsx';
import { ADMIN_DASHBOARD_PATH } from '#web/features/auth/use-auth.ts';
import { useUser } from '#web/lib/use-user.ts';

export default function AdminLoginPage() {
  const { t } = useTranslation();
  const { user } = useUser();
  if (user?.isAdmin) return <Redirect to={ADMIN_DASHBOARD_PATH} replace />;
  return (
    <AuthPage
      title={t('pages.adminLogin.title')}
      formLabel={t('admin.login.formLabel')}
      intro={t('admin.login.intro')}
    >
      <AdminLoginForm />
    </AuthPage>
  );
}
