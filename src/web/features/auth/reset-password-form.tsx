import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, KeyRound } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ResetPasswordFormSchema } from '#shared/schemas/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useSchemaForm } from '#web/components/use-schema-form.ts';
import { AuthSubmit } from '#web/features/auth/auth-form-parts.tsx';
import { NewPasswordFields } from '#web/features/auth/new-password-fields.tsx';
import { getServerErrorMessage, postJson } from '#web/lib/api.ts';
import { forgetOtherQueries, setSignedInUser } from '#web/lib/use-user.ts';

function SignInLink() {
  const { t } = useTranslation();
  return (
    <Button asChild className="self-start">
      <Link href="/auth/signin">{t('pages.resetPassword.signIn')}</Link>
    </Button>
  );
}

/**
 * The page a one-time reset link opens (`npm run admin -- reset-link`): a new password, twice.
 * The server ends every session of the account, this browser's too.
 */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const reset = useMutation({
    mutationFn: (password: string) => postJson('/api/auth/reset-password', { token, password }),
    onSuccess: () => {
      forgetOtherQueries(queryClient);
      setSignedInUser(queryClient, null);
    },
  });
  const { registerField, handleSubmit, control, formState } = useSchemaForm(
    ResetPasswordFormSchema,
    { password: '', confirmPassword: '' },
  );
  const password = useWatch({ control, name: 'password' });

  if (!token) {
    return (
      <div className="flex flex-col gap-4">
        <p role="alert" className="text-ink-900">
          {t('pages.resetPassword.missing')}
        </p>
        <SignInLink />
      </div>
    );
  }
  if (reset.isSuccess) {
    return (
      <div role="status" className="flex flex-col gap-4">
        <p className="flex items-center gap-2 font-bold text-ink-900 text-lg">
          <CircleCheck aria-hidden="true" className="size-6 text-gold-700" />
          {t('pages.resetPassword.doneTitle')}
        </p>
        <p className="text-ink-800">{t('pages.resetPassword.doneText')}</p>
        <SignInLink />
      </div>
    );
  }
  const onSubmit = handleSubmit((form) => reset.mutate(form.password));
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <p className="text-ink-700">{t('pages.resetPassword.text')}</p>
      <NewPasswordFields
        label={t('account.security.newPassword')}
        password={password}
        passwordField={registerField('password')}
        passwordError={formState.errors.password?.message}
        confirmField={registerField('confirmPassword')}
        confirmError={formState.errors.confirmPassword?.message}
      />
      {reset.isError ? (
        <p role="alert" className="font-semibold text-danger-700">
          {getServerErrorMessage(reset.error) ?? t('auth.toasts.errorText')}
        </p>
      ) : null}
      <AuthSubmit isPending={reset.isPending} icon={KeyRound} texts="pages.resetPassword" />
    </form>
  );
}
