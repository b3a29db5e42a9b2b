import { useTranslation } from 'react-i18next';
import { PremiumCodesSection } from '#web/features/account/premium-codes-admin-section.tsx';
import { UsersSection } from '#web/features/account/users-admin-section.tsx';
import { AdminGuard } from '#web/features/admin/admin-guard.tsx';
import { FeatureBoard, SystemStatus } from '#web/features/admin/feature-board.tsx';
import { ChangelogsSection } from '#web/features/changelogs/changelogs-admin-section.tsx';
import { ModerationSection } from '#web/features/community/moderation-section.tsx';
import { NotificationFormSection } from '#web/features/notifications/notification-form.tsx';
import { DevToolsSection } from '#web/features/previews/dev-tools-section.tsx';
import { TranslationsSection } from '#web/features/translations/translations-admin-section.tsx';
import { ContentPage } from '#web/layout/page-layout.tsx';

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
      <ModerationSection />
      <TranslationsSection />
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
