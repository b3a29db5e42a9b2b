import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client.ts';
import { toPublicUser, toSessionUser } from '#server/features/auth/public-user.ts';
import { createClientError, requireUser, requireUserHook } from '#server/plugins/auth.ts';
import { AUTH_MESSAGES, RedeemCodeSchema, UserResponseSchema } from '#shared/schemas/auth.ts';
import { redeemPremiumCode } from './premium.ts';

export interface AccountRoutesOptions {
  db: Database;
  now?: () => Date;
}

/** The account page's calls: redeeming a premium code (issue 5). */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  const { db } = options;
  const now = options.now ?? (() => new Date());

  app.post(
    '/api/account/redeem',
    {
      onRequest: requireUserHook,
      schema: { body: RedeemCodeSchema, response: { 200: UserResponseSchema } },
    },
    async (request) => {
      const signedIn = requireUser(request);
      const at = now();
      const user = await redeemPremiumCode(db, {
        code: request.body.code,
        userId: signedIn.id,
        now: at,
      });
      if (!user) throw createClientError(400, AUTH_MESSAGES.codeInvalid);
      return {
        success: true as const,
        user: toPublicUser(toSessionUser(user), at, request.isAdmin),
      };
    },
  );
};
