import { type QueryFunctionContext, useQuery } from '@tanstack/react-query';
import { canOpenModule, type ModuleViewer, toModuleViewer } from '#shared/module-access.ts';
import type { OpenModule } from '#shared/schemas/admin.ts';
import { getQueryFn } from '#web/lib/query-client.ts';
import { useUser } from '#web/lib/use-user.ts';

// The header asks on every page, the home page's first load included: no zod here (use-user.ts).

/** `GET /api/modules`: the modules the current user may open. */
export const OPEN_MODULES_QUERY_KEY = '/api/modules';

const fetchOpenModules = getQueryFn<{ modules: OpenModule[] }>({ on401: 'throw' });

async function fetchModules(context: QueryFunctionContext): Promise<OpenModule[]> {
  // The server writes this answer through OpenModuleListSchema; the browser need not check it.
  return (
    (await fetchOpenModules({ ...context, queryKey: [OPEN_MODULES_QUERY_KEY] }))?.modules ?? []
  );
}

type UseOpenModulesOptions = {
  /** Asks the server again when the component mounts (a module's page: the board may have moved). */
  isRefreshedOnMount?: boolean;
  /**
   * Asks for a visitor too. The header does not: a visitor's pages never call the API on their
   * own (the first load's budget), so only a module's page asks for them.
   */
  isAskedForVisitors?: boolean;
};

/**
 * The feature modules the signed-in user (or the visitor) may open, with who they are to the
 * module rule. One answer per user: signing in or out, or a role change, asks again.
 */
export function useOpenModules(options: UseOpenModulesOptions = {}) {
  const { user, isLoading } = useUser();
  const viewer: ModuleViewer = toModuleViewer(user);
  const query = useQuery({
    queryKey: [OPEN_MODULES_QUERY_KEY, user ? `${user.id}:${viewer}` : viewer],
    queryFn: fetchModules,
    enabled: !isLoading && (user !== null || options.isAskedForVisitors === true),
    refetchOnMount: options.isRefreshedOnMount ? 'always' : true,
    // The board may have moved while the player was away: coming back to the tab asks again, so an
    // open page drops a tool whose module went back to development (and shows one pushed live).
    refetchOnWindowFocus: 'always',
  });
  return { modules: query.data, viewer, isLoading: isLoading || query.isPending, query };
}

/**
 * Whether the signed-in player (or the visitor) may open the module `slug` now, for a part of a
 * page the module owns (the gallery's 'Share to gallery', the account's shared mail): false until
 * the answer comes, so nothing shows that may vanish. It asks for visitors too.
 */
export function useCanOpenModule(slug: string): boolean {
  const { modules, viewer } = useOpenModules({ isAskedForVisitors: true });
  const module = modules?.find((entry) => entry.slug === slug);
  return module !== undefined && canOpenModule(module.status, viewer);
}
