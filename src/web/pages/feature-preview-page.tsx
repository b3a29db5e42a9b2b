import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { BackLink } from '#web/components/back-link.tsx';
import { ModuleGuard } from '#web/features/admin/module-guard.tsx';
import { hasMailToolVersion, MailToolVersion } from '#web/features/mail-tool/versions.tsx';
import { ModulePreview } from '#web/features/previews/module-preview.tsx';
import { ContentPage } from '#web/layout/page-layout.tsx';
import { useUser } from '#web/lib/use-user.ts';
import NotFoundPage from './not-found-page.tsx';

/** The admin sees 'Feature Not Found' for a slug no module has; anyone else, the 404 page. */
function PreviewNotFound({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const { user } = useUser();
  if (!user?.isAdmin) return <NotFoundPage />;
  return (
    <ContentPage title={t('pages.featurePreview.notFound')}>
      <p className="text-parchment-200">{t('pages.featurePreview.notFoundText', { slug })}</p>
      <BackLink href="/">{t('common.backHome')}</BackLink>
    </ContentPage>
  );
}

/** `/preview/{slug}`: a module's page, open to whom its status lets in. */
export default function FeaturePreviewPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams<{ slug: string }>();
  return (
    <ModuleGuard slug={slug} fallback={<PreviewNotFound slug={slug} />}>
      {(module) =>
        module ? (
          <ContentPage
            title={t('pages.featurePreview.title', {
              tool: t(`tools.${module.slug}`, { defaultValue: module.name }),
            })}
          >
            {hasMailToolVersion(slug) ? (
              <MailToolVersion slug={slug} />
            ) : (
              <ModulePreview module={module} />
            )}
          </ContentPage>
        ) : null
      }
    </ModuleGuard>
  );
}
