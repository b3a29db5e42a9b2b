import { Check, Copy, PencilLine, Trash2 } from 'lucide-react';
import { type ReactNode, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { PendingIcon } from '#web/components/ui/spinner.tsx';
import { type CopyToasts, useCopyText } from '#web/components/use-copy-text.ts';
import { useOpenInManualBuilder } from '#web/lib/use-open-in-manual-builder.ts';
import { cn } from '#web/lib/utils.ts';

/**
 * A mail's actions, one of each kind, to put in a mail card's `actions` slot in the order the
 * place wants: Copy, Open in Manual Builder, Delete behind a confirmation (Share link and Share to
 * gallery are components of their own). A new action is one more component beside these.
 */
export function MailActions({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-2 sm:flex-row sm:flex-wrap', className)}>{children}</div>
  );
}

type CopyMailButtonProps = {
  markup: string;
  /** Where a place has its own wording. Default: Final Dispatch's. */
  toasts?: CopyToasts;
  copiedForMs?: number;
  /** After the mail reached the clipboard (Final Dispatch keeps it in My mail). */
  onCopied?: () => void;
  disabled?: boolean;
  className?: string;
};

/** Copy: 'Copied!' for a moment and a toast, or a toast asking to copy by hand. */
export function CopyMailButton({
  markup,
  toasts,
  copiedForMs,
  onCopied,
  disabled,
  className = 'sm:min-w-28',
}: CopyMailButtonProps) {
  const { t } = useTranslation();
  const { isCopied, copy } = useCopyText({
    copiedForMs,
    toasts: toasts ?? {
      copiedTitle: t('finalDispatch.toasts.copiedTitle'),
      failedTitle: t('finalDispatch.toasts.copyFailedTitle'),
      failedText: t('finalDispatch.toasts.copyFailedText'),
    },
  });
  const copyMail = async () => {
    if (await copy(markup)) onCopied?.();
  };
  return (
    <CopyButton
      isCopied={isCopied}
      onClick={() => void copyMail()}
      disabled={disabled}
      className={className}
    />
  );
}

type CopyButtonProps = {
  isCopied: boolean;
  onClick: () => void;
  disabled?: boolean;
  className?: string;
};

/** The Copy button alone, for a place that copies by other ways too (Final Dispatch's Ctrl+C). */
export function CopyButton({ isCopied, onClick, disabled, className }: CopyButtonProps) {
  const { t } = useTranslation();
  return (
    <Button onClick={onClick} disabled={disabled} className={className}>
      {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {isCopied ? t('finalDispatch.copied') : t('finalDispatch.copy')}
    </Button>
  );
}

/** 'Open in Manual Builder': the mail as the Manual Builder's text, on the home page. */
export function OpenInManualBuilderButton({
  markup,
  className,
}: {
  markup: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const openInManualBuilder = useOpenInManualBuilder();
  return (
    <Button variant="parchment" onClick={() => openInManualBuilder(markup)} className={className}>
      <PencilLine aria-hidden="true" />
      {t('pages.sharedMail.openInManual')}
    </Button>
  );
}

type DeleteTexts = {
  /** What deleting does, asked before it. */
  question: string;
  cancel: string;
  confirm: string;
  pending: string;
};

type DeleteConfirmationProps = {
  texts: DeleteTexts;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** The Cancel button (a list moves the focus to it as the question opens). */
  cancelRef?: Ref<HTMLButtonElement>;
  testId?: string;
};

/** The question before a delete: Cancel, or the destructive button (which says it is pending). */
export function DeleteConfirmation({
  texts,
  isPending,
  onCancel,
  onConfirm,
  cancelRef,
  testId,
}: DeleteConfirmationProps) {
  return (
    <div
      data-testid={testId}
      className="flex w-full flex-col gap-2 rounded-lg border border-danger-600/50 bg-danger-300/20 p-3"
    >
      <p className="text-ink-900 text-sm">{texts.question}</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button ref={cancelRef} variant="parchment" onClick={onCancel}>
          {texts.cancel}
        </Button>
        <Button variant="destructive" onClick={onConfirm} disabled={isPending}>
          <PendingIcon isPending={isPending} icon={<Trash2 aria-hidden="true" />} />
          {isPending ? texts.pending : texts.confirm}
        </Button>
      </div>
    </div>
  );
}

type DeleteActionProps = Omit<DeleteConfirmationProps, 'onCancel'> & {
  /** The button that asks the question. */
  label: string;
};

/** A Delete button that asks first: the question takes its place until cancelled. */
export function DeleteAction({ label, ...confirmation }: DeleteActionProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  if (!isConfirming) {
    return (
      <Button variant="destructive" onClick={() => setIsConfirming(true)}>
        <Trash2 aria-hidden="true" />
        {label}
      </Button>
    );
  }
  return <DeleteConfirmation {...confirmation} onCancel={() => setIsConfirming(false)} />;
}
