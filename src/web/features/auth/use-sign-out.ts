import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { toast } from '#web/components/ui/use-toast.ts';
import { ApiError, apiRequest } from '#web/lib/api.ts';
import { forgetOtherQueries, setSignedInUser } from '#web/lib/use-user.ts';

// The header signs out on every page: nothing here may import zod, which the home route's budget
// cannot carry. Sign-in and sign-up, which parse with the shared schemas, live in use-auth.ts.

/** Ends the session on the server, forgets the user, toasts 'Signed Out' and goes to /. */
export function useSignOut() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', '/api/auth/signout').catch((error: unknown) => {
        // The server no longer knows the session: the user is signed out already.
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      });
    },
    onSuccess: () => {
      // Leave first: a page that needs a user (the account page) would otherwise redirect to
      // sign-in when the user goes.
      navigate('/');
      forgetOtherQueries(queryClient);
      setSignedInUser(queryClient, null);
      toast({ title: t('auth.toasts.signedOutTitle') });
    },
    onError: () => {
      toast({
        variant: 'destructive',
        title: t('auth.toasts.errorTitle'),
        description: t('auth.toasts.errorText'),
      });
    },
  });
}
