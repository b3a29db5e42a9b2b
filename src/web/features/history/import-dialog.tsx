import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { DialogPanel } from '#web/components/ui/dialog.tsx';
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
      <DialogPanel
        data-testid="my-mail-import"
        title={t('myMail.import.title')}
        description={t('myMail.import.text', { count })}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="parchment" onClick={decline} disabled={importMails.isPending}>
            {t('myMail.import.later')}
          </Button>
          <Button onClick={() => void run()} disabled={importMails.isPending}>
            <PendingIcon isPending={importMails.isPending} icon={<Download aria-hidden="true" />} />
            {importMails.isPending ? t('myMail.import.pending') : t('myMail.import.confirm')}
          </Button>
        </div>
      </DialogPanel>
    </DialogPrimitive.Root>
  );
}
