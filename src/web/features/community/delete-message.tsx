import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { PendingIcon } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { useDeleteMessage } from '#web/features/community/use-gallery.ts';
import { getServerErrorMessage } from '#web/lib/api.ts';

/**
 * 'Delete message' behind a confirmation (its author's, or any for an admin): the message goes
 * with its votes, comments and tags.
 */
export function DeleteMessage({ id, onDeleted }: { id: number; onDeleted?: () => void }) {
  const { t } = useTranslation();
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useDeleteMessage();
  if (!isConfirming) {
    return (
      <Button variant="destructive" onClick={() => setIsConfirming(true)}>
        <Trash2 aria-hidden="true" />
        {t('gallery.message.delete')}
      </Button>
    );
  }
  const confirm = () =>
    remove.mutate(id, {
      onSuccess: () => {
        toast({ variant: 'success', title: t('gallery.message.deleted') });
        onDeleted?.();
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('gallery.message.deleteFailed'),
          description: getServerErrorMessage(error),
        }),
    });
  return (
    <div className="flex w-full flex-col gap-2 rounded-lg border border-danger-600/50 bg-danger-300/20 p-3">
      <p className="text-ink-900 text-sm">{t('gallery.message.deleteConfirmText')}</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button variant="parchment" onClick={() => setIsConfirming(false)}>
          {t('gallery.message.deleteCancel')}
        </Button>
        <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
          <PendingIcon isPending={remove.isPending} icon={<Trash2 aria-hidden="true" />} />
          {remove.isPending ? t('gallery.message.deleting') : t('gallery.message.deleteConfirm')}
        </Button>
      </div>
    </div>
  );
}
