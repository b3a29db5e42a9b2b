import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { ChangePasswordInput, DeleteAccountInput } from '#shared/schemas/account.ts';
import { toast } from '#web/components/ui/use-toast.ts';
import { postJson } from '#web/lib/api.ts';
import { forgetOtherQueries, setSignedInUser } from '#web/lib/use-user.ts';

/** Changes the password with the current one; the server signs every other session out. */
export function useChangePassword() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => postJson('/api/account/password', input),
    onSuccess: () =>
      toast({
        variant: 'success',
        title: t('account.security.changedTitle'),
        description: t('account.security.changedText'),
      }),
  });
}

/**
 * Ends the account for this browser after `url` succeeded (sign out everywhere, delete): leaves for
 * `to` first, as a page that needs a user would send the player to sign in when the user goes.
 */
function useLeaveAccount(
  url: string,
  to: string,
  toastKey: 'security.everywhereDone' | 'delete.done',
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (input?: DeleteAccountInput) => postJson(url, input),
    onSuccess: () => {
      navigate(to);
      forgetOtherQueries(queryClient);
      setSignedInUser(queryClient, null);
      toast({
        variant: 'success',
        title: t(`account.${toastKey}Title`),
        description: t(`account.${toastKey}Text`),
      });
    },
  });
}

/** Signs every session of the account out, this one too, and goes to the sign-in page. */
export function useSignOutEverywhere() {
  return useLeaveAccount(
    '/api/account/sign-out-everywhere',
    '/auth/signin',
    'security.everywhereDone',
  );
}

/** Deletes the account with the current password and goes home. */
export function useDeleteAccount() {
  return useLeaveAccount('/api/account/delete', '/', 'delete.done');
}
