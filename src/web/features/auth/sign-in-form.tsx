import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SignInSchema } from '#shared/schemas/auth.ts';
import { EmailInput, FormField, PasswordInput } from '#web/components/form-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { PendingIcon } from '#web/components/ui/spinner.tsx';
import { useSchemaForm } from '#web/components/use-schema-form.ts';
import { DiscordSignIn } from '#web/features/auth/discord-sign-in.tsx';
import { useSignIn } from '#web/features/auth/use-auth.ts';
import { showServerFieldErrors } from '#web/lib/api.ts';

const FIELDS = ['email', 'password'] as const;

/** Email and password, checked by the server's own schema; success goes to /. */
export function SignInForm() {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const {
    registerField,
    handleSubmit,
    setError,
    formState: { errors },
  } = useSchemaForm(SignInSchema, { email: '', password: '' });

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
            {...registerField('email')}
          />
        )}
      </FormField>
      <FormField label={t('auth.fields.password')} error={errors.password?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="current-password"
            {...registerField('password')}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={signIn.isPending} className="w-full">
        <PendingIcon
          isPending={signIn.isPending}
          icon={<LogIn aria-hidden="true" className="rtl:rotate-180" />}
        />
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
