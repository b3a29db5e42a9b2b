import * as DialogPrimitive from '@radix-ui/react-dialog';
import { KeyRound } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RedeemCodeSchema } from '#shared/schemas/account.ts';
import { FormField, TextInput } from '#web/components/form-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DialogPanel } from '#web/components/ui/dialog.tsx';
import { PendingIcon } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { usePremiumContact, useRedeemCode } from '#web/components/use-redeem-code.ts';
import { useSchemaForm } from '#web/components/use-schema-form.ts';
import { describeAuthError } from '#web/lib/auth-error.ts';
import { formatDate } from '#web/lib/format-date.ts';

function RedeemForm({ onRedeemed }: { onRedeemed: () => void }) {
  const { t, i18n } = useTranslation();
  const redeem = useRedeemCode();
  const {
    registerField,
    handleSubmit,
    setError,
    formState: { errors },
  } = useSchemaForm(RedeemCodeSchema, { code: '' });

  const onSubmit = handleSubmit((input) => {
    redeem.mutate(input, {
      onSuccess: (user) => {
        toast({
          variant: 'success',
          title: t('account.redeem.successTitle'),
          description: user.subscriptionExpiry
            ? t('account.redeem.successText', {
                date: formatDate(user.subscriptionExpiry, i18n.language),
              })
            : undefined,
        });
        onRedeemed();
      },
      onError: (error) => {
        const message = describeAuthError(error, t('auth.toasts.errorText'));
        setError('code', { message }, { shouldFocus: true });
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormField label={t('account.redeem.label')} error={errors.code?.message}>
        {(field) => (
          <TextInput
            {...field}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={t('account.redeem.placeholder')}
            className="font-mono tracking-wider"
            {...registerField('code')}
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogPrimitive.Close asChild>
          <Button variant="parchment">{t('account.redeem.cancel')}</Button>
        </DialogPrimitive.Close>
        <Button type="submit" disabled={redeem.isPending}>
          <PendingIcon isPending={redeem.isPending} icon={<KeyRound aria-hidden="true" />} />
          {redeem.isPending ? t('account.redeem.pending') : t('account.redeem.submit')}
        </Button>
      </div>
    </form>
  );
}

/** Where codes come from, when the operator named a place (PREMIUM_CONTACT_URL). */
function PremiumContact() {
  const { t } = useTranslation();
  const { data: url } = usePremiumContact();
  if (!url) return null;
  return (
    <p className="text-ink-700 text-sm">
      {t('account.upgrade.where')}{' '}
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center font-semibold text-ink-900 underline underline-offset-4 hover:text-gold-700"
      >
        {t('account.upgrade.contact')}
      </a>
    </p>
  );
}

type RedeemDialogProps = {
  /** The button that opens the dialog ('Upgrade Now', 'Renew Subscription'). */
  trigger: ReactNode;
};

/** Redeems a one-use premium code (premium without a payment provider). */
export function RedeemDialog({ trigger }: RedeemDialogProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <DialogPrimitive.Root open={isOpen} onOpenChange={setIsOpen}>
      <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>
      <DialogPanel
        title={t('account.redeem.title')}
        description={t('account.redeem.description')}
        closeLabel={t('account.redeem.close')}
      >
        <PremiumContact />
        <RedeemForm onRedeemed={() => setIsOpen(false)} />
      </DialogPanel>
    </DialogPrimitive.Root>
  );
}
