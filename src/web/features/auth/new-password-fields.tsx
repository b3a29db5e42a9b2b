import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '#web/components/form-field.tsx';
import { PasswordChecklist } from '#web/components/password-checklist.tsx';

type NewPasswordFieldsProps = {
  /** The password field's label ('Password' to sign up, 'New password' to reset it). */
  label: string;
  /** The password as typed, whose rules the checklist ticks. */
  password: string;
  passwordField: UseFormRegisterReturn;
  passwordError: string | undefined;
  confirmField: UseFormRegisterReturn;
  confirmError: string | undefined;
};

/** A new password with the live rules checklist, then its confirmation. */
export function NewPasswordFields({
  label,
  password,
  passwordField,
  passwordError,
  confirmField,
  confirmError,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const checklistId = useId();
  return (
    <>
      <PasswordField
        label={label}
        error={passwordError}
        describedBy={checklistId}
        autoComplete="new-password"
        {...passwordField}
      />
      <PasswordChecklist id={checklistId} password={password} />
      <PasswordField
        label={t('auth.fields.confirmPassword')}
        error={confirmError}
        autoComplete="new-password"
        {...confirmField}
      />
    </>
  );
}
