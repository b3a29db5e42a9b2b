import { CircleCheck, CircleExclamationPoint } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TOAST } from '#shared/constants.ts';
import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from '#web/components/ui/toast.tsx';
import { dismissToast, useToast } from '#web/components/ui/use-toast.ts';

/** Renders the toasts raised with `toast()`; mount once near the root. */
export function Toaster() {
  const { t } = useTranslation();
  const { toasts } = useToast();
  return (
    <ToastProvider
      duration={TOAST.durationMs}
      swipeDirection={TOAST.swipeDirection}
      swipeThreshold={TOAST.swipeThresholdPx}
      label={t('toast.label')}
    >
      {toasts.map(({ id, title, description, action, variant, open, isPersistent }) => (
        <Toast
          key={id}
          variant={variant}
          open={open}
          duration={isPersistent ? Number.POSITIVE_INFINITY : undefined}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
        >
          {variant === 'success' ? (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-600" />
          ) : null}
          {variant === 'destructive' ? (
            <CircleExclamationPoint aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          ) : null}
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action ? (
            <ToastAction altText={action.altText} onClick={action.onClick} className="min-h-11">
              {action.label}
            </ToastAction>
          ) : null}
          <ToastClose label={t('toast.close')} />
        </Toast>
      ))}
      <ToastViewport hotkey={[...TOAST.hotkey]} label={t('toast.viewportLabel')} />
    </ToastProvider>
  );
}
