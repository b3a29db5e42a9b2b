import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SignInSchema } from '#shared/schemas/auth.ts';
import { PasswordField } from '#web/components/form-field.tsx';
import { useSchemaForm } from '#web/components/use-schema-form.ts';
import { AccountEmailField, AuthSubmit, AuthSwitch } from '#web/features/auth/auth-form-parts.tsx';
import { DiscordSignIn } from '#web/features/auth/discord-sign-in.tsx';
import { useSignIn } from '#web/features/auth/use-auth.ts';
import { showServerFieldErrors } from '#web/lib/api.ts';

const FIELDS = ['email', 'password'] as const;

/** Email and password, checked by the server's own schema; success goes to /. */
export function SignInForm() {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const { registerField, handleSubmit, setError, errors } = useSchemaForm(SignInSchema, {
    email: '',
    password: '',
  });

  const onSubmit = handleSubmit((credentials) => {
    signIn.mutate(credentials, {
      onError: (error) => showServerFieldErrors(error, FIELDS, setError),
    });
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <AccountEmailField error={errors.email?.message} {...registerField('email')} />
      <PasswordField
        label={t('auth.fields.password')}
        error={errors.password?.message}
        autoComplete="current-password"
        {...registerField('password')}
      />
      <AuthSubmit
        isPending={signIn.isPending}
        icon={LogIn}
        iconClassName="rtl:rotate-180"
        texts="auth.signIn"
      />
      <AuthSwitch from="signIn" />
      <DiscordSignIn />
    </form>
  );
}
