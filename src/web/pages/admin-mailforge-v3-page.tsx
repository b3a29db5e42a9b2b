import { useTranslation } from 'react-i18next';
import { ModuleGuard } from '#web/features/admin/module-guard.tsx';
import { MailToolVersion } from '#web/features/mail-tool/versions.tsx';
import { ContentPage } from '#web/layout/page-layout.tsx';
import { useUser } from '#web/lib/use-user.ts';
import NotFoundPage from './not-found-page.tsx';

/** Open to whom the third version's module lets in; 'admin testing area' is said to the admin only. */
export default function AdminMailforgeV3Page() {
  const { t } = useTranslation();
  const { user } = useUser();
  return (
    <ModuleGuard slug="mailforge-v3" fallback={<NotFoundPage />}>
      {() => (
        <ContentPage
          title={t(
            user?.isAdmin ? 'pages.adminMailToolV3.title' : 'pages.adminMailToolV3.publicTitle',
          )}
        >
          <MailToolVersion slug="mailforge-v3" />
        </ContentPage>
      )}
    </ModuleGuard>
  );
}
