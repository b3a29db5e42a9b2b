import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ADMIN_MESSAGES, type AdminLoginInput } from '#shared/schemas/admin.ts';
import {
  AuthSuccessSchema,
  type PublicUser,
  type SignInInput,
  type SignUpInput,
} from '#shared/schemas/auth.ts';
import { toast } from '#web/components/ui/use-toast.ts';
import { apiRequest } from '#web/lib/api.ts';
import { describeAuthError } from '#web/lib/auth-error.ts';
import { forgetOtherQueries, setSignedInUser } from '#web/lib/use-user.ts';
import { forgetImportDeclined } from '#web/lib/visitor-history.ts';

export const ADMIN_DASHBOARD_PATH = '/admin/dashboard';

async function postCredentials(url: string, credentials: SignInInput | SignUpInput) {
  const response = await apiRequest('POST', url, credentials);
  return AuthSuccessSchema.parse(await response.json()).user;
}

type SignInFlow<Input> = {
  send: (input: Input) => Promise<PublicUser>;
  /** Where the player lands once signed in. */
  to: string;
  /** The toasts (`auth.toasts.…Title` and `…Text`), where the form does not say it itself. */
  toasts?: { success: 'signedIn' | 'signedUp'; failure: 'signInFailed' | 'signUpFailed' };
};

/**
 * What every way in does once the server said yes (sign-in, sign-up, the admin's sign-in): the
 * other player's data is forgotten, the user stored, the mails kept as a visitor offered again,
 * then the player lands on `to`.
 */
function useSignInFlow<Input>({ send, to, toasts }: SignInFlow<Input>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: send,
    onSuccess: (user) => {
      forgetOtherQueries(queryClient);
      setSignedInUser(queryClient, user);
      forgetImportDeclined();
      if (toasts) {
        toast({
          variant: 'success',
          title: t(`auth.toasts.${toasts.success}Title`),
          description: t(`auth.toasts.${toasts.success}Text`),
        });
      }
      navigate(to);
    },
    onError: (error) => {
      if (!toasts) return;
      toast({
        variant: 'destructive',
        title: t(`auth.toasts.${toasts.failure}Title`),
        description: describeAuthError(error, t(`auth.toasts.${toasts.failure}Text`)),
      });
    },
  });
}

/** Signs in; on success toasts 'Welcome back!' and goes to /. */
export function useSignIn() {
  return useSignInFlow({
    send: (credentials: SignInInput) => postCredentials('/api/auth/signin', credentials),
    to: '/',
    toasts: { success: 'signedIn', failure: 'signInFailed' },
  });
}

/** Creates the account; on success toasts 'Welcome to MailForge!' and goes to /. */
export function useSignUp() {
  return useSignInFlow({
    send: (credentials: SignUpInput) => postCredentials('/api/auth/signup', credentials),
    to: '/',
    toasts: { success: 'signedUp', failure: 'signUpFailed' },
  });
}

/** Why an admin sign-in failed, in the spec's words: the form shows it by its field. */
export class AdminSignInError extends Error {
  readonly field: 'email' | 'form';
  constructor(message: string, field: 'email' | 'form') {
    super(message);
    this.name = 'AdminSignInError';
    this.field = field;
  }
}

/**
 * The admin's sign-in, through the normal `POST /api/auth/signin`. Only a user the server reports
 * as an admin stays signed in and goes to the dashboard; anyone else is signed out again and told
 * 'Unauthorized email address'. Every other failure is 'Login failed'.
 */
export function useAdminSignIn() {
  const queryClient = useQueryClient();
  return useSignInFlow({
    send: async (credentials: AdminLoginInput) => {
      let user: PublicUser;
      try {
        user = await postCredentials('/api/auth/signin', credentials);
      } catch {
        throw new AdminSignInError(ADMIN_MESSAGES.loginFailed, 'form');
      }
      if (!user.isAdmin) {
        await apiRequest('POST', '/api/auth/signout').catch(() => undefined);
        setSignedInUser(queryClient, null);
        throw new AdminSignInError(ADMIN_MESSAGES.unauthorizedEmail, 'email');
      }
      return user;
    },
    to: ADMIN_DASHBOARD_PATH,
  });
}
