import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { Card, CardContent, CardHeader } from '#web/components/ui/card.tsx';
import { AdminLoginForm } from '#web/features/auth/admin-login-form.tsx';
import { ADMIN_DASHBOARD_PATH } from '#web/features/auth/use-auth.ts';
import { ContentPage } from '#web/layout/page-layout.tsx';
import { useUser } from '#web/lib/use-user.ts';

export default function AdminLoginPage() {
  const { t } = useTranslation();
  const { user } = useUser();
  if (user?.isAdmin) return <Redirect to={ADMIN_DASHBOARD_PATH} replace />;
  return (
    <ContentPage title={t('pages.adminLogin.title')} className="max-w-xl">
      <Card asChild>
        <section aria-label={t('admin.login.formLabel')}>
          <CardHeader>
            <p className="text-ink-700">{t('admin.login.intro')}</p>
          </CardHeader>
          <CardContent>
            <AdminLoginForm />
          </CardContent>
        </section>
      </Card>
    </ContentPage>
  );
}
