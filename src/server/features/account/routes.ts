import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client.ts';
import { endPasswordResets } from '#server/features/auth/password-reset.ts';
import { hashPassword, verifyPassword } from '#server/features/auth/passwords.ts';
import { clearSessionCookie, requireUser } from '#server/features/auth/plugin.ts';
import { guessBudget, routeFor } from '#server/features/auth/route-options.ts';
import { deleteUserSessions } from '#server/features/auth/session-repository.ts';
import {
  findPreferredLanguage,
  savePreferredLanguage,
} from '#server/features/community/profile-repository.ts';
import { toPublicUser, toSessionUser } from '#server/features/users/public-user.ts';
import { findUserById, setPasswordHash } from '#server/features/users/repository.ts';
import { createClientError } from '#server/plugins/errors.ts';
import {
  ACCOUNT_MESSAGES,
  ChangePasswordSchema,
  DeleteAccountSchema,
  LanguagePreferenceSchema,
  PremiumContactSchema,
  RedeemCodeSchema,
  StoredLanguageSchema,
} from '#shared/schemas/account.ts';
import { UserResponseSchema } from '#shared/schemas/auth.ts';
import { SuccessSchema } from '#shared/schemas/common.ts';
import { redeemPremiumCode } from './premium.ts';
import { deleteAccount } from './repository.ts';

/**
 * The account page's calls: redeeming a premium code, and what a player controls of the
 * account: the password, signing out everywhere, deleting it.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, now } = app;
  // Guessing codes is guessing passwords: the sign-in budget, per account and per address.
  const guesses = guessBudget(config, 'redeem', (request) => [
    `user:${requireUser(request).id}`,
    `ip:${request.ip}`,
  ]);

  app.post(
    '/api/account/redeem',
    routeFor('user', { body: RedeemCodeSchema, response: { 200: UserResponseSchema } }, guesses),
    async (request) => {
      const at = now();
      const user = await redeemPremiumCode(db, {
        code: request.body.code,
        userId: requireUser(request).id,
        now: at,
      });
      if (!user) throw createClientError(400, ACCOUNT_MESSAGES.codeInvalid);
      return {
        success: true as const,
        user: toPublicUser(toSessionUser(user), at, request.isAdmin),
      };
    },
  );

  /** The signed-in player's row when `password` is its password; 400 on the field if not. */
  async function confirmPassword(request: FastifyRequest, password: string) {
    const signedIn = requireUser(request);
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
    routeFor('user', { response: { 200: StoredLanguageSchema } }),
    async (request) => ({ language: await findPreferredLanguage(db, requireUser(request).id) }),
  );

  app.post(
    '/api/account/language',
    routeFor('user', { body: LanguagePreferenceSchema, response: { 200: SuccessSchema } }),
    async (request) => {
      await savePreferredLanguage(db, requireUser(request).id, request.body.language, now());
      return { success: true as const };
    },
  );

  app.post(
    '/api/account/password',
    routeFor('user', { body: ChangePasswordSchema, response: { 200: SuccessSchema } }, guesses),
    async (request) => {
      const user = await confirmPassword(request, request.body.currentPassword);
      const passwordHash = await hashPassword(request.body.newPassword);
      await db.transaction(async (tx) => {
        const at = now();
        await setPasswordHash(tx as unknown as Database, {
          userId: user.id,
          passwordHash,
          now: at,
        });
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
    routeFor('user', { response: { 200: SuccessSchema } }),
    async (request, reply) => {
      await deleteUserSessions(db, requireUser(request).id);
      clearSessionCookie(reply, request);
      return { success: true as const };
    },
  );

  app.post(
    '/api/account/delete',
    {
      // The allow-listed admin cannot lock the operator out by a click (before the count).
      preHandler: async (request) => {
        if (request.isAdmin) throw createClientError(403, ACCOUNT_MESSAGES.adminCannotDelete);
      },
      ...routeFor('user', { body: DeleteAccountSchema, response: { 200: SuccessSchema } }, guesses),
    },
    async (request, reply) => {
      const user = await confirmPassword(request, request.body.currentPassword);
      await deleteAccount(db, user.id);
      clearSessionCookie(reply, request);
      return { success: true as const };
    },
  );
};
