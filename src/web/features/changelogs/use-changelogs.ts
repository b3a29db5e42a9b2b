import { useQuery } from '@tanstack/react-query';
import {
  AdminChangelogListSchema,
  type ChangelogFormInput,
  type ChangelogList,
  ChangelogListSchema,
  ChangelogResponseSchema,
} from '#shared/schemas/changelogs.ts';
import { apiRequest, postJson } from '#web/lib/api.ts';
import { useGetQuery, useRefreshingMutation } from '#web/lib/use-api-query.ts';

/** The premium user's published changelogs (`GET /api/changelogs`). */
const CHANGELOGS_QUERY_KEY = ['/api/changelogs'] as const;

async function fetchChangelogs(): Promise<ChangelogList> {
  const response = await apiRequest('GET', CHANGELOGS_QUERY_KEY[0]);
  return ChangelogListSchema.parse(await response.json());
}

/** Newest first by publication date; an entry without one goes last. */
function sortNewestFirst(changelogs: ChangelogList['changelogs']) {
  const time = (iso: string | null) => (iso ? Date.parse(iso) || 0 : 0);
  return [...changelogs].sort((a, b) => time(b.publishedAt) - time(a.publishedAt));
}

/**
 * The changelogs of a premium user with their unread count. `isEnabled` is false for everyone
 * else: the fetch happens only for premium users, the server answers others 403.
 */
export function useChangelogs(isEnabled: boolean) {
  const query = useQuery({
    queryKey: CHANGELOGS_QUERY_KEY,
    queryFn: fetchChangelogs,
    enabled: isEnabled,
  });
  return {
    changelogs: sortNewestFirst(query.data?.changelogs ?? []),
    unreadCount: query.data?.unreadCount ?? 0,
    isLoading: query.isPending && isEnabled,
    isError: query.isError && query.data === undefined,
    refetch: query.refetch,
  };
}

/** Marks one changelog read, then refreshes the list. */
export function useMarkChangelogRead() {
  return useRefreshingMutation(
    async (id: number) => {
      await apiRequest('POST', `/api/changelogs/${id}/read`);
    },
    CHANGELOGS_QUERY_KEY,
    'settled',
  );
}

/** The admin's list: every changelog, drafts included. */
const ADMIN_CHANGELOGS_QUERY_KEY = ['/api/admin/changelogs'] as const;

/** Every changelog, drafts included. */
export function useAdminChangelogs() {
  return useGetQuery(
    ADMIN_CHANGELOGS_QUERY_KEY,
    ADMIN_CHANGELOGS_QUERY_KEY[0],
    (json) => AdminChangelogListSchema.parse(json).changelogs,
  );
}

export function useCreateChangelog() {
  return useRefreshingMutation(
    async (form: ChangelogFormInput) =>
      ChangelogResponseSchema.parse(await postJson(ADMIN_CHANGELOGS_QUERY_KEY[0], form)).changelog,
    ADMIN_CHANGELOGS_QUERY_KEY,
  );
}

export function usePublishChangelog() {
  return useRefreshingMutation(
    async (id: number) =>
      ChangelogResponseSchema.parse(
        await postJson(`${ADMIN_CHANGELOGS_QUERY_KEY[0]}/${id}/publish`),
      ).changelog,
    ADMIN_CHANGELOGS_QUERY_KEY,
    'settled',
  );
}
