import { COMMUNITY_MODULE, type FeatureStatus } from '#shared/constants.ts';
import type { GalleryMessage, OwnMessage } from '#shared/schemas/community.ts';
import { json } from '#web/test/api.ts';

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

/**
 * `GET /api/modules` answering that the gallery's module is open to the caller (`status` live, or
 * ready for an admin or a premium player), or, with null, that it is not.
 */
export function galleryModuleRoute(status: FeatureStatus | null = 'live') {
  const modules =
    status === null
      ? []
      : [
          {
            slug: COMMUNITY_MODULE,
            name: 'Community Gallery',
            status,
            previewUrl: '/community-gallery-preview',
            description: 'Share mails with the community and vote on the best.',
            lastUpdated: '2025-03-05T12:00:00.000Z',
            isBeta: status === 'ready',
          },
        ];
  return { 'GET /api/modules': () => json({ modules }) };
}
