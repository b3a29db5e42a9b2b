import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '#server/features/auth/plugin.ts';
import { createClientError } from '#server/plugins/errors.ts';
import { IdParamsSchema } from '#shared/schemas/common.ts';
import {
  COMMUNITY_MESSAGES,
  VoteResponseSchema,
  VoteSchema,
  type VoteType,
} from '#shared/schemas/community.ts';
import { COMMUNITY_BASE_PATHS, galleryGate, perPlayerLimit } from './gallery.ts';
import { setVote } from './repository.ts';

/** Votes: one per player and message, set, changed or withdrawn; the counts after it. */
export const voteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app;
  const openOnly = galleryGate(db, now);
  const options = {
    onRequest: openOnly,
    config: { access: 'user', rateLimit: perPlayerLimit('vote') },
  } as const;

  /** Sets or withdraws (null) the player's vote; the message's counts after it. */
  async function vote(request: FastifyRequest, messageId: number, voteType: VoteType | null) {
    const user = requireUser(request);
    const tally = await setVote(db, { messageId, userId: user.id, voteType, now: now() });
    if (!tally) throw createClientError(404, COMMUNITY_MESSAGES.notFound);
    return { success: true as const, ...tally };
  }

  for (const base of COMMUNITY_BASE_PATHS) {
    app.put(
      `${base}/messages/:id/vote`,
      {
        ...options,
        schema: {
          params: IdParamsSchema,
          body: VoteSchema,
          response: { 200: VoteResponseSchema },
        },
      },
      (request) => vote(request, request.params.id, request.body.voteType),
    );

    app.delete(
      `${base}/messages/:id/vote`,
      {
        ...options,
        schema: { params: IdParamsSchema, response: { 200: VoteResponseSchema } },
      },
      (request) => vote(request, request.params.id, null),
    );
  }
};
