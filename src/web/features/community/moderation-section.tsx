import { Check, ShieldCheck, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '#shared/constants.ts';
import type { OwnMessage } from '#shared/schemas/community.ts';
import { AdminSection, QueryList } from '#web/components/admin-section.tsx';
import { TextareaField } from '#web/components/textarea-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { PendingIcon } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { DeleteMessage } from '#web/features/community/delete-message.tsx';
import { MessageSummary } from '#web/features/community/gallery-card.tsx';
import { useModerate, usePendingMessages } from '#web/features/community/use-my-community.ts';
import { getServerErrorMessage } from '#web/lib/api.ts';

function PendingItem({ message }: { message: OwnMessage }) {
  const { t } = useTranslation();
  const titleId = useId();
  const moderate = useModerate();
  const [isRejecting, setIsRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const fail = (error: unknown) =>
    toast({
      variant: 'destructive',
      title: t('gallery.moderation.failed'),
      description: getServerErrorMessage(error),
    });
  const isBusy = moderate.isPending;

  const approve = () =>
    moderate.mutate(
      { id: message.id, action: 'approve' },
      {
        onSuccess: () => toast({ variant: 'success', title: t('gallery.moderation.approved') }),
        onError: fail,
      },
    );
  const reject = (event: FormEvent) => {
    event.preventDefault();
    moderate.mutate(
      { id: message.id, action: 'reject', reason: reason.trim() },
      {
        onSuccess: () => toast({ variant: 'success', title: t('gallery.moderation.rejected') }),
        onError: fail,
      },
    );
  };
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="flex min-w-0 flex-col gap-3 rounded-lg border border-parchment-400 bg-parchment-50/70 p-3 sm:p-4"
      >
        <h3 id={titleId} className="break-words font-bold text-ink-900 text-lg leading-snug">
          {message.title}
        </h3>
        <MessageSummary message={message} previewClassName="max-h-72 overflow-hidden" />
        {isRejecting ? (
          <form onSubmit={reject} className="flex flex-col gap-2">
            <TextareaField
              label={t('gallery.moderation.reasonLabel')}
              fieldClassName="gap-2"
              value={reason}
              maxLength={LIMITS.rejectionReason}
              rows={2}
              onChange={(event) => setReason(event.target.value)}
            />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" variant="destructive" disabled={isBusy}>
                <PendingIcon isPending={moderate.isPending} icon={<X aria-hidden="true" />} />
                {t('gallery.moderation.rejectConfirm')}
              </Button>
              <Button variant="parchment" onClick={() => setIsRejecting(false)}>
                {t('gallery.moderation.cancel')}
              </Button>
            </div>
          </form>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button onClick={approve} disabled={isBusy} className="grow sm:grow-0">
              <PendingIcon isPending={moderate.isPending} icon={<Check aria-hidden="true" />} />
              {t('gallery.moderation.approve')}
            </Button>
            <Button
              variant="parchment"
              onClick={() => setIsRejecting(true)}
              disabled={isBusy}
              className="grow sm:grow-0"
            >
              <X aria-hidden="true" />
              {t('gallery.moderation.reject')}
            </Button>
            <DeleteMessage id={message.id} />
          </div>
        )}
      </article>
    </li>
  );
}

/**
 * The admin dashboard's moderation queue: public messages waiting for a decision, each
 * with its preview, to approve, reject with a reason its author reads, or delete.
 */
export function ModerationSection() {
  const { t } = useTranslation();
  const pending = usePendingMessages();
  return (
    <AdminSection title={t('gallery.moderation.title')} icon={ShieldCheck}>
      <QueryList query={pending} emptyText={t('gallery.moderation.empty')}>
        {(messages) => (
          <ul aria-label={t('gallery.moderation.title')} className="flex flex-col gap-3">
            {messages.map((message) => (
              <PendingItem key={message.id} message={message} />
            ))}
          </ul>
        )}
      </QueryList>
    </AdminSection>
  );
}
