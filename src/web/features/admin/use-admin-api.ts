import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeatureStatus } from '#shared/constants.ts';
import {
  AdminChangelogListSchema,
  AdminUserResponseSchema,
  type ChangelogFormInput,
  ChangelogResponseSchema,
  type CreateCodesInput,
  CreatedCodesSchema,
  type FeatureModule,
  ModuleListSchema,
  ModuleResponseSchema,
  ModuleStatusResponseSchema,
  PremiumCodeListSchema,
  UserListSchema,
} from '#shared/schemas/admin.ts';
import { type NotificationForm, NotificationSentSchema } from '#shared/schemas/notifications.ts';
import { NOTIFICATIONS_QUERY_KEY } from '#web/features/notifications/use-notifications.ts';
import { apiRequest } from '#web/lib/api.ts';

export const MODULES_QUERY_KEY = ['/api/admin/modules'] as const;
export const CHANGELOGS_QUERY_KEY = ['/api/admin/changelogs'] as const;
export const USERS_QUERY_KEY = ['/api/admin/users'] as const;
export const CODES_QUERY_KEY = ['/api/admin/premium-codes'] as const;

async function getJson(url: string): Promise<unknown> {
  return (await apiRequest('GET', url)).json();
}

async function postJson(url: string, body?: unknown): Promise<unknown> {
  return (await apiRequest('POST', url, body)).json();
}

/** The feature modules of the board, from `feature_modules`. */
export function useFeatureModules() {
  return useQuery({
    queryKey: MODULES_QUERY_KEY,
    queryFn: async () => ModuleListSchema.parse(await getJson(MODULES_QUERY_KEY[0])).modules,
  });
}

/** One module, for /admin/modules/{slug}. */
export function useFeatureModule(slug: string) {
  return useQuery({
    queryKey: [...MODULES_QUERY_KEY, slug],
    queryFn: async () =>
      ModuleResponseSchema.parse(
        await getJson(`${MODULES_QUERY_KEY[0]}/${encodeURIComponent(slug)}`),
      ).module,
  });
}

/** Moves a module to another status; the server refuses a transition the board does not allow. */
export function useSetModuleStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ slug, status }: { slug: string; status: FeatureStatus }) =>
      ModuleStatusResponseSchema.parse(
        await postJson(`${MODULES_QUERY_KEY[0]}/${encodeURIComponent(slug)}/status`, { status }),
      ).module,
    onSuccess: (module) => {
      queryClient.setQueryData<FeatureModule[]>(MODULES_QUERY_KEY, (modules) =>
        modules?.map((entry) => (entry.slug === module.slug ? module : entry)),
      );
      queryClient.setQueryData([...MODULES_QUERY_KEY, module.slug], module);
    },
    // A refusal (someone else moved it) shows where it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: MODULES_QUERY_KEY }),
  });
}

/** Sends a notification to every premium user (`POST /api/admin/notifications`). */
export function useSendNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: NotificationForm) =>
      NotificationSentSchema.parse(await postJson('/api/admin/notifications', form)),
    // Spec section 7: on success the notification list is refreshed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}

/** Every changelog, drafts included. */
export function useAdminChangelogs() {
  return useQuery({
    queryKey: CHANGELOGS_QUERY_KEY,
    queryFn: async () =>
      AdminChangelogListSchema.parse(await getJson(CHANGELOGS_QUERY_KEY[0])).changelogs,
  });
}

export function useCreateChangelog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: ChangelogFormInput) =>
      ChangelogResponseSchema.parse(await postJson(CHANGELOGS_QUERY_KEY[0], form)).changelog,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHANGELOGS_QUERY_KEY }),
  });
}

export function usePublishChangelog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      ChangelogResponseSchema.parse(await postJson(`${CHANGELOGS_QUERY_KEY[0]}/${id}/publish`))
        .changelog,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CHANGELOGS_QUERY_KEY }),
  });
}

/** Users whose email contains `search` (all users, newest first, for an empty search). */
export function useAdminUsers(search: string) {
  return useQuery({
    queryKey: [...USERS_QUERY_KEY, search],
    queryFn: async () =>
      UserListSchema.parse(
        await getJson(`${USERS_QUERY_KEY[0]}?${new URLSearchParams({ q: search })}`),
      ).users,
  });
}

/** Grants or extends premium by `days`, or (days undefined) revokes it. */
export function useChangePremium() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, days }: { userId: number; days?: number }) => {
      const url = `${USERS_QUERY_KEY[0]}/${userId}/${days === undefined ? 'revoke' : 'premium'}`;
      const body = days === undefined ? undefined : { days };
      return AdminUserResponseSchema.parse(await postJson(url, body)).user;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
}

export function usePremiumCodes() {
  return useQuery({
    queryKey: CODES_QUERY_KEY,
    queryFn: async () => PremiumCodeListSchema.parse(await getJson(CODES_QUERY_KEY[0])).codes,
  });
}

export function useCreatePremiumCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateCodesInput) =>
      CreatedCodesSchema.parse(await postJson(CODES_QUERY_KEY[0], input)).codes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CODES_QUERY_KEY }),
  });
}
