import { useTranslation } from 'react-i18next';
import { COMMUNITY_MODULE } from '#shared/constants.ts';
import { ModuleGuard } from '#web/features/admin/module-guard.tsx';
import { CommunityGallery } from '#web/features/community/community-gallery.tsx';
import { BackToAdminButton } from '#web/features/previews/back-to-admin.tsx';
import { ContentPage } from '#web/layout/page-layout.tsx';
import NotFoundPage from './not-found-page.tsx';

type CommunityGalleryPageProps = {
  /** Where the gallery lives: its filters, pages and messages are addresses below it. */
  basePath?: string;
  /** The public page (`/community`), rather than the admin's preview of it. */
  isPublic?: boolean;
};

/**
 * The community gallery, open to whom its module lets in: the admin's preview
 * at /community-gallery-preview, and the players' page at /community (everyone once it is live).
 */
export default function CommunityGalleryPreviewPage({
  basePath = '/community-gallery-preview',
  isPublic = false,
}: CommunityGalleryPageProps) {
  const { t } = useTranslation();
  return (
    <ModuleGuard slug={COMMUNITY_MODULE} fallback={<NotFoundPage />}>
      {() => (
        <ContentPage
          title={
            isPublic ? t('pages.communityGallery.publicTitle') : t('pages.communityGallery.title')
          }
        >
          {isPublic ? null : <BackToAdminButton />}
          <CommunityGallery basePath={basePath} />
        </ContentPage>
      )}
    </ModuleGuard>
  );
}
