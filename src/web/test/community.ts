import type { GalleryMessage, OwnMessage } from '#shared/schemas/community.ts';

// Test helpers only: the community gallery's messages as the API sends them.

/** A listed message. */
export function makeMessage(overrides: Partial<GalleryMessage> = {}): GalleryMessage {
  return {
    id: 1,
    title: 'Rally at the pass',
    authorName: 'Aethelflaed',
    authorKingdom: '1234',
    category: 'war',
    language: 'en',
    originalMessage: 'rally at the pass',
    formattedMessage: '<size=50><color=#FFD700>RALLY</color></size>\nAt the pass, 20:00 UTC',
    upvotes: 3,
    downvotes: 1,
    viewCount: 12,
    createdAt: '2025-03-05T12:00:00.000Z',
    tags: ['kvk', 'rally'],
    commentCount: 2,
    myVote: null,
    ...overrides,
  };
}

/** A message as its author or the moderation queue sees it. */
export function makeOwnMessage(overrides: Partial<OwnMessage> = {}): OwnMessage {
  return {
    ...makeMessage(),
    isPublic: true,
    status: 'pending',
    rejectionReason: null,
    ...overrides,
  };
}

/** One page of the gallery. */
export function makePage(messages: GalleryMessage[], { page = 1, total = messages.length } = {}) {
  return { success: true, messages, page, limit: 20, total };
}
