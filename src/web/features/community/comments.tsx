import { ChevronUp, MessageSquare, Send, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '#shared/constants.ts';
import type { GalleryComment } from '#shared/schemas/community.ts';
import { TextLink } from '#web/components/links.tsx';
import { TextareaField } from '#web/components/textarea-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { PendingIcon } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { authorLabel } from '#web/features/community/gallery-labels.ts';
import {
  useAddComment,
  useDeleteComment,
  useEarlierComments,
} from '#web/features/community/use-gallery.ts';
import { getServerErrorMessage } from '#web/lib/api.ts';
import { formatDateTime } from '#web/lib/format-date.ts';
import { useUser } from '#web/lib/use-user.ts';

function CommentForm({ messageId }: { messageId: number }) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();
  const addComment = useAddComment(messageId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (addComment.isPending) return;
    if (comment.trim() === '') {
      setError(t('gallery.comments.required'));
      return;
    }
    addComment.mutate(comment, {
      onSuccess: () => {
        setComment('');
        toast({ variant: 'success', title: t('gallery.comments.posted') });
      },
      onError: (failure) =>
        setError(getServerErrorMessage(failure) ?? t('gallery.comments.failed')),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2">
      <TextareaField
        label={t('gallery.comments.label')}
        error={error}
        fieldClassName="gap-2"
        value={comment}
        maxLength={LIMITS.comment}
        rows={3}
        onChange={(event) => {
          setComment(event.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" className="self-start">
        <PendingIcon isPending={addComment.isPending} icon={<Send aria-hidden="true" />} />
        {addComment.isPending ? t('gallery.comments.posting') : t('gallery.comments.submit')}
      </Button>
    </form>
  );
}

function CommentItem({ comment }: { comment: GalleryComment }) {
  const { t, i18n } = useTranslation();
  const deleteComment = useDeleteComment();
  const remove = () =>
    deleteComment.mutate(comment.id, {
      onSuccess: () => toast({ variant: 'success', title: t('gallery.comments.deleted') }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('gallery.comments.deleteFailed'),
          description: getServerErrorMessage(error),
        }),
    });
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-parchment-400 bg-parchment-50/70 p-3">
      <p className="flex flex-wrap items-center gap-x-2 text-ink-700 text-sm">
        <span className="font-semibold text-ink-900">{authorLabel(t, comment)}</span>
        <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt, i18n.language)}</time>
      </p>
      <p className="whitespace-pre-line break-words text-ink-900">{comment.comment}</p>
      {comment.canDelete ? (
        <Button
          variant="parchment"
          size="sm"
          onClick={remove}
          disabled={deleteComment.isPending}
          className="min-h-11 self-start"
        >
          <PendingIcon isPending={deleteComment.isPending} icon={<Trash2 aria-hidden="true" />} />
          {t('gallery.comments.delete')}
        </Button>
      ) : null}
    </li>
  );
}

/**
 * 'Show earlier comments': the pages before the newest, loaded one at a time as it is pressed and
 * shown above them (oldest first), and whether older ones remain. A failed page is asked for again
 * on the next press.
 */
function useEarlier(messageId: number, oldestShown: number | undefined, hasEarlier: boolean) {
  const [isShown, setIsShown] = useState(false);
  const earlier = useEarlierComments(messageId, oldestShown ?? 0, isShown && hasEarlier);
  const pages = isShown && hasEarlier ? (earlier.data?.pages ?? []) : [];
  return {
    comments: [...pages].reverse().flatMap((page) => page.comments),
    hasMore: hasEarlier && (!isShown || earlier.isPending || earlier.hasNextPage),
    isLoading: isShown && (earlier.isPending || earlier.isFetchingNextPage),
    isError: earlier.isError && !earlier.isFetching,
    load: () => {
      if (!isShown) setIsShown(true);
      else if (earlier.isFetching) return;
      else if (earlier.data === undefined) void earlier.refetch();
      else void earlier.fetchNextPage();
    },
  };
}

/**
 * A message's comments, oldest first: the newest page comes with the message, earlier ones on
 * 'Show earlier comments'; and the form to add one (signed-in players).
 */
export function Comments({
  messageId,
  comments,
  hasEarlierComments,
}: {
  messageId: number;
  comments: GalleryComment[];
  hasEarlierComments: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const { user } = useUser();
  const earlier = useEarlier(messageId, comments[0]?.id, hasEarlierComments);
  const shown = [...earlier.comments, ...comments];
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="flex items-center gap-2 font-bold text-ink-900 text-xl">
        <MessageSquare aria-hidden="true" className="size-5 text-gold-700" />
        {t('gallery.comments.title')}
      </h2>
      {earlier.hasMore ? (
        <Button
          variant="parchment"
          onClick={earlier.load}
          aria-busy={earlier.isLoading}
          className="self-start"
        >
          <PendingIcon isPending={earlier.isLoading} icon={<ChevronUp aria-hidden="true" />} />
          {earlier.isLoading
            ? t('gallery.comments.loadingEarlier')
            : t('gallery.comments.showEarlier')}
        </Button>
      ) : null}
      {earlier.isError ? (
        <p role="alert" className="font-medium text-danger-700 text-sm">
          {t('gallery.comments.earlierFailed')}
        </p>
      ) : null}
      {shown.length === 0 ? (
        <p className="text-ink-700 text-sm">{t('gallery.comments.empty')}</p>
      ) : (
        <ul
          aria-labelledby={titleId}
          data-testid="gallery-comments"
          className="flex flex-col gap-2"
        >
          {shown.map((comment) => (
            <CommentItem key={comment.id} comment={comment} />
          ))}
        </ul>
      )}
      {user ? (
        <CommentForm messageId={messageId} />
      ) : (
        <p className="text-ink-800 text-sm">
          {t('gallery.comments.signIn')}{' '}
          <TextLink href="/auth/signin">{t('gallery.signIn')}</TextLink>
        </p>
      )}
    </section>
  );
}
