import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { AdminGuard } from '#web/features/admin/admin-guard.tsx';
import { ModuleDetails } from '#web/features/admin/module-details.tsx';
import { ContentPage } from '#web/layout/page-layout.tsx';

export default function AdminModulePage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams<{ slug: string }>();
  return (
    <AdminGuard>
      <ContentPage title={t('pages.adminModule.title', { slug })}>
        <ModuleDetails slug={slug} />
      </ContentPage>
    </AdminGuard>
  );
}
