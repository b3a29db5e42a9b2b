import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OpenModule } from '#shared/schemas/admin.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FeatureStatusBadge } from '#web/features/admin/feature-board.tsx';
import { ModuleFact, ModuleUpdated } from '#web/features/admin/module-details.tsx';
import { BackToAdminButton } from '#web/features/previews/back-to-admin.tsx';

/**
 * A planned tool described from its module: name, status (Beta when ready), who may
 * open it, description and last update, with 'Back to Admin'.
 */
export function ModulePreview({ module }: { module: OpenModule }) {
  const { t } = useTranslation();
  return (
    <>
      <BackToAdminButton />
      <Card asChild>
        <section aria-label={module.name} data-testid="module-preview">
          <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
            <CardTitle className="flex items-center gap-2">
              <FlaskConical aria-hidden="true" className="size-5 text-gold-700" />
              {module.name}
            </CardTitle>
            <div className="flex flex-wrap items-center gap-2">
              <FeatureStatusBadge status={module.status} />
              {module.isBeta ? <Badge>{t('common.beta')}</Badge> : null}
            </div>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <p className="text-ink-800">{module.description}</p>
            <dl className="grid gap-3 text-sm sm:grid-cols-2">
              <ModuleFact label={t('pages.modulePreview.audience')}>
                {t(`pages.modulePreview.audiences.${module.status}`)}
              </ModuleFact>
              <ModuleFact label={t('pages.modulePreview.updated')}>
                <ModuleUpdated lastUpdated={module.lastUpdated} />
              </ModuleFact>
            </dl>
            <p className="text-ink-700 text-sm">
              {t('pages.modulePreview.planned', { tool: module.name })}
            </p>
          </CardContent>
        </section>
      </Card>
    </>
  );
}
