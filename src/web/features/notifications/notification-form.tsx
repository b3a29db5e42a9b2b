import { zodResolver } from '@hookform/resolvers/zod';
import { Megaphone, Send } from 'lucide-react';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LIMITS, NOTIFICATION_PRIORITIES } from '#shared/constants.ts';
import {
  NOTIFICATION_MESSAGES,
  type NotificationForm,
  type NotificationFormInput,
  NotificationFormSchema,
} from '#shared/schemas/notifications.ts';
import {
  AdminSection,
  selectClassName,
  textareaClassName,
} from '#web/components/admin-section.tsx';
import { FormField, TextInput } from '#web/components/form-field.tsx';
import { ValueOptions } from '#web/components/select-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { useSendNotification } from '#web/features/notifications/use-notifications.ts';

const DEFAULT_VALUES: NotificationFormInput = {
  title: '',
  message: '',
  priority: 'normal',
  isChangelogEntry: false,
};

/** The send-notification form of the admin dashboard. */
export function NotificationFormSection() {
  const { t } = useTranslation();
  const send = useSendNotification();
  const checkboxId = useId();
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<NotificationFormInput, unknown, NotificationForm>({
    resolver: zodResolver(NotificationFormSchema),
    defaultValues: DEFAULT_VALUES,
  });
  const message = useWatch({ control, name: 'message' }) ?? '';

  const onSubmit = handleSubmit((form) => {
    send.mutate(form, {
      onSuccess: (sent) => {
        toast({
          variant: 'success',
          title: NOTIFICATION_MESSAGES.sent,
          description: t('admin.notify.recipients', { count: sent.recipients }),
        });
        reset(DEFAULT_VALUES);
      },
      onError: () => toast({ variant: 'destructive', title: NOTIFICATION_MESSAGES.sendFailed }),
    });
  });

  return (
    <AdminSection title={t('admin.notify.title')} icon={Megaphone}>
      <p className="text-ink-700 text-sm">{t('admin.notify.intro')}</p>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormField label={t('admin.notify.fields.title')} error={errors.title?.message}>
          {(field) => <TextInput {...field} autoComplete="off" {...register('title')} />}
        </FormField>
        <FormField label={t('admin.notify.fields.message')} error={errors.message?.message}>
          {(field) => (
            <div className="flex flex-col gap-1">
              <textarea
                {...field}
                rows={4}
                className={textareaClassName}
                {...register('message')}
              />
              <span className="self-end text-ink-700 text-xs tabular-nums">
                {t('admin.notify.counter', {
                  count: message.length,
                  limit: LIMITS.notificationMessage,
                })}
              </span>
            </div>
          )}
        </FormField>
        <FormField label={t('admin.notify.fields.priority')} error={errors.priority?.message}>
          {(field) => (
            <select {...field} className={selectClassName} {...register('priority')}>
              <ValueOptions
                values={NOTIFICATION_PRIORITIES}
                nameOf={(priority) => t(`notifications.priority.${priority}`)}
              />
            </select>
          )}
        </FormField>
        <div className="flex min-h-11 items-center gap-3">
          <input
            id={checkboxId}
            type="checkbox"
            className="size-5 accent-gold-600"
            {...register('isChangelogEntry')}
          />
          <label htmlFor={checkboxId} className="font-semibold text-ink-900 text-sm">
            {t('admin.notify.fields.isChangelogEntry')}
          </label>
        </div>
        <Button
          type="submit"
          isPending={send.isPending}
          icon={Send}
          iconClassName="rtl:-scale-x-100"
          className="self-start"
        >
          {send.isPending ? t('admin.notify.pending') : t('admin.notify.submit')}
        </Button>
      </form>
    </AdminSection>
  );
}
