import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminChangelogListSchema,
  type ChangelogFormInput,
  type ChangelogList,
  ChangelogListSchema,
  ChangelogResponseSchema,
} from '#shared/schemas/changelogs.ts';
import { apiRequest, getJson, postJson } from '#web/lib/api.ts';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('POST', `/api/changelogs/${id}/read`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: CHANGELOGS_QUERY_KEY }),
  });
}

/** The admin's list: every changelog, drafts included. */
const ADMIN_CHANGELOGS_QUERY_KEY = ['/api/admin/changelogs'] as const;

/** Every changelog, drafts included. */
export function useAdminChangelogs() {
  return useQuery({
    queryKey: ADMIN_CHANGELOGS_QUERY_KEY,
    queryFn: async () =>
      AdminChangelogListSchema.parse(await getJson(ADMIN_CHANGELOGS_QUERY_KEY[0])).changelogs,
  });
}

export function useCreateChangelog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: ChangelogFormInput) =>
      ChangelogResponseSchema.parse(await postJson(ADMIN_CHANGELOGS_QUERY_KEY[0], form)).changelog,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_CHANGELOGS_QUERY_KEY }),
  });
}

export function usePublishChangelog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      ChangelogResponseSchema.parse(
        await postJson(`${ADMIN_CHANGELOGS_QUERY_KEY[0]}/${id}/publish`),
      ).changelog,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_CHANGELOGS_QUERY_KEY }),
  });
}
