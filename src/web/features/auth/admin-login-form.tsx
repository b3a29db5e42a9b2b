import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_MESSAGES, AdminLoginSchema } from '#shared/schemas/admin.ts';
import { EmailField, PasswordField } from '#web/components/form-field.tsx';
import { useSchemaForm } from '#web/components/use-schema-form.ts';
import { AuthSubmit } from '#web/features/auth/auth-form-parts.tsx';
import { AdminSignInError, useAdminSignIn } from '#web/features/auth/use-auth.ts';

/** The admin sign-in: email and a password of at least 6 characters. */
export function AdminLoginForm() {
  const { t } = useTranslation();
  const signIn = useAdminSignIn();
  const [formError, setFormError] = useState<string>();
  const clearFormError = () => setFormError(undefined);
  const { registerField, handleSubmit, setError, errors } = useSchemaForm(AdminLoginSchema, {
    email: '',
    password: '',
  });

  // A field's label, its error and its registration; typing in it clears the form's error.
  const fieldOf = (name: 'email' | 'password') => ({
    label: t(`admin.login.${name}`),
    error: errors[name]?.message,
    required: true,
    ...registerField(name, clearFormError),
  });

  const onSubmit = handleSubmit((credentials) => {
    setFormError(undefined);
    signIn.mutate(credentials, {
      onError: (error) => {
        const isEmail = error instanceof AdminSignInError && error.field === 'email';
        if (isEmail) setError('email', { message: error.message }, { shouldFocus: true });
        else setFormError(ADMIN_MESSAGES.loginFailed);
      },
    });
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {formError ? (
        <p
          role="alert"
          className="rounded-md border border-danger-600 bg-danger-600/10 px-3 py-2 font-semibold text-danger-700 text-sm"
        >
          {formError}
        </p>
      ) : null}
      <EmailField autoComplete="username" {...fieldOf('email')} />
      <PasswordField autoComplete="current-password" {...fieldOf('password')} />
      <AuthSubmit isPending={signIn.isPending} icon={ShieldCheck} texts="admin.login" />
    </form>
  );
}
