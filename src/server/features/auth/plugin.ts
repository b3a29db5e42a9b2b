import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DatabaseUnavailableError, isDatabaseUnavailable } from '#server/db/availability.ts';
import type { SessionUser } from '#server/features/users/public-user.ts';
import { createClientError, errorBody } from '#server/plugins/errors.ts';
import { SESSION_COOKIE, TIMINGS } from '#shared/constants.ts';
import { ADMIN_MESSAGES } from '#shared/schemas/admin.ts';
import { AUTH_MESSAGES } from '#shared/schemas/auth.ts';
import { resolveSession } from './sessions.ts';

const ADMIN_ONLY_MESSAGE = ADMIN_MESSAGES.adminsOnly;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user (session cookie or bearer token), or null. Set for /api requests. */
    user: SessionUser | null;
    /** The id of the session that signed this request in, or null. */
    sessionId: number | null;
    /** The signed-in user's email is in ADMIN_EMAILS. */
    isAdmin: boolean;
    /** A session was presented but the database could not be asked about it (it is down). */
    isSessionUnknown: boolean;
  }
  interface FastifyContextConfig {
    /**
     * The route answers without the database (formatting a mail): while the database is down it
     * serves a caller whose session cannot be checked as a visitor. Every other route answers 503
     * at once, instead of waiting for the database a second time.
     */
    worksWithoutDatabase?: boolean;
    /**
     * Who may call the route: 'user' answers 401 to a visitor, 'admin' 401 or 403 'Admins only',
     * both before the body is read (after the route's own onRequest hooks, such as a module gate).
     */
    access?: RouteAccess;
  }
}

export type RouteAccess = 'user' | 'admin';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The signed-in admin: 401 'Not signed in', or 403 'Admins only' for everyone else. */
export function requireAdmin(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (!request.isAdmin) throw createClientError(403, ADMIN_ONLY_MESSAGE);
  return user;
}

/** The signed-in user, or a 401 'Not signed in'. */
export function requireUser(request: FastifyRequest): SessionUser {
  // Who this is cannot be known while the database is down: 503, not a misleading 401.
  if (!request.user && request.isSessionUnknown) throw new DatabaseUnavailableError();
  if (!request.user) throw createClientError(401, AUTH_MESSAGES.notSignedIn);
  return request.user;
}

/**
 * Whether a request is the API's. Decided by the route that matched, not the raw URL: the router
 * decodes `%61pi/…` to the same handlers as `api/…`, and they must get the same checks. A request
 * no route took (the not-found answer) goes by its path, so a 405 may know who asks.
 */
const isApiRequest = (request: FastifyRequest) => {
  const path = request.routeOptions.url ?? request.url;
  return path === '/api' || path.startsWith('/api/');
};

function readBearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer[ ]+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

function toOrigin(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * CSRF defence. A state-changing request that carries the session cookie must come from
 * our own origin, and so must one that names a foreign Origin without a bearer token (that stops
 * cross-site sign-in). A bearer-only request is an API client's: browsers never add that header
 * on their own.
 */
function isCrossSiteRefused(request: FastifyRequest, hasSessionCookie: boolean): boolean {
  if (!STATE_CHANGING_METHODS.has(request.method)) return false;
  const origin = request.headers.origin;
  if (!hasSessionCookie) {
    if (readBearerToken(request) !== undefined || origin === undefined) return false;
  } else if (origin === undefined) {
    return true;
  }
  const ownOrigin = toOrigin(`${request.protocol}://${request.host}`);
  return ownOrigin === null || toOrigin(origin) !== ownOrigin;
}

const cookieOptions = (request: FastifyRequest) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: request.protocol === 'https',
});

/**
 * Gives the browser its session: httpOnly, SameSite=Lax, Secure over https, kept for `lifetimeMs`
 * (30 days; what is left of an admin's 24 hours), so the cookie ends when the server's session does.
 */
export function setSessionCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  token: string,
  lifetimeMs: number = TIMINGS.userSessionMs,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    ...cookieOptions(request),
    maxAge: Math.max(0, Math.floor(lifetimeMs / 1000)),
  });
}

export function clearSessionCookie(reply: FastifyReply, request: FastifyRequest) {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
}

/**
 * Reads the session of every /api request (bearer token first, then the cookie) into
 * `request.user`, and refuses cross-site state changes. Register before the routes.
 */
export async function registerAuth(app: FastifyInstance) {
  const { db, now } = app;
  const adminEmails = app.config.ADMIN_EMAILS;
  // A route's `config.access`, applied here for every route.
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (access === undefined) return;
    const hook = access === 'admin' ? requireAdminHook : requireUserHook;
    route.onRequest = [...[route.onRequest ?? []].flat(), hook];
  });
  await app.register(fastifyCookie);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('isAdmin', false);
  app.decorateRequest('isSessionUnknown', false);

  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRequest(request)) return;
    const cookieToken = request.cookies[SESSION_COOKIE];
    if (isCrossSiteRefused(request, cookieToken !== undefined)) {
      return reply.status(403).send(errorBody(AUTH_MESSAGES.crossSiteRefused));
    }
    const bearerToken = readBearerToken(request);
    const token = bearerToken ?? cookieToken;
    if (!token) return;
    let session: Awaited<ReturnType<typeof resolveSession>>;
    try {
      session = await resolveSession(db, token, now(), adminEmails);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      // Routes that need no one (formatting a mail) go on as for a visitor; the rest answer 503
      // now: they would wait for the database again and pass the 3 s an outage answer may take.
      request.log.warn({ err: error }, 'session check skipped: database unavailable');
      request.isSessionUnknown = true;
      if (!request.routeOptions.config.worksWithoutDatabase) throw new DatabaseUnavailableError();
      return;
    }
    const isCookieSession = bearerToken === undefined;
    if (!session) {
      if (isCookieSession) clearSessionCookie(reply, request);
      return;
    }
    request.user = session.user;
    request.sessionId = session.sessionId;
    request.isAdmin = session.isAdmin;
    if (session.isExtended && isCookieSession) {
      setSessionCookie(reply, request, token, session.endsAt.getTime() - now().getTime());
    }
  });
}

/** Route hook: answers 401 'Not signed in' before the body is even read. */
export async function requireUserHook(request: FastifyRequest): Promise<void> {
  requireUser(request);
}

/** Route hook: 401 signed out, 403 'Admins only' for non-admins, before the body is read. */
export async function requireAdminHook(request: FastifyRequest): Promise<void> {
  requireAdmin(request);
}
