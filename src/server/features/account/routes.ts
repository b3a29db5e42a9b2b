import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { AUTH_RATE_WINDOW_MS, type Config } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { endPasswordResets } from '#server/features/auth/password-reset.ts';
import { hashPassword, verifyPassword } from '#server/features/auth/passwords.ts';
import { clearSessionCookie, requireUser, requireUserHook } from '#server/features/auth/plugin.ts';
import { deleteUserSessions } from '#server/features/auth/session-repository.ts';
import { toPublicUser, toSessionUser } from '#server/features/users/public-user.ts';
import { deleteUserAccount, findUserById } from '#server/features/users/repository.ts';
import { createClientError } from '#server/plugins/errors.ts';
import { createRateLimiter, hitEach, sendRateLimited } from '#server/plugins/rate-limit.ts';
import {
  ACCOUNT_MESSAGES,
  ChangePasswordSchema,
  DeleteAccountSchema,
  LanguagePreferenceSchema,
  PremiumContactSchema,
  RedeemCodeSchema,
  StoredLanguageSchema,
} from '#shared/schemas/account.ts';
import { AUTH_MESSAGES, UserResponseSchema } from '#shared/schemas/auth.ts';
import { SuccessSchema } from '#shared/schemas/common.ts';
import { redeemPremiumCode } from './premium.ts';
import { findPreferredLanguage, savePreferredLanguage } from './repository.ts';

interface AccountRoutesOptions {
  db: Database;
  config: Config;
  /** The process's Redis client (REDIS_URL): limits shared by every process. */
  redis?: Redis;
  now?: () => Date;
}

/**
 * The account page's calls: redeeming a premium code (issue 5), and what a player controls of the
 * account (issue 16): the password, signing out everywhere, deleting it.
 */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  const { db, config } = options;
  const now = options.now ?? (() => new Date());
  // Guessing codes is guessing passwords: the sign-in budget, per account and per address.
  const limiter = createRateLimiter({
    name: 'redeem',
    limit: config.AUTH_RATE_LIMIT,
    windowMs: AUTH_RATE_WINDOW_MS,
    redis: options.redis,
    now: () => now().getTime(),
  });
  app.addHook('onClose', () => limiter.close());

  app.post(
    '/api/account/redeem',
    {
      onRequest: requireUserHook,
      schema: { body: RedeemCodeSchema, response: { 200: UserResponseSchema } },
    },
    async (request, reply) => {
      const signedIn = requireUser(request);
      const refused = await hitEach(limiter, [`user:${signedIn.id}`, `ip:${request.ip}`]);
      if (refused) return sendRateLimited(reply, refused, AUTH_MESSAGES.tooManyAttempts);
      const at = now();
      const user = await redeemPremiumCode(db, {
        code: request.body.code,
        userId: signedIn.id,
        now: at,
      });
      if (!user) throw createClientError(400, ACCOUNT_MESSAGES.codeInvalid);
      return {
        success: true as const,
        user: toPublicUser(toSessionUser(user), at, request.isAdmin),
      };
    },
  );

  /** The signed-in player's row, and whether `password` is its password; 400 on the field if not. */
  async function confirmPassword(request: FastifyRequest, password: string, reply: FastifyReply) {
    const signedIn = requireUser(request);
    const refused = await hitEach(limiter, [`user:${signedIn.id}`, `ip:${request.ip}`]);
    if (refused) {
      sendRateLimited(reply, refused, AUTH_MESSAGES.tooManyAttempts);
      return undefined;
    }
    const user = await findUserById(db, signedIn.id);
    if (!user || !(await verifyPassword(user.passwordHash, password))) {
      throw createClientError(400, ACCOUNT_MESSAGES.currentPasswordWrong, {
        field: 'currentPassword',
      });
    }
    return user;
  }

  // Public: the upgrade banner says where codes come from (PREMIUM_CONTACT_URL, when set).
  app.get(
    '/api/account/premium-contact',
    { schema: { response: { 200: PremiumContactSchema } } },
    async () => ({ url: config.PREMIUM_CONTACT_URL ?? null }),
  );

  app.get(
    '/api/account/language',
    { onRequest: requireUserHook, schema: { response: { 200: StoredLanguageSchema } } },
    async (request) => ({ language: await findPreferredLanguage(db, requireUser(request).id) }),
  );

  app.post(
    '/api/account/language',
    {
      onRequest: requireUserHook,
      schema: { body: LanguagePreferenceSchema, response: { 200: SuccessSchema } },
    },
    async (request) => {
      await savePreferredLanguage(db, requireUser(request).id, request.body.language, now());
      return { success: true as const };
    },
  );

  app.post(
    '/api/account/password',
    {
      onRequest: requireUserHook,
      schema: { body: ChangePasswordSchema, response: { 200: SuccessSchema } },
    },
    async (request, reply) => {
      const user = await confirmPassword(request, request.body.currentPassword, reply);
      if (!user) return reply;
      const passwordHash = await hashPassword(request.body.newPassword);
      await db.transaction(async (tx) => {
        const at = now();
        await tx.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, user.id));
        // A reset link made before the change must not undo it.
        await endPasswordResets(tx as unknown as Database, user.id, at);
        // Whoever knew the old password is signed out; this browser stays signed in.
        await deleteUserSessions(
          tx as unknown as Database,
          user.id,
          request.sessionId ?? undefined,
        );
      });
      return { success: true as const };
    },
  );

  app.post(
    '/api/account/sign-out-everywhere',
    { onRequest: requireUserHook, schema: { response: { 200: SuccessSchema } } },
    async (request, reply) => {
      await deleteUserSessions(db, requireUser(request).id);
      clearSessionCookie(reply, request);
      return { success: true as const };
    },
  );

  app.post(
    '/api/account/delete',
    {
      onRequest: requireUserHook,
      schema: { body: DeleteAccountSchema, response: { 200: SuccessSchema } },
    },
    async (request, reply) => {
      // The allow-listed admin cannot lock the operator out by a click.
      if (request.isAdmin) throw createClientError(403, ACCOUNT_MESSAGES.adminCannotDelete);
      const user = await confirmPassword(request, request.body.currentPassword, reply);
      if (!user) return reply;
      await deleteUserAccount(db, user.id);
      clearSessionCookie(reply, request);
      return { success: true as const };
    },
  );
};
