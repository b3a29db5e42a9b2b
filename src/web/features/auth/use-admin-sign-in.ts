import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { ADMIN_MESSAGES, type AdminLoginInput } from '#shared/schemas/admin.ts';
import { AuthSuccessSchema } from '#shared/schemas/auth.ts';
import { apiRequest } from '#web/lib/api.ts';
import { setSignedInUser } from '#web/lib/use-user.ts';

export const ADMIN_DASHBOARD_PATH = '/admin/dashboard';

/** Why an admin sign-in failed, in the spec's words (section 5). */
export class AdminSignInError extends Error {
  readonly field: 'email' | 'form';
  constructor(message: string, field: 'email' | 'form') {
    super(message);
    this.name = 'AdminSignInError';
    this.field = field;
  }
}

/**
 * Signs in through the normal `POST /api/auth/signin`. Only a user the server reports as an admin
 * (ADMIN_EMAILS) stays signed in and goes to the dashboard; anyone else is signed out again and
 * told 'Unauthorized email address'. Every other failure is 'Login failed'.
 */
export function useAdminSignIn() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: async (credentials: AdminLoginInput) => {
      let user: ReturnType<typeof AuthSuccessSchema.parse>['user'];
      try {
        const response = await apiRequest('POST', '/api/auth/signin', credentials);
        user = AuthSuccessSchema.parse(await response.json()).user;
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
    onSuccess: (user) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== '/api/auth/me' });
      setSignedInUser(queryClient, user);
      navigate(ADMIN_DASHBOARD_PATH);
    },
  });
}
