import { useTranslation } from 'react-i18next';
import { AdminGuard } from '#web/features/admin/admin-guard.tsx';
import type { AdminPreviewTool } from '#web/features/previews/preview-tools.ts';
import { ContentPage } from '#web/layout/page-layout.tsx';

export default function AdminPreviewPage({ tool }: { tool: AdminPreviewTool }) {
  const { t } = useTranslation();
  return (
    <AdminGuard>
      <ContentPage title={t('pages.adminPreview.title', { tool: t(`tools.${tool}`) })} />
    </AdminGuard>
  );
}
