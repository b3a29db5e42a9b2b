import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { FEATURE_TRANSITIONS } from '#shared/schemas/admin.ts';
import { QueryError } from '#web/components/admin-section.tsx';
import { BackLink } from '#web/components/back-link.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { FeatureStatusBadge, useModuleStatusActions } from '#web/features/admin/feature-board.tsx';
import { useFeatureModule } from '#web/features/admin/use-modules.ts';
import { ApiError } from '#web/lib/api.ts';
import { formatDateTime } from '#web/lib/format-date.ts';
import { cn } from '#web/lib/utils.ts';

/** One term of a module's facts (a `<dl>`): its label above its value. */
export function ModuleFact({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="font-semibold text-ink-700 text-xs uppercase tracking-wider">{label}</dt>
      <dd className={cn('text-ink-900', className)}>{children}</dd>
    </div>
  );
}

/** When a module last changed, in the reader's language. */
export function ModuleUpdated({ lastUpdated }: { lastUpdated: string }) {
  const { i18n } = useTranslation();
  return <time dateTime={lastUpdated}>{formatDateTime(lastUpdated, i18n.language)}</time>;
}

function BackToDashboard() {
  const { t } = useTranslation();
  return <BackLink href="/admin/dashboard">{t('admin.module.back')}</BackLink>;
}

/** One feature module's details and status buttons (/admin/modules/{slug}). */
export function ModuleDetails({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const module = useFeatureModule(slug);
  const { banner, renderActions } = useModuleStatusActions();

  if (module.isPending)
    return <Spinner label={t('admin.loading')} className="text-parchment-100" />;
  if (module.isError) {
    const isMissing = module.error instanceof ApiError && module.error.status === 404;
    return (
      <>
        <BackToDashboard />
        {isMissing ? (
          <p className="text-parchment-200">{t('admin.module.notFound', { slug })}</p>
        ) : (
          <Card className="p-5">
            <QueryError onRetry={() => module.refetch()} />
          </Card>
        )}
      </>
    );
  }
  const data = module.data;
  return (
    <>
      <BackToDashboard />
      <Card asChild>
        <section aria-label={data.name}>
          <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
            <CardTitle>{data.name}</CardTitle>
            <FeatureStatusBadge status={data.status} />
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {banner}
            <p className="text-ink-800">{data.description}</p>
            <dl className="grid gap-3 text-sm sm:grid-cols-2">
              <ModuleFact label={t('admin.module.slug')} className="font-mono">
                {data.slug}
              </ModuleFact>
              <ModuleFact label={t('admin.module.updated')}>
                <ModuleUpdated lastUpdated={data.lastUpdated} />
              </ModuleFact>
            </dl>
            <div className="flex flex-wrap gap-2">
              {data.previewUrl ? (
                <Button asChild variant="parchment">
                  <Link href={data.previewUrl}>
                    <ExternalLink aria-hidden="true" />
                    {t('admin.module.openPreview')}
                  </Link>
                </Button>
              ) : null}
              {FEATURE_TRANSITIONS[data.status].length > 0 ? renderActions(data) : null}
            </div>
          </CardContent>
        </section>
      </Card>
    </>
  );
}
