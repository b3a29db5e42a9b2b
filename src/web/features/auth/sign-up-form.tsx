import { UserPlus } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SignUpFormSchema } from '#shared/schemas/auth.ts';
import { EmailInput, FormField } from '#web/components/form-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { PendingIcon } from '#web/components/ui/spinner.tsx';
import { useSchemaForm } from '#web/components/use-schema-form.ts';
import { DiscordSignIn } from '#web/features/auth/discord-sign-in.tsx';
import { NewPasswordFields } from '#web/features/auth/new-password-fields.tsx';
import { useSignUp } from '#web/features/auth/use-auth.ts';
import { showServerFieldErrors } from '#web/lib/api.ts';

const SERVER_FIELDS = ['email', 'password'] as const;

/** Email, password with the live rules checklist, and its confirmation. */
export function SignUpForm() {
  const { t } = useTranslation();
  const signUp = useSignUp();
  const {
    registerField,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useSchemaForm(SignUpFormSchema, { email: '', password: '', confirmPassword: '' });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(({ email, password }) => {
    signUp.mutate(
      { email, password },
      {
        onError: (error) => showServerFieldErrors(error, SERVER_FIELDS, setError),
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormField label={t('auth.fields.email')} error={errors.email?.message}>
        {(field) => (
          <EmailInput
            {...field}
            autoComplete="email"
            placeholder={t('auth.fields.emailPlaceholder')}
            {...registerField('email')}
          />
        )}
      </FormField>
      <NewPasswordFields
        label={t('auth.fields.password')}
        password={password}
        passwordField={registerField('password')}
        passwordError={errors.password?.message}
        confirmField={registerField('confirmPassword')}
        confirmError={errors.confirmPassword?.message}
      />
      <Button type="submit" size="lg" disabled={signUp.isPending} className="w-full">
        <PendingIcon isPending={signUp.isPending} icon={<UserPlus aria-hidden="true" />} />
        {signUp.isPending ? t('auth.signUp.pending') : t('auth.signUp.submit')}
      </Button>
      <p className="text-center text-ink-700 text-sm">
        {t('auth.signUp.haveAccount')}{' '}
        <Link
          href="/auth/signin"
          className="inline-flex min-h-11 items-center px-1 font-semibold text-ink-900 underline underline-offset-4 hover:text-gold-700"
        >
          {t('auth.signUp.signInLink')}
        </Link>
      </p>
      <DiscordSignIn />
    </form>
  );
}
