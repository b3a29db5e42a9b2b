import { Redirect } from 'wouter';
import { AdminLoginForm } from '#web/features/auth/admin-login-form.tsx';
import { ADMIN_DASHBOARD_PATH } from '#web/features/auth/use-auth.ts';
import { useUser } from '#web/lib/use-user.ts';
import { AuthPage } from '#web/pages/auth-page.tsx';

export default function AdminLoginPage() {
  const { user } = useUser();
  if (user?.isAdmin) return <Redirect to={ADMIN_DASHBOARD_PATH} replace />;
  return (
    <AuthPage page="adminLogin">
      <AdminLoginForm />
    </AuthPage>
  );
}
