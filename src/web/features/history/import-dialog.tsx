import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { PendingIcon } from '#web/components/ui/spinner.tsx';
import { useImportVisitorMailsWithToasts } from '#web/features/history/use-history.ts';
import { declineImport, type VisitorMail } from '#web/lib/visitor-history.ts';

type ImportDialogProps = {
  userId: number;
  /** The mails this browser kept for the visitor, newest first. */
  mails: readonly VisitorMail[];
};

/**
 * 'Import the mails of this browser?' with Import and Not now. Closing it any other way (Escape,
 * outside it) is Not now; it closes by itself once the mails are imported (none is left here).
 */
export function ImportDialog({ userId, mails }: ImportDialogProps) {
  const { t } = useTranslation();
  const importMails = useImportVisitorMailsWithToasts(mails);
  const { count, run } = importMails;

  const decline = () => {
    if (!importMails.isPending) declineImport(userId);
  };

  return (
    <DialogPrimitive.Root open onOpenChange={(isOpen) => (isOpen ? undefined : decline())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-night-950/75 backdrop-blur-sm" />
        <DialogPrimitive.Content
          data-testid="my-mail-import"
          className="parchment fixed inset-x-4 top-1/2 z-50 mx-auto flex max-h-[calc(100dvh-2rem)] max-w-md -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl border border-parchment-400 p-5 text-ink-900 shadow-2xl shadow-black/60 sm:p-6"
        >
          <div className="flex flex-col gap-1.5">
            <DialogPrimitive.Title className="font-bold text-ink-900 text-xl">
              {t('myMail.import.title')}
            </DialogPrimitive.Title>
            <DialogPrimitive.Description className="text-ink-700 text-sm">
              {t('myMail.import.text', { count })}
            </DialogPrimitive.Description>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="parchment" onClick={decline} disabled={importMails.isPending}>
              {t('myMail.import.later')}
            </Button>
            <Button onClick={() => void run()} disabled={importMails.isPending}>
              <PendingIcon
                isPending={importMails.isPending}
                icon={<Download aria-hidden="true" />}
              />
              {importMails.isPending ? t('myMail.import.pending') : t('myMail.import.confirm')}
            </Button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
