import { ExternalLink, FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { AdminSection, QueryError } from '#web/components/admin-section.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { FeatureStatusBadge } from '#web/features/admin/feature-board.tsx';
import { ADMIN_PREVIEW_TOOLS } from '#web/features/previews/preview-tools.ts';
import { useOpenModules } from '#web/lib/use-open-modules.ts';

/** Every private page of the admin area, one card each, with its module. */
const DEV_TOOLS = [
  { id: 'mailforge-v3-tool', href: '/admin/tools/mailforge-v3', module: 'mailforge-v3' },
  ...ADMIN_PREVIEW_TOOLS.map((tool) => ({
    id: tool,
    href: `/admin/preview/${tool}`,
    module: tool,
  })),
  { id: 'community-gallery', href: '/community-gallery-preview', module: 'community-gallery' },
  // A private development page: no module, admins only.
  { id: 'original-home', href: '/private-dev/original-home', module: null },
] as const;

/** Development tool cards linking to the previews, each with its module's status (`GET /api/modules`). */
export function DevToolsSection() {
  const { t } = useTranslation();
  const { modules, isLoading, query } = useOpenModules();
  return (
    <AdminSection title={t('admin.devTools.title')} icon={FlaskConical}>
      {isLoading ? (
        <Spinner label={t('admin.loading')} />
      ) : query.isError ? (
        <QueryError onRetry={() => query.refetch()} />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {DEV_TOOLS.flatMap((tool) => {
            const module = modules?.find((entry) => entry.slug === tool.module);
            // A module the list does not hold is not there to open.
            if (tool.module !== null && !module) return [];
            return [
              <li key={tool.id}>
                <Link
                  href={tool.href}
                  className="flex min-h-11 flex-col gap-1 rounded-lg border border-parchment-400 bg-parchment-50/70 p-4 hover:border-gold-600 hover:bg-parchment-50"
                >
                  <span className="flex items-center gap-2 font-semibold text-ink-900">
                    {t(`admin.devTools.tools.${tool.id}`)}
                    <ExternalLink aria-hidden="true" className="size-4 text-gold-700" />
                  </span>
                  <span className="break-all font-mono text-ink-700 text-xs">{tool.href}</span>
                  <span className="flex flex-wrap gap-1.5">
                    {module ? <FeatureStatusBadge status={module.status} /> : null}
                    {module?.isBeta ? <Badge>{t('common.beta')}</Badge> : null}
                    {module ? null : (
                      <Badge variant="muted">{t('admin.devTools.adminsOnly')}</Badge>
                    )}
                  </span>
                </Link>
              </li>,
            ];
          })}
        </ul>
      )}
    </AdminSection>
  );
}
