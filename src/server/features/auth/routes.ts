import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookie, requireUser, setSessionCookie } from '#server/features/auth/plugin.ts';
import { refreshSubscription } from '#server/features/users/subscription.ts';
import { createClientError } from '#server/plugins/errors.ts';
import {
  AUTH_MESSAGES,
  AuthSuccessSchema,
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
  UserResponseSchema,
} from '#shared/schemas/auth.ts';
import { SuccessSchema } from '#shared/schemas/common.ts';
import { isAdminUser, toPublicUser, toSessionUser } from '../users/public-user.ts';
import {
  findUserByEmail,
  insertUser,
  isUniqueViolation,
  type UserRow,
} from '../users/repository.ts';
import { redeemPasswordReset } from './password-reset.ts';
import { hashPassword, preparePasswordChecks, verifyPassword } from './passwords.ts';
import { guessBudget } from './route-options.ts';
import { deleteSession } from './session-repository.ts';
import { sessionLifetimeMs, startSession } from './sessions.ts';

/** Sign-up, sign-in, sign-out, `me` and password resets, secure by default. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, now } = app;
  /** Counts one attempt per IP and per email; the stricter refusal wins. */
  const perAddressAndEmail = guessBudget(config, 'auth', (request) => [
    `ip:${request.ip}`,
    `email:${(request.body as { email: string }).email.toLowerCase()}`,
  ]);
  /** Sign-up's and sign-in's options: their schema, and the budget they share. */
  const withEmail = <S extends FastifySchema>(schema: S) => ({
    schema,
    config: { rateLimit: perAddressAndEmail },
  });
  await preparePasswordChecks();

  /**
   * Signs this browser in as `user`: the session it had is replaced by a new one (no orphaned
   * sessions, no fixation), its cookie lasting `lifetimeMs` (a player's by default).
   */
  async function signInBrowser(
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow,
    at: Date,
    lifetimeMs?: number,
  ) {
    if (request.sessionId !== null) await deleteSession(db, request.sessionId);
    const { token } = await startSession(db, user.id, at);
    setSessionCookie(reply, request, token, lifetimeMs);
    const isAdmin = isAdminUser(user, config.ADMIN_EMAILS);
    return { success: true as const, token, user: toPublicUser(toSessionUser(user), at, isAdmin) };
  }

  app.post(
    '/api/auth/signup',
    withEmail({ body: SignUpSchema, response: { 201: AuthSuccessSchema } }),
    async (request, reply) => {
      const { email, password } = request.body;
      if (await findUserByEmail(db, email)) throw createClientError(409, AUTH_MESSAGES.emailTaken);
      const passwordHash = await hashPassword(password);
      const at = now();
      const user = await insertUser(db, { email, passwordHash, now: at }).catch((error) => {
        // Two sign-ups with one email at once: the unique index decides.
        throw isUniqueViolation(error) ? createClientError(409, AUTH_MESSAGES.emailTaken) : error;
      });
      return reply.status(201).send(await signInBrowser(request, reply, user, at));
    },
  );

  app.post(
    '/api/auth/signin',
    withEmail({ body: SignInSchema, response: { 200: AuthSuccessSchema } }),
    async (request, reply) => {
      const { email, password } = request.body;
      const found = await findUserByEmail(db, email);
      // Verified even when the email is unknown, so the answer's timing does not tell.
      const isMatch = await verifyPassword(found?.passwordHash, password);
      if (!found || !isMatch) throw createClientError(401, AUTH_MESSAGES.invalidCredentials);
      const at = now();
      const user = await refreshSubscription(db, found, at);
      const lifetimeMs = sessionLifetimeMs(isAdminUser(user, config.ADMIN_EMAILS));
      return signInBrowser(request, reply, user, at, lifetimeMs);
    },
  );

  app.post(
    '/api/auth/signout',
    { schema: { response: { 200: SuccessSchema } } },
    async (request, reply) => {
      if (request.sessionId !== null) await deleteSession(db, request.sessionId);
      clearSessionCookie(reply, request);
      return { success: true as const };
    },
  );

  // A one-time link from `npm run admin -- reset-link`: a new password, every session out.
  app.post(
    '/api/auth/reset-password',
    {
      schema: { body: ResetPasswordSchema, response: { 200: SuccessSchema } },
      config: { rateLimit: guessBudget(config, 'auth', (request) => [`ip:${request.ip}`]) },
    },
    async (request, reply) => {
      const isReset = await redeemPasswordReset(db, {
        token: request.body.token,
        passwordHash: await hashPassword(request.body.password),
        now: now(),
      });
      if (!isReset) throw createClientError(400, AUTH_MESSAGES.resetLinkInvalid);
      clearSessionCookie(reply, request);
      return { success: true as const };
    },
  );

  app.get(
    '/api/auth/me',
    { schema: { response: { 200: UserResponseSchema } } },
    async (request) => ({
      success: true as const,
      user: toPublicUser(requireUser(request), now(), request.isAdmin),
    }),
  );
};
