import type { UseMutationResult } from '@tanstack/react-query';
import type { CustomTypeOptions, TFunction } from 'i18next';
import type { LucideIcon } from 'lucide-react';
import { type ComponentType, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { toast, toastFailure } from '#web/components/ui/use-toast.ts';
import { cn } from '#web/lib/utils.ts';

/** Pulsing placeholder cards while a list of messages loads, announced by `label`. */
export function MessageSkeletons({
  label,
  count,
  testId,
}: {
  label: string;
  count: number;
  testId: string;
}) {
  return (
    <div className="flex flex-col gap-3">
      <span role="status" className="sr-only">
        {label}
      </span>
      {Array.from({ length: count }, (_, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered
          key={index}
          aria-hidden="true"
          data-testid={testId}
          className="flex animate-pulse flex-col gap-2 rounded-lg border border-parchment-400 bg-parchment-200/70 p-4 motion-reduce:animate-none"
        >
          <div className="h-4 w-2/5 rounded bg-parchment-400/70" />
          <div className="h-3 w-4/5 rounded bg-parchment-400/50" />
          <div className="h-3 w-3/5 rounded bg-parchment-400/50" />
        </div>
      ))}
    </div>
  );
}

/** A list with no messages: the feature's icon, a title and a line of text in a dashed box. */
export function EmptyMessages({
  icon: Icon,
  title,
  text,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
}) {
  return (
    <div className="flex flex-col items-center gap-1 rounded-lg border border-parchment-400 border-dashed px-4 py-8 text-center">
      <Icon aria-hidden="true" className="mb-1 size-8 text-gold-700" />
      <p className="font-semibold text-ink-900">{title}</p>
      <p className="text-ink-700 text-sm">{text}</p>
    </div>
  );
}

/** An alert that the messages could not be loaded, with a button that asks for them again. */
export function LoadFailed({
  message,
  retryLabel,
  onRetry,
  className,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn('flex flex-wrap items-center gap-3 text-danger-700 text-sm', className)}
    >
      <span>{message}</span>
      <Button variant="parchment" size="sm" className="min-h-11" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}

type Translations = CustomTypeOptions['resources']['translation'];

/**
 * A group of en.json that holds a `MessageItem`'s texts: `unreadLabel` ("Unread:"), `markRead` and
 * `markReadLabel` (the button's accessible name, with `{{title}}`).
 */
type MessageTextsGroup = {
  [Group in keyof Translations]: Translations[Group] extends {
    unreadLabel: string;
    markRead: string;
    markReadLabel: string;
  }
    ? Group
    : never;
}[keyof Translations];

/** What a `MessageItem` shows; the slots take the parts in which the lists differ. */
export type MessageItemProps = {
  id: number;
  title: string;
  body: string;
  isUnread: boolean;
  /** When it was sent or published: the ISO moment and its text for the reader. */
  date?: { iso: string; text: string };
  /** Where its texts are: `changelog` reads `changelog.unreadLabel` and so on. */
  texts: MessageTextsGroup;
  onMarkRead: (id: number) => void;
  /** True while this message is being marked read: the button is disabled. */
  isMarking: boolean;
  /** Shown between the unread dot and the title (an icon, say). */
  beforeTitle?: ReactNode;
  /** Shown after the title (a badge, say). */
  afterTitle?: ReactNode;
};

/**
 * One message of a list, highlighted with a dot while unread: title, body, date and, while unread, a
 * button that marks it read.
 */
export function MessageItem({
  id,
  title,
  body,
  isUnread,
  date,
  texts,
  onMarkRead,
  isMarking,
  beforeTitle,
  afterTitle,
}: MessageItemProps) {
  const { t } = useTranslation();
  return (
    <li
      data-unread={isUnread}
      className={cn(
        'flex flex-col gap-2 rounded-lg border p-4',
        isUnread
          ? 'border-gold-600 bg-gold-100 shadow-sm shadow-gold-700/20'
          : 'border-parchment-400 bg-parchment-50/60',
      )}
    >
      <div className="flex items-start gap-2">
        {isUnread ? (
          <span
            data-testid="unread-dot"
            aria-hidden="true"
            className="mt-1.5 size-2.5 shrink-0 rounded-full bg-danger-600"
          />
        ) : null}
        {beforeTitle}
        <h3 className="min-w-0 flex-1 break-words font-semibold text-ink-900">
          {isUnread ? <span className="sr-only">{t(`${texts}.unreadLabel`)} </span> : null}
          {title}
        </h3>
        {afterTitle}
      </div>
      <p className="whitespace-pre-line break-words text-ink-800 text-sm">{body}</p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {date ? (
          <time dateTime={date.iso} className="text-ink-700 text-xs">
            {date.text}
          </time>
        ) : (
          <span />
        )}
        {isUnread ? (
          <Button
            variant="parchment"
            size="sm"
            className="min-h-11"
            disabled={isMarking}
            onClick={() => onMarkRead(id)}
            aria-label={t(`${texts}.markReadLabel`, { title })}
          >
            {t(`${texts}.markRead`)}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

type MessagesCardProps = {
  /** The card's anchor (the bell's links go to it). */
  id: string;
  testId: string;
  icon: LucideIcon;
  title: string;
  /** Beside the title (how many are unread). */
  titleBadge?: ReactNode;
  /** At the end of the header (Mark all as read). */
  action?: ReactNode;
  children: ReactNode;
};

/** The account page's card of a list of messages: the changelog's and the notifications'. */
export function MessagesCard({
  id,
  testId,
  icon: Icon,
  title,
  titleBadge,
  action,
  children,
}: MessagesCardProps) {
  const titleId = useId();
  return (
    <Card asChild>
      <section id={id} aria-labelledby={titleId} data-testid={testId} className="scroll-mt-20">
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <Icon aria-hidden="true" className="size-5 shrink-0 text-gold-700" />
            <CardTitle className="flex flex-wrap items-center gap-2">
              <span id={titleId}>{title}</span>
              {titleBadge}
            </CardTitle>
          </div>
          {action}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </section>
    </Card>
  );
}

/** What a list draws each message with. */
export type MessageEntryProps<Item> = {
  item: Item;
  onMarkRead: (id: number) => void;
  isMarking: boolean;
};

/** What every list's entry gives its `MessageItem` alike: the message's id, title and unread state. */
export function messageItemOf({
  item,
  onMarkRead,
  isMarking,
}: MessageEntryProps<{ id: number; title: string; isRead: boolean }>) {
  return { id: item.id, title: item.title, isUnread: !item.isRead, onMarkRead, isMarking };
}

/** The messages of a list, each drawn by `Entry`; the one being marked read is `markingId`. */
export function MessageEntries<Item extends { id: number }>({
  items,
  Entry,
  onMarkRead,
  markingId,
}: {
  items: readonly Item[];
  Entry: ComponentType<MessageEntryProps<Item>>;
  onMarkRead: (id: number) => void;
  markingId: number | undefined;
}) {
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item) => (
        <Entry
          key={item.id}
          item={item}
          onMarkRead={onMarkRead}
          isMarking={markingId === item.id}
        />
      ))}
    </ul>
  );
}

/** Says a change of the messages failed, in the account page's words. */
export function toastMarkFailed(t: TFunction): void {
  toastFailure(undefined, t('auth.toasts.errorTitle'), t('auth.toasts.errorText'));
}

/**
 * Marking one message read with `mutation`, a toast saying it is done (in `texts`' words) or that
 * it failed; `markingId` is the one under way.
 */
export function useMarkOneRead(
  mutation: UseMutationResult<void, Error, number>,
  texts: 'changelog' | 'notifications',
) {
  const { t } = useTranslation();
  function markRead(id: number) {
    mutation.mutate(id, {
      onSuccess: () =>
        toast({
          variant: 'success',
          title: t(`${texts}.toasts.markedTitle`),
          description: t(`${texts}.toasts.markedText`),
        }),
      onError: () => toastMarkFailed(t),
    });
  }
  return { markRead, markingId: mutation.isPending ? mutation.variables : undefined };
}
