import { CircleCheck, CircleDot, Hammer, LoaderCircle, Rocket, Undo2 } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { FEATURE_STATUSES, type FeatureStatus, TIMINGS } from '#shared/constants.ts';
import { FEATURE_TRANSITIONS, type FeatureModule } from '#shared/schemas/admin.ts';
import { AdminSection, QueryError } from '#web/components/admin-section.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useFeatureModules, useSetModuleStatus } from '#web/features/admin/use-modules.ts';
import { getServerErrorMessage } from '#web/lib/api.ts';
import { formatDateTime } from '#web/lib/format-date.ts';
import { cn } from '#web/lib/utils.ts';

const STATUS_CLASSES: Record<FeatureStatus, string> = {
  development: 'border-ink-700/30 bg-ink-900/10 text-ink-800',
  ready: 'border-gold-600 bg-gold-500 text-night-950',
  live: 'border-success-600 bg-success-600 text-white',
};

const ACTION_ICONS: Record<FeatureStatus, typeof Rocket> = {
  ready: CircleCheck,
  live: Rocket,
  development: Undo2,
};

export function FeatureStatusBadge({ status }: { status: FeatureStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="muted" data-status={status} className={STATUS_CLASSES[status]}>
      {t(`admin.status.${status}`)}
    </Badge>
  );
}

type Banner = { tone: 'success' | 'error'; text: string; clearsAfterMs?: number };

function BoardBanner({ banner, onClear }: { banner: Banner | undefined; onClear: () => void }) {
  // The success banners go after 3 s, 5 s for push live; errors stay.
  useEffect(() => {
    if (!banner?.clearsAfterMs) return;
    const timer = setTimeout(onClear, banner.clearsAfterMs);
    return () => clearTimeout(timer);
  }, [banner, onClear]);
  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      {banner ? (
        <p
          data-tone={banner.tone}
          className={cn(
            'rounded-md border px-3 py-2 font-semibold text-sm',
            banner.tone === 'success'
              ? 'border-success-600 bg-success-600/10 text-success-600'
              : 'border-danger-600 bg-danger-600/10 text-danger-700',
          )}
        >
          {banner.text}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The status buttons of one module ('Mark as Ready', 'Push Live', 'Back to Dev') and the banner
 * saying how the last change went.
 */
export function useModuleStatusActions() {
  const { t } = useTranslation();
  const setStatus = useSetModuleStatus();
  const [banner, setBanner] = useState<Banner>();
  const clearBanner = useCallback(() => setBanner(undefined), []);

  function move(module: FeatureModule, to: FeatureStatus) {
    setStatus.mutate(
      { slug: module.slug, status: to },
      {
        onSuccess: (moved) =>
          setBanner({
            tone: 'success',
            text: t(`admin.board.moved.${to}`, { name: moved.name }),
            clearsAfterMs: to === 'live' ? TIMINGS.adminBannerPushLiveMs : TIMINGS.adminBannerMs,
          }),
        onError: (error) =>
          setBanner({
            tone: 'error',
            text:
              getServerErrorMessage(error) ?? t('admin.board.moveFailed', { name: module.name }),
          }),
      },
    );
  }

  function renderActions(module: FeatureModule): ReactNode {
    const pendingTo =
      setStatus.isPending && setStatus.variables?.slug === module.slug
        ? setStatus.variables.status
        : undefined;
    return FEATURE_TRANSITIONS[module.status].map((to) => {
      const Icon = pendingTo === to ? LoaderCircle : ACTION_ICONS[to];
      return (
        <Button
          key={to}
          variant={to === 'development' ? 'parchment' : 'default'}
          disabled={setStatus.isPending}
          onClick={() => move(module, to)}
          aria-label={`${t(`admin.board.actions.${to}`)}: ${module.name}`}
        >
          <Icon
            aria-hidden="true"
            className={cn(pendingTo === to && 'animate-spin motion-reduce:animate-none')}
          />
          {t(`admin.board.actions.${to}`)}
        </Button>
      );
    });
  }

  return {
    banner: <BoardBanner banner={banner} onClear={clearBanner} />,
    renderActions,
  };
}

function ModuleCard({ module, actions }: { module: FeatureModule; actions: ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <li
      data-testid={`module-${module.slug}`}
      className="flex flex-col gap-3 rounded-lg border border-parchment-400 bg-parchment-50/70 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-bold text-ink-900 text-lg">
          <Link
            href={`/admin/modules/${module.slug}`}
            className="inline-flex min-h-11 items-center underline-offset-4 hover:underline"
          >
            {module.name}
          </Link>
        </h3>
        <FeatureStatusBadge status={module.status} />
      </div>
      <p className="text-ink-800 text-sm">{module.description}</p>
      <p className="text-ink-700 text-xs">
        {t('admin.board.lastUpdated', {
          date: formatDateTime(module.lastUpdated, i18n.language),
        })}
      </p>
      {FEATURE_TRANSITIONS[module.status].length > 0 ? (
        <div className="flex flex-wrap gap-2">{actions}</div>
      ) : null}
    </li>
  );
}

/** The feature status board, persisted by the API (not only in this browser). */
export function FeatureBoard() {
  const { t } = useTranslation();
  const modules = useFeatureModules();
  const { banner, renderActions } = useModuleStatusActions();
  return (
    <AdminSection title={t('admin.board.title')} icon={Hammer}>
      {banner}
      {modules.isPending ? (
        <Spinner label={t('admin.loading')} />
      ) : modules.isError ? (
        <QueryError onRetry={() => modules.refetch()} />
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {modules.data.map((module) => (
            <ModuleCard key={module.slug} module={module} actions={renderActions(module)} />
          ))}
        </ul>
      )}
    </AdminSection>
  );
}

/** How many modules are in each status, counted from the board's data. */
function countModulesByStatus(modules: readonly FeatureModule[]) {
  const counts = Object.fromEntries(FEATURE_STATUSES.map((status) => [status, 0])) as Record<
    FeatureStatus,
    number
  >;
  for (const module of modules) counts[module.status] += 1;
  return counts;
}

/** The System Status box: modules per status (the spec's was static text). */
export function SystemStatus() {
  const { t } = useTranslation();
  const titleId = useId();
  const modules = useFeatureModules();
  const counts = countModulesByStatus(modules.data ?? []);
  return (
    <Card asChild>
      <section aria-labelledby={titleId} data-testid="system-status">
        <CardHeader className="flex-row items-center gap-2">
          <CircleDot aria-hidden="true" className="size-5 text-gold-700" />
          <CardTitle id={titleId}>{t('admin.systemStatus.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          {modules.isPending ? (
            <Spinner label={t('admin.loading')} />
          ) : (
            <dl className="grid grid-cols-3 gap-3 text-center">
              {(['live', 'ready', 'development'] as const).map((status) => (
                <div
                  key={status}
                  data-status={status}
                  className="flex flex-col-reverse gap-1 rounded-lg border border-parchment-400 bg-parchment-50/70 px-1.5 py-3 sm:px-3"
                >
                  <dt className="break-words text-ink-700 text-xs uppercase sm:tracking-wider">
                    {t(`admin.systemStatus.${status}`)}
                  </dt>
                  <dd className="font-bold text-2xl text-ink-900">{counts[status]}</dd>
                </div>
              ))}
            </dl>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
