import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { throwIfResNotOk } from '#web/lib/api.ts';

type UnauthorizedBehavior = 'throw' | 'returnNull';

declare module '@tanstack/react-query' {
  interface Register {
    /** `meta: { on401: 'returnNull' }` makes the default query function yield null on 401. */
    queryMeta: { on401?: UnauthorizedBehavior };
  }
}

/**
 * A query function that GETs the path made by joining the query key with '/', with cookies (the
 * session is an httpOnly cookie), and parses JSON. On 401 it throws, or yields null when `on401` (or
 * the query's `meta.on401`) is 'returnNull'.
 */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, meta }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include' });
    const on401 = meta?.on401 ?? options.on401;
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/** A query client with the app's defaults: never stale, no refetching, no retries, no holding. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Number.POSITIVE_INFINITY,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      // An action is sent when the player asks, online or not: TanStack's default holds it
      // (pending, spinner on) while the browser says it is offline, until it is back. Sent, it
      // fails at once and the player is told (withConnectionGuard for the mail).
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();
