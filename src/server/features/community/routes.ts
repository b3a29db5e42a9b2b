import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scheduleCleanup } from '#server/plugins/cleanup.ts';
import { commentRoutes } from './comment-routes.ts';
import { dayOf, HOUR_MS } from './gallery.ts';
import { ListingCache } from './listing-cache.ts';
import { messageRoutes } from './message-routes.ts';
import { moderationRoutes } from './moderation-routes.ts';
import { profileRoutes } from './profile-routes.ts';
import { removeViewsBefore } from './repository.ts';
import { voteRoutes } from './vote-routes.ts';

export { COMMUNITY_BASE_PATHS, COMMUNITY_RATE_LIMITS } from './gallery.ts';

const DAY_MS = 24 * HOUR_MS;

/** How long a visitor's listing is answered from memory (listing-cache.ts). */
export const VISITOR_LISTING_CACHE_MS = 1000;

/** How often the server forgets who viewed a message before yesterday. */
export const VIEW_CLEANUP_INTERVAL_MS = 6 * HOUR_MS;

interface CommunityRoutesOptions {
  /** Default VISITOR_LISTING_CACHE_MS; 0 answers every listing from the database. */
  visitorListingCacheMs?: number;
}

/**
 * The community gallery. Players share mails (private, or public once an admin approves them),
 * vote (one vote each) and comment; anyone reads the listed ones. Views count once per viewer per
 * day. Admins moderate the public ones (approve, reject with a reason) and may delete any message
 * or comment. One plugin per resource; this one holds what they share: the visitors'
 * listing cache and the daily cleanup of views.
 */
export const communityRoutes: FastifyPluginAsyncZod<CommunityRoutesOptions> = async (
  app,
  options,
) => {
  const { db, now } = app;
  scheduleCleanup(app, 'gallery view cleanup', VIEW_CLEANUP_INTERVAL_MS, async () => {
    await removeViewsBefore(db, dayOf(new Date(now().getTime() - DAY_MS)));
  });
  const visitorListings = new ListingCache(
    options.visitorListingCacheMs ?? VISITOR_LISTING_CACHE_MS,
  );
  // Any change made through this process shows in the next listing, a visitor's too: the
  // profile's routes are registered within, as a profile decides how its author is shown.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      visitorListings.clear();
    }
  });
  await app.register(profileRoutes);
  await app.register(messageRoutes, { visitorListings });
  await app.register(voteRoutes);
  await app.register(commentRoutes);
  await app.register(moderationRoutes);
};
