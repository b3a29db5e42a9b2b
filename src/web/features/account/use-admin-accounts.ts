import {
  AdminUserResponseSchema,
  type CreateCodesInput,
  CreatedCodesSchema,
  PremiumCodeListSchema,
  UserListSchema,
} from '#shared/schemas/account.ts';
import { postJson } from '#web/lib/api.ts';
import { useGetQuery, useRefreshingMutation } from '#web/lib/use-api-query.ts';

// The admin's side of accounts: users, premium grants and premium codes.
const USERS_URL = '/api/admin/users';
const USERS_QUERY_KEY = [USERS_URL] as const;
const CODES_URL = '/api/admin/premium-codes';

/** Users whose email contains `search` (all users, newest first, for an empty search). */
export function useAdminUsers(search: string) {
  return useGetQuery(
    [...USERS_QUERY_KEY, search],
    `${USERS_URL}?${new URLSearchParams({ q: search })}`,
    (json) => UserListSchema.parse(json).users,
  );
}

/** Grants or extends premium by `days`, or (days undefined) revokes it. */
export function useChangePremium() {
  return useRefreshingMutation(async ({ userId, days }: { userId: number; days?: number }) => {
    const url = `${USERS_URL}/${userId}/${days === undefined ? 'revoke' : 'premium'}`;
    const body = days === undefined ? undefined : { days };
    return AdminUserResponseSchema.parse(await postJson(url, body)).user;
  }, USERS_QUERY_KEY);
}

export function usePremiumCodes() {
  return useGetQuery([CODES_URL], CODES_URL, (json) => PremiumCodeListSchema.parse(json).codes);
}

export function useCreatePremiumCodes() {
  return useRefreshingMutation(
    async (input: CreateCodesInput) =>
      CreatedCodesSchema.parse(await postJson(CODES_URL, input)).codes,
    [CODES_URL],
  );
}
