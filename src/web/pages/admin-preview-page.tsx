import { useTranslation } from 'react-i18next';
import { ModuleGuard } from '#web/features/admin/module-guard.tsx';
import { hasMailToolVersion, MailToolVersion } from '#web/features/mail-tool/versions.tsx';
import { ModulePreview } from '#web/features/previews/module-preview.tsx';
import type { AdminPreviewTool } from '#web/features/previews/preview-tools.ts';
import { ContentPage } from '#web/layout/page-layout.tsx';
import { useUser } from '#web/lib/use-user.ts';
import NotFoundPage from './not-found-page.tsx';

/** `/admin/preview/{tool}`: open to whom the tool's module lets in; 'admin testing area' for the admin only. */
export default function AdminPreviewPage({ tool }: { tool: AdminPreviewTool }) {
  const { t } = useTranslation();
  const { user } = useUser();
  return (
    <ModuleGuard slug={tool} fallback={<NotFoundPage />}>
      {(module) => (
        <ContentPage
          title={t(user?.isAdmin ? 'pages.adminPreview.title' : 'pages.featurePreview.title', {
            tool: t(`tools.${tool}`),
          })}
        >
          {/* The mail tool's second and third versions are tools of their own. */}
          {module && !hasMailToolVersion(tool) ? (
            <ModulePreview module={module} />
          ) : (
            <MailToolVersion slug={tool} />
          )}
        </ContentPage>
      )}
    </ModuleGuard>
  );
}
