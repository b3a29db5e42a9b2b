import { useTranslation } from 'react-i18next';
import { ModuleGuard } from '#web/features/admin/module-guard.tsx';
import { MailToolVersion } from '#web/features/mail-tool/versions.tsx';
import { ContentPage } from '#web/layout/page-layout.tsx';
import NotFoundPage from './not-found-page.tsx';

/** Open to whom the third version's module lets in (issue 18). */
export default function AdminMailforgeV3Page() {
  const { t } = useTranslation();
  return (
    <ModuleGuard slug="mailforge-v3" fallback={<NotFoundPage />}>
      {() => (
        <ContentPage title={t('pages.adminMailToolV3.title')}>
          <MailToolVersion slug="mailforge-v3" />
        </ContentPage>
      )}
    </ModuleGuard>
  );
}
