import { UserPlus } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SignUpFormSchema } from '#shared/schemas/auth.ts';
import { useSchemaForm } from '#web/components/use-schema-form.ts';
import { AccountEmailField, AuthSubmit, AuthSwitch } from '#web/features/auth/auth-form-parts.tsx';
import { DiscordSignIn } from '#web/features/auth/discord-sign-in.tsx';
import { NewPasswordFields } from '#web/features/auth/new-password-fields.tsx';
import { useSignUp } from '#web/features/auth/use-auth.ts';
import { showServerFieldErrors } from '#web/lib/api.ts';

const SERVER_FIELDS = ['email', 'password'] as const;

/** Email, password with the live rules checklist, and its confirmation. */
export function SignUpForm() {
  const { t } = useTranslation();
  const signUp = useSignUp();
  const { registerField, handleSubmit, setError, control, errors } = useSchemaForm(
    SignUpFormSchema,
    { email: '', password: '', confirmPassword: '' },
  );
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(({ email, password }) => {
    signUp.mutate(
      { email, password },
      { onError: (error) => showServerFieldErrors(error, SERVER_FIELDS, setError) },
    );
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <AccountEmailField error={errors.email?.message} {...registerField('email')} />
      <NewPasswordFields
        label={t('auth.fields.password')}
        password={password}
        passwordField={registerField('password')}
        passwordError={errors.password?.message}
        confirmField={registerField('confirmPassword')}
        confirmError={errors.confirmPassword?.message}
      />
      <AuthSubmit isPending={signUp.isPending} icon={UserPlus} texts="auth.signUp" />
      <AuthSwitch from="signUp" />
      <DiscordSignIn />
    </form>
  );
}
