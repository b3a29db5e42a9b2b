import { useTranslation } from 'react-i18next';
import { AdminGuard } from '#web/features/admin/admin-guard.tsx';
import { ContentPage } from '#web/layout/page-layout.tsx';

export default function AdminMailforgeV3Page() {
  const { t } = useTranslation();
  return (
    <AdminGuard>
      <ContentPage title={t('pages.adminMailToolV3.title')} />
    </AdminGuard>
  );
}
