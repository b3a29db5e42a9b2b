import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SignInSchema } from '#shared/schemas/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { PendingIcon } from '#web/components/ui/spinner.tsx';
import { DiscordSignIn } from '#web/features/auth/discord-sign-in.tsx';
import { EmailInput, FormField, PasswordInput } from '#web/features/auth/form-field.tsx';
import { useSignIn } from '#web/features/auth/use-auth.ts';
import { showServerFieldErrors } from '#web/lib/api.ts';

const FIELDS = ['email', 'password'] as const;

/** Email and password, checked by the server's own schema; success goes to / (spec section 2). */
export function SignInForm() {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(SignInSchema),
    defaultValues: { email: '', password: '' },
    // Errors show on submit and clear as soon as their field is edited (spec section 5).
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit((credentials) => {
    signIn.mutate(credentials, {
      onError: (error) => showServerFieldErrors(error, FIELDS, setError),
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormField label={t('auth.fields.email')} error={errors.email?.message}>
        {(control) => (
          <EmailInput
            {...control}
            autoComplete="email"
            placeholder={t('auth.fields.emailPlaceholder')}
            {...register('email', { onChange: () => clearErrors('email') })}
          />
        )}
      </FormField>
      <FormField label={t('auth.fields.password')} error={errors.password?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="current-password"
            {...register('password', { onChange: () => clearErrors('password') })}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={signIn.isPending} className="w-full">
        <PendingIcon isPending={signIn.isPending} icon={<LogIn aria-hidden="true" />} />
        {signIn.isPending ? t('auth.signIn.pending') : t('auth.signIn.submit')}
      </Button>
      <p className="text-center text-ink-700 text-sm">
        {t('auth.signIn.noAccount')}{' '}
        <Link
          href="/auth/signup"
          className="inline-flex min-h-11 items-center px-1 font-semibold text-ink-900 underline underline-offset-4 hover:text-gold-700"
        >
          {t('auth.signIn.signUpLink')}
        </Link>
      </p>
      <DiscordSignIn />
    </form>
  );
}
