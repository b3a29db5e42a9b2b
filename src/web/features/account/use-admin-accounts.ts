import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminUserResponseSchema,
  type CreateCodesInput,
  CreatedCodesSchema,
  PremiumCodeListSchema,
  UserListSchema,
} from '#shared/schemas/account.ts';
import { getJson, postJson } from '#web/lib/api.ts';

// The admin's side of accounts: users, premium grants and premium codes.
const USERS_QUERY_KEY = ['/api/admin/users'] as const;
const CODES_QUERY_KEY = ['/api/admin/premium-codes'] as const;

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
