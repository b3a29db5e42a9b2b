import { useTranslation } from 'react-i18next';
import { ModuleGuard } from '#web/features/admin/module-guard.tsx';
import { CommunityGallery } from '#web/features/community/community-gallery.tsx';
import { BackToAdminButton } from '#web/features/previews/back-to-admin.tsx';
import { ContentPage } from '#web/layout/page-layout.tsx';
import NotFoundPage from './not-found-page.tsx';

const GALLERY_PATH = '/community-gallery-preview';

/** Open to whom the community gallery's module lets in (issue 18). */
export default function CommunityGalleryPreviewPage() {
  const { t } = useTranslation();
  return (
    <ModuleGuard slug="community-gallery" fallback={<NotFoundPage />}>
      {() => (
        <ContentPage title={t('pages.communityGallery.title')}>
          <BackToAdminButton />
          <CommunityGallery basePath={GALLERY_PATH} />
        </ContentPage>
      )}
    </ModuleGuard>
  );
}
