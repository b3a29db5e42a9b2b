import { useTranslation } from 'react-i18next';
import { ContentPage } from '#web/components/layout/page-layout.tsx';
import { AdminGuard } from '#web/features/admin/admin-guard.tsx';
import { ChangelogsSection } from '#web/features/admin/changelogs-section.tsx';
import { DevToolsSection } from '#web/features/admin/dev-tools-section.tsx';
import { FeatureBoard, SystemStatus } from '#web/features/admin/feature-board.tsx';
import { NotificationFormSection } from '#web/features/admin/notification-form.tsx';
import { PremiumCodesSection } from '#web/features/admin/premium-codes-section.tsx';
import { UsersSection } from '#web/features/admin/users-section.tsx';

function AdminDashboard() {
  const { t } = useTranslation();
  return (
    <ContentPage title={t('pages.adminDashboard.title')} className="max-w-6xl">
      <SystemStatus />
      <FeatureBoard />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <NotificationFormSection />
        <ChangelogsSection />
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <UsersSection />
        <PremiumCodesSection />
      </div>
      <DevToolsSection />
    </ContentPage>
  );
}

export default function AdminDashboardPage() {
  return (
    <AdminGuard>
      <AdminDashboard />
    </AdminGuard>
  );
}
