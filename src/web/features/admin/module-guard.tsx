import type { ReactNode } from 'react';
import { canOpenModule } from '#shared/module-access.ts';
import type { OpenModule } from '#shared/schemas/admin.ts';
import { QueryError } from '#web/components/admin-section.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Authenticating } from '#web/features/admin/admin-guard.tsx';
import { useOpenModules } from '#web/lib/use-open-modules.ts';
import { useUser } from '#web/lib/use-user.ts';

type ModuleGuardProps = {
  /** The module that gates the page, or null for a private development page (admins only). */
  slug: string | null;
  /** What someone who may not open it sees: the not-found page, as the server answers. */
  fallback: ReactNode;
  children: (module: OpenModule | undefined) => ReactNode;
};

/**
 * A page of a feature module: 'Authenticating...' while the session and the modules
 * are asked for, then the page to whom the module's status lets in and `fallback` to anyone else.
 * The server gives the same answer to a page load (features/admin/module-access.ts).
 */
export function ModuleGuard({ slug, fallback, children }: ModuleGuardProps) {
  // Asked again on every visit: an admin session lasts at most 24 hours, and the board may move.
  const { isLoading: isUserLoading } = useUser({ isRefreshedOnMount: true });
  const { modules, viewer, isLoading, query } = useOpenModules({
    isRefreshedOnMount: true,
    isAskedForVisitors: slug !== null,
  });
  if (slug === null) {
    if (isUserLoading) return <Authenticating />;
    // A private development page: the admin's, whatever the board says.
    return canOpenModule('development', viewer) ? children(undefined) : fallback;
  }
  if (isUserLoading || isLoading) return <Authenticating />;
  if (query.isError) {
    return (
      <div className="grid min-h-dvh place-items-center p-6">
        <Card className="p-5">
          <QueryError onRetry={() => query.refetch()} />
        </Card>
      </div>
    );
  }
  const module = modules?.find((entry) => entry.slug === slug);
  if (!module || !canOpenModule(module.status, viewer)) return fallback;
  return children(module);
}
