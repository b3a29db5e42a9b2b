import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PremiumContactSchema, type RedeemCodeInput } from '#shared/schemas/account.ts';
import { UserResponseSchema } from '#shared/schemas/auth.ts';
import { ApiError, apiRequest, getJson } from '#web/lib/api.ts';
import { setSignedInUser } from '#web/lib/use-user.ts';

/** Redeems a premium code; the answer's user (now premium) replaces the signed-in user. */
export function useRedeemCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RedeemCodeInput) => {
      const response = await apiRequest('POST', '/api/account/redeem', input);
      return UserResponseSchema.parse(await response.json()).user;
    },
    onSuccess: (user) => setSignedInUser(queryClient, user),
    onError: (error) => {
      // The session ended meanwhile: the account page then sends the player to sign in.
      if (error instanceof ApiError && error.status === 401) setSignedInUser(queryClient, null);
    },
  });
}

/** Where players get premium codes (PREMIUM_CONTACT_URL), or null when the operator set none. */
export function usePremiumContact() {
  return useQuery({
    queryKey: ['/api/account/premium-contact'],
    queryFn: async () =>
      PremiumContactSchema.parse(await getJson('/api/account/premium-contact')).url,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
