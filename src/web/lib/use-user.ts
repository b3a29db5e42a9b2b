import { type QueryClient, type QueryFunctionContext, useQuery } from '@tanstack/react-query';
import type { PublicUser, UserResponse } from '#shared/schemas/auth.ts';
import { getQueryFn } from '#web/lib/query-client.ts';
import { clearSessionHint, hasSessionHint, setSessionHint } from '#web/lib/storage.ts';

// Every page needs the user (the header); nothing here may import zod, which the home route's
// budget cannot carry. Signing in, up and out is the auth feature's (features/auth).

/** The signed-in user's query; its data is the user, or null when signed out. */
const ME_QUERY_KEY = ['/api/auth/me'] as const;

const fetchMe = getQueryFn<UserResponse>({ on401: 'returnNull' });

async function fetchSignedInUser(context: QueryFunctionContext): Promise<PublicUser | null> {
  if (!hasSessionHint()) return null;
  const response = await fetchMe(context);
  if (response === null) {
    clearSessionHint();
    return null;
  }
  // The server writes this answer through UserResponseSchema; the browser need not check it again.
  return response.user;
}

type UseUserOptions = {
  /** Asks the server again when the component mounts (the account page: role and expiry). */
  isRefreshedOnMount?: boolean;
};

/**
 * The signed-in user, or null. A browser that never signed in does not ask the server; a 401 or a
 * failed refresh clears the user. `isLoading` is true only before the first answer.
 */
export function useUser(options: UseUserOptions = {}) {
  const query = useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: fetchSignedInUser,
    // A browser that never signed in knows the answer already: its first render (and the HTML
    // prerendered for it) shows the signed-out header instead of waiting.
    initialData: hasSessionHint() ? undefined : null,
    refetchOnMount: options.isRefreshedOnMount ? 'always' : true,
    // Asked offline too: the service worker answers with the last answer it kept (a premium
    // player's templates work offline), and with none the player is seen signed out, not waiting.
    networkMode: 'offlineFirst',
  });
  const user = query.isError ? null : (query.data ?? null);
  return { user, isLoading: query.isPending, isPremium: user?.role === 'premium' };
}

/**
 * The signed-in user as the client knows it without asking: the user, null when signed out, or
 * undefined while nobody has asked yet.
 */
export function getKnownUser(queryClient: QueryClient): PublicUser | null | undefined {
  return queryClient.getQueryData<PublicUser | null>(ME_QUERY_KEY);
}

/** Makes `user` the signed-in user everywhere, or signs the client out with null. */
export function setSignedInUser(queryClient: QueryClient, user: PublicUser | null): void {
  if (user) setSessionHint();
  else clearSessionHint();
  queryClient.setQueryData(ME_QUERY_KEY, user);
}

// The previous user's data (notifications, changelogs…) must not outlive the session.
export function forgetOtherQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
}
