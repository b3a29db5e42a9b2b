import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { AuthSuccessSchema, type SignInInput, type SignUpInput } from '#shared/schemas/auth.ts';
import { toast } from '#web/components/ui/use-toast.ts';
import { apiRequest } from '#web/lib/api.ts';
import { describeAuthError } from '#web/lib/auth-error.ts';
import { forgetOtherQueries, setSignedInUser } from '#web/lib/use-user.ts';
import { forgetImportDeclined } from '#web/lib/visitor-history.ts';

async function postCredentials(url: string, credentials: SignInInput | SignUpInput) {
  const response = await apiRequest('POST', url, credentials);
  return AuthSuccessSchema.parse(await response.json()).user;
}

/** Signs in; on success stores the user, toasts 'Welcome back!' and goes to /. */
export function useSignIn() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (credentials: SignInInput) => postCredentials('/api/auth/signin', credentials),
    onSuccess: (user) => {
      forgetOtherQueries(queryClient);
      setSignedInUser(queryClient, user);
      // A new sign-in offers again the mails kept as a visitor (features/history).
      forgetImportDeclined();
      toast({
        variant: 'success',
        title: t('auth.toasts.signedInTitle'),
        description: t('auth.toasts.signedInText'),
      });
      navigate('/');
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: t('auth.toasts.signInFailedTitle'),
        description: describeAuthError(error, t('auth.toasts.signInFailedText')),
      });
    },
  });
}

/** Creates the account; on success stores the user, toasts 'Welcome to MailForge!' and goes to /. */
export function useSignUp() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (credentials: SignUpInput) => postCredentials('/api/auth/signup', credentials),
    onSuccess: (user) => {
      forgetOtherQueries(queryClient);
      setSignedInUser(queryClient, user);
      forgetImportDeclined();
      toast({
        variant: 'success',
        title: t('auth.toasts.signedUpTitle'),
        description: t('auth.toasts.signedUpText'),
      });
      navigate('/');
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: t('auth.toasts.signUpFailedTitle'),
        description: describeAuthError(error, t('auth.toasts.signUpFailedText')),
      });
    },
  });
}
