import type { ComponentProps, ComponentType } from 'react';
import {
  EmptyMessages,
  MessageEntries,
  type MessageEntryProps,
  MessageSkeletons,
} from '#web/components/message-list.tsx';

type MessageListBodyProps<Item> = {
  isLoading: boolean;
  /** The placeholders while it loads: how they are announced, how many, their test id. */
  skeletons: ComponentProps<typeof MessageSkeletons>;
  /** What an empty list says: the feature's icon, a title and a line. */
  empty: ComponentProps<typeof EmptyMessages>;
  items: readonly Item[];
  Entry: ComponentType<MessageEntryProps<Item>>;
  onMarkRead: (id: number) => void;
  markingId: number | undefined;
};

/**
 * A list of messages as it stands (the changelog's, a tab of the notifications): placeholders
 * while it loads, its empty state, or its messages, each drawn by `Entry`.
 */
export function MessageListBody<Item extends { id: number }>({
  isLoading,
  skeletons,
  empty,
  ...entries
}: MessageListBodyProps<Item>) {
  if (isLoading) return <MessageSkeletons {...skeletons} />;
  if (entries.items.length === 0) return <EmptyMessages {...empty} />;
  return <MessageEntries {...entries} />;
}
