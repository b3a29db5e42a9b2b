import { KeyRound, LogOut, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChangePasswordSchema, DeleteAccountSchema } from '#shared/schemas/account.ts';
import { PasswordField } from '#web/components/form-field.tsx';
import { PasswordChecklist } from '#web/components/password-checklist.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { SectionCard } from '#web/components/ui/card.tsx';
import { PendingIcon } from '#web/components/ui/spinner.tsx';
import { toastFailure } from '#web/components/ui/use-toast.ts';
import { useSchemaForm } from '#web/components/use-schema-form.ts';
import {
  useChangePassword,
  useDeleteAccount,
  useSignOutEverywhere,
} from '#web/features/account/use-account-settings.ts';
import { showServerFieldErrors } from '#web/lib/api.ts';

function ChangePasswordForm() {
  const { t } = useTranslation();
  const checklistId = useId();
  const change = useChangePassword();
  const { registerField, handleSubmit, setError, control, reset, formState } = useSchemaForm(
    ChangePasswordSchema,
    { currentPassword: '', newPassword: '' },
  );
  const newPassword = useWatch({ control, name: 'newPassword' });
  const onSubmit = handleSubmit((input) => {
    change.mutate(input, {
      onSuccess: () => reset(),
      onError: (error) => {
        const shown = showServerFieldErrors(error, ['currentPassword', 'newPassword'], setError);
        if (!shown) toastFailure(error, t('auth.toasts.errorTitle'), t('auth.toasts.errorText'));
      },
    });
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <PasswordField
        label={t('account.security.currentPassword')}
        error={formState.errors.currentPassword?.message}
        autoComplete="current-password"
        {...registerField('currentPassword')}
      />
      <PasswordField
        label={t('account.security.newPassword')}
        error={formState.errors.newPassword?.message}
        describedBy={checklistId}
        autoComplete="new-password"
        {...registerField('newPassword')}
      />
      <PasswordChecklist id={checklistId} password={newPassword} />
      <Button type="submit" disabled={change.isPending} className="self-start">
        <PendingIcon isPending={change.isPending} icon={<KeyRound aria-hidden="true" />} />
        {change.isPending ? t('account.security.changing') : t('account.security.change')}
      </Button>
    </form>
  );
}

function SignOutEverywhere() {
  const { t } = useTranslation();
  const signOut = useSignOutEverywhere();
  return (
    <div className="flex flex-col gap-3 border-parchment-400/60 border-t pt-4">
      <p className="text-ink-700 text-sm">{t('account.security.everywhereText')}</p>
      <Button
        variant="parchment"
        className="self-start"
        disabled={signOut.isPending}
        onClick={() =>
          signOut.mutate(undefined, {
            onError: (error) =>
              toastFailure(error, t('auth.toasts.errorTitle'), t('auth.toasts.errorText')),
          })
        }
      >
        <PendingIcon
          isPending={signOut.isPending}
          icon={<LogOut aria-hidden="true" className="rtl:rotate-180" />}
        />
        {signOut.isPending
          ? t('account.security.signingOutEverywhere')
          : t('account.security.everywhere')}
      </Button>
    </div>
  );
}

/** Change the password and sign out everywhere (accounts a player controls). */
export function PasswordAndSessions() {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('account.security.title')} contentClassName="flex flex-col gap-4">
      <ChangePasswordForm />
      <SignOutEverywhere />
    </SectionCard>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteAccount();
  const { registerField, handleSubmit, setError, formState } = useSchemaForm(DeleteAccountSchema, {
    currentPassword: '',
  });
  const onSubmit = handleSubmit((input) => {
    remove.mutate(input, {
      onError: (error) => {
        const shown = showServerFieldErrors(error, ['currentPassword'], setError);
        if (!shown) toastFailure(error, t('auth.toasts.errorTitle'), t('auth.toasts.errorText'));
      },
    });
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-ink-800 text-sm">{t('account.delete.confirmText')}</p>
      <PasswordField
        label={t('account.security.currentPassword')}
        error={formState.errors.currentPassword?.message}
        autoComplete="current-password"
        {...registerField('currentPassword')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button variant="parchment" onClick={onCancel}>
          {t('account.delete.cancel')}
        </Button>
        <Button type="submit" variant="destructive" disabled={remove.isPending}>
          <PendingIcon isPending={remove.isPending} icon={<Trash2 aria-hidden="true" />} />
          {remove.isPending ? t('account.delete.deleting') : t('account.delete.confirm')}
        </Button>
      </div>
    </form>
  );
}

/** Deleting the account, behind its own confirmation; never for the allow-listed admin. */
export function DeleteAccount({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <SectionCard title={t('account.delete.title')} contentClassName="flex flex-col gap-4">
      <p className="text-ink-700 text-sm">{t('account.delete.text')}</p>
      {isAdmin ? (
        <p className="text-ink-800 text-sm">{t('account.delete.admin')}</p>
      ) : isConfirming ? (
        <DeleteAccountForm onCancel={() => setIsConfirming(false)} />
      ) : (
        <Button variant="destructive" className="self-start" onClick={() => setIsConfirming(true)}>
          <Trash2 aria-hidden="true" />
          {t('account.delete.start')}
        </Button>
      )}
    </SectionCard>
  );
}
