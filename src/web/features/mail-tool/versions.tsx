import { type ComponentType, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadBoundary, lazyPart } from '#web/components/lazy-part.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { BackToAdminButton } from '#web/features/previews/back-to-admin.tsx';

/**
 * The mail tool's later versions by module slug, each its own chunk: the pages that
 * show one load it, no other page pays for it.
 */
const MAIL_TOOL_VERSIONS: Readonly<Record<string, ComponentType>> = {
  'mailforge-v2': lazyPart(async () => ({
    default: (await import('./mail-tool-v2.tsx')).MailToolV2,
  })),
  'mailforge-v3': lazyPart(async () => ({
    default: (await import('./mail-tool-v3.tsx')).MailToolV3,
  })),
};

/** Whether `slug` is a mail tool version with a tool to show (not a planned tool's page). */
export function hasMailToolVersion(slug: string): boolean {
  return Object.hasOwn(MAIL_TOOL_VERSIONS, slug);
}

/** 'Back to Admin' and the mail tool version of `slug` (nothing else when it has none yet). */
export function MailToolVersion({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const Tool = Object.hasOwn(MAIL_TOOL_VERSIONS, slug) ? MAIL_TOOL_VERSIONS[slug] : undefined;
  return (
    <>
      <BackToAdminButton />
      {Tool ? (
        <LoadBoundary>
          <Suspense
            fallback={
              <div className="flex justify-center py-10">
                <Spinner label={t('common.loading')} className="text-parchment-200" />
              </div>
            }
          >
            <Tool />
          </Suspense>
        </LoadBoundary>
      ) : null}
    </>
  );
}
