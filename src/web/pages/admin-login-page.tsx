import { Redirect } from 'wouter';
import { AdminLoginForm } from '#web/features/auth/admin-login-form.tsx';
import { useAuthPageTexts } from '#web/features/auth/auth-page.tsx';
import { ADMIN_DASHBOARD_PATH } from '#web/features/auth/use-auth.ts';
import { FormPage } from '#web/layout/page-layout.tsx';
import { useUser } from '#web/lib/use-user.ts';

export default function AdminLoginPage() {
  const { user } = useUser();
  const texts = useAuthPageTexts('adminLogin');
  if (user?.isAdmin) return <Redirect to={ADMIN_DASHBOARD_PATH} replace />;
  return (
    <FormPage {...texts}>
      <AdminLoginForm />
    </FormPage>
  );
}
