import {
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { CommunitySort } from '#shared/constants.ts';
import {
  CommentPageSchema,
  CommentResponseSchema,
  type GalleryMessage,
  GalleryMessageResponseSchema,
  GalleryPageSchema,
  VoteResponseSchema,
  type VoteType,
} from '#shared/schemas/community.ts';
import { apiRequest, getJson, postJson } from '#web/lib/api.ts';
import { deleteById, useRefreshingMutation } from '#web/lib/use-api-query.ts';

const BASE = '/api/community';
const messageUrl = (id: number) => `${BASE}/messages/${id}`;

/** Every gallery query starts with this key: a vote or a comment refreshes them all at once. */
export const GALLERY_KEY = [BASE] as const;
const listKey = (filters: GalleryFilters) => [BASE, 'messages', filters] as const;
const messageKey = (id: number) => [BASE, 'message', id] as const;

/** What the gallery lists: its filters, its order and the page. */
export type GalleryFilters = {
  category?: string;
  language?: string;
  sortBy: CommunitySort;
  page: number;
};

/** One page of listed messages with the total the filters match. */
export function useGalleryPage(filters: GalleryFilters) {
  return useQuery({
    queryKey: listKey(filters),
    queryFn: async () => {
      const search = new URLSearchParams({ sortBy: filters.sortBy, page: String(filters.page) });
      if (filters.category) search.set('category', filters.category);
      if (filters.language) search.set('language', filters.language);
      return GalleryPageSchema.parse(await getJson(`${BASE}/messages?${search}`));
    },
    // The previous page stays on screen while the next one loads: the list does not jump.
    placeholderData: (previous) => previous,
  });
}

/** One message with its comments (the server counts the view). */
export function useGalleryMessage(id: number) {
  return useQuery({
    queryKey: messageKey(id),
    queryFn: async () => GalleryMessageResponseSchema.parse(await getJson(messageUrl(id))).message,
  });
}

/**
 * The comments before the message's newest page (`before`: the oldest comment it shows), a page at
 * a time as the player asks for them (`isEnabled` once 'Show earlier comments' is pressed). A new
 * newest page (a comment added or deleted) starts them again from its own oldest comment.
 */
export function useEarlierComments(messageId: number, before: number, isEnabled: boolean) {
  return useInfiniteQuery({
    queryKey: [BASE, 'comments', messageId, before],
    queryFn: async ({ pageParam }) =>
      CommentPageSchema.parse(
        await getJson(`${messageUrl(messageId)}/comments?before=${pageParam}`),
      ),
    initialPageParam: before,
    getNextPageParam: (page) => (page.hasEarlierComments ? page.comments[0]?.id : undefined),
    enabled: isEnabled,
  });
}

type Tally = Pick<GalleryMessage, 'upvotes' | 'downvotes' | 'myVote'>;

/** Puts a message's new tally in every cached page and in the message itself. */
function applyTally(client: QueryClient, id: number, tally: Tally) {
  client.setQueriesData<{ messages: GalleryMessage[] }>(
    { queryKey: [BASE, 'messages'] },
    (page) =>
      page && {
        ...page,
        messages: page.messages.map((message) =>
          message.id === id ? { ...message, ...tally } : message,
        ),
      },
  );
  client.setQueryData<GalleryMessage>(messageKey(id), (message) =>
    message ? { ...message, ...tally } : message,
  );
}

/**
 * Votes on a message, or withdraws the vote with null. The counts change at once; the pages are
 * then asked for again, as an order by votes may have changed.
 */
export function useVote(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (voteType: VoteType | null) => {
      const response =
        voteType === null
          ? await apiRequest('DELETE', `${messageUrl(id)}/vote`)
          : await apiRequest('PUT', `${messageUrl(id)}/vote`, { voteType });
      return VoteResponseSchema.parse(await response.json());
    },
    onSuccess: (tally) => {
      applyTally(client, id, tally);
      void client.invalidateQueries({ queryKey: [BASE, 'messages'] });
    },
  });
}

/** Posts a comment under a message; the message and the pages' counts are asked for again. */
export function useAddComment(messageId: number) {
  return useRefreshingMutation(
    async (comment: string) =>
      CommentResponseSchema.parse(await postJson(`${messageUrl(messageId)}/comments`, { comment }))
        .comment,
    GALLERY_KEY,
  );
}

/** Deletes a comment (its author's or, for an admin, any). */
export function useDeleteComment() {
  return useRefreshingMutation(
    (commentId: number) => apiRequest('DELETE', `${BASE}/comments/${commentId}`),
    GALLERY_KEY,
  );
}

/** Deletes a message (its author's or, for an admin, any): gone from every list. */
export function useDeleteMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteById(messageUrl),
    onSuccess: (id) => {
      client.removeQueries({ queryKey: messageKey(id) });
      void client.invalidateQueries({ queryKey: GALLERY_KEY });
      void client.invalidateQueries({ queryKey: ['/api/admin/community'] });
    },
  });
}
