import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_RATE_WINDOW_MS } from '#server/config.ts';
import { clearSessionCookie, requireUser, setSessionCookie } from '#server/features/auth/plugin.ts';
import { refreshSubscription } from '#server/features/users/subscription.ts';
import { createClientError } from '#server/plugins/errors.ts';
import type { RouteRateLimit } from '#server/plugins/rate-limit.ts';
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
import { findUserByEmail, insertUser, isUniqueViolation } from '../users/repository.ts';
import { redeemPasswordReset } from './password-reset.ts';
import { hashPassword, preparePasswordChecks, verifyPassword } from './passwords.ts';
import { deleteSession } from './session-repository.ts';
import { sessionLifetimeMs, startSession } from './sessions.ts';

/** Sign-up, sign-in, sign-out, `me` and password resets, secure by default. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, now } = app;
  /** One budget for every attempt: per address, and per email when the call names one. */
  const attempts = (keys: RouteRateLimit['keys']): RouteRateLimit => ({
    name: 'auth',
    limit: config.AUTH_RATE_LIMIT,
    windowMs: AUTH_RATE_WINDOW_MS,
    keys,
    message: AUTH_MESSAGES.tooManyAttempts,
  });
  /** Counts one attempt per IP and per email; the stricter refusal wins. */
  const perAddressAndEmail = attempts((request) => [
    `ip:${request.ip}`,
    `email:${(request.body as { email: string }).email.toLowerCase()}`,
  ]);
  await preparePasswordChecks();

  app.post(
    '/api/auth/signup',
    {
      schema: { body: SignUpSchema, response: { 201: AuthSuccessSchema } },
      config: { rateLimit: perAddressAndEmail },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      if (await findUserByEmail(db, email)) throw createClientError(409, AUTH_MESSAGES.emailTaken);
      const passwordHash = await hashPassword(password);
      const at = now();
      const user = await insertUser(db, { email, passwordHash, now: at }).catch((error) => {
        // Two sign-ups with one email at once: the unique index decides.
        throw isUniqueViolation(error) ? createClientError(409, AUTH_MESSAGES.emailTaken) : error;
      });
      if (request.sessionId !== null) await deleteSession(db, request.sessionId);
      const { token } = await startSession(db, user.id, at);
      setSessionCookie(reply, request, token);
      return reply.status(201).send({
        success: true,
        token,
        user: toPublicUser(toSessionUser(user), at, isAdminUser(user, config.ADMIN_EMAILS)),
      });
    },
  );

  app.post(
    '/api/auth/signin',
    {
      schema: { body: SignInSchema, response: { 200: AuthSuccessSchema } },
      config: { rateLimit: perAddressAndEmail },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const found = await findUserByEmail(db, email);
      // Verified even when the email is unknown, so the answer's timing does not tell.
      const isMatch = await verifyPassword(found?.passwordHash, password);
      if (!found || !isMatch) throw createClientError(401, AUTH_MESSAGES.invalidCredentials);
      const at = now();
      const user = await refreshSubscription(db, found, at);
      // A new sign-in replaces the session this browser had: no orphaned sessions, no fixation.
      if (request.sessionId !== null) await deleteSession(db, request.sessionId);
      const { token } = await startSession(db, user.id, at);
      const isAdmin = isAdminUser(user, config.ADMIN_EMAILS);
      setSessionCookie(reply, request, token, sessionLifetimeMs(isAdmin));
      return {
        success: true as const,
        token,
        user: toPublicUser(toSessionUser(user), at, isAdmin),
      };
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
      config: { rateLimit: attempts((request) => [`ip:${request.ip}`]) },
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
