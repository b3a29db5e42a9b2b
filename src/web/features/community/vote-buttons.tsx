import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryMessage, VoteType } from '#shared/schemas/community.ts';
import { TextLink } from '#web/components/links.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { useVote } from '#web/features/community/use-gallery.ts';
import { getServerErrorMessage } from '#web/lib/api.ts';
import { useUser } from '#web/lib/use-user.ts';
import { cn } from '#web/lib/utils.ts';

type VoteButtonsProps = {
  message: Pick<GalleryMessage, 'id' | 'upvotes' | 'downvotes' | 'myVote'>;
};

const voteClass =
  'inline-flex min-h-11 min-w-16 cursor-pointer items-center justify-center gap-2 rounded-md border px-3 font-semibold text-sm transition-colors [&_svg]:size-4';

/**
 * Up and down with their counts. A signed-in player's vote shows pressed; pressing it again
 * withdraws it, pressing the other one changes it (one vote per player). A visitor is asked to
 * sign in.
 */
export function VoteButtons({ message }: VoteButtonsProps) {
  const { t } = useTranslation();
  const { user } = useUser();
  const vote = useVote(message.id);
  const [isAskingSignIn, setIsAskingSignIn] = useState(false);

  const press = (voteType: VoteType) => {
    if (!user) {
      setIsAskingSignIn(true);
      return;
    }
    // Held rather than disabled while a vote is sent: a disabled button would drop the focus.
    if (vote.isPending) return;
    vote.mutate(message.myVote === voteType ? null : voteType, {
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('gallery.vote.failed'),
          description: getServerErrorMessage(error),
        }),
    });
  };

  const button = (voteType: VoteType, count: number) => {
    const isPressed = message.myVote === voteType;
    const Icon = voteType === 'up' ? ThumbsUp : ThumbsDown;
    return (
      <button
        type="button"
        aria-pressed={isPressed}
        aria-busy={vote.isPending && vote.variables !== undefined}
        onClick={() => press(voteType)}
        className={cn(
          voteClass,
          isPressed
            ? 'border-gold-700 bg-gold-500 text-night-950'
            : 'border-parchment-400 bg-parchment-50 text-ink-900 hover:bg-parchment-200',
        )}
      >
        <Icon aria-hidden="true" />
        <span className="sr-only">{t(`gallery.vote.${voteType}`)}</span>
        <span data-testid={`${voteType}votes`}>{count}</span>
      </button>
    );
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      {/* biome-ignore lint/a11y/useSemanticElements: a group of two buttons, not a form's fieldset */}
      <div role="group" aria-label={t('gallery.vote.group')} className="flex gap-2">
        {button('up', message.upvotes)}
        {button('down', message.downvotes)}
      </div>
      {isAskingSignIn ? (
        <p role="status" className="text-ink-800 text-sm">
          {t('gallery.vote.signIn')} <TextLink href="/auth/signin">{t('gallery.signIn')}</TextLink>
        </p>
      ) : null}
    </div>
  );
}
