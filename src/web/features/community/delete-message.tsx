import { useTranslation } from 'react-i18next';
import { DeleteAction } from '#web/components/mail-actions.tsx';
import { toast, toastFailure } from '#web/components/ui/use-toast.ts';
import { useDeleteMessage } from '#web/features/community/use-gallery.ts';
import { deleteConfirmTexts } from '#web/lib/delete-texts.ts';

/**
 * 'Delete message' behind a confirmation (its author's, or any for an admin): the message goes
 * with its votes, comments and tags.
 */
export function DeleteMessage({ id, onDeleted }: { id: number; onDeleted?: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteMessage();
  return (
    <DeleteAction
      label={t('gallery.message.delete')}
      texts={deleteConfirmTexts(t, 'gallery.message')}
      isPending={remove.isPending}
      onConfirm={() =>
        remove.mutate(id, {
          onSuccess: () => {
            toast({ variant: 'success', title: t('gallery.message.deleted') });
            onDeleted?.();
          },
          onError: (error) => toastFailure(error, t('gallery.message.deleteFailed')),
        })
      }
    />
  );
}
