import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '#server/db/client.ts';
import { clearSessionCookie, setSessionCookie } from '#server/features/auth/plugin.ts';
import { resolveSession } from '#server/features/auth/sessions.ts';
import { toPublicUser } from '#server/features/users/public-user.ts';
import { createClientError, ERROR_MESSAGES } from '#server/plugins/errors.ts';
import type { PageAccess } from '#server/web-app.ts';
import { FEATURE_STATUSES, type FeatureStatus, SESSION_COOKIE } from '#shared/constants.ts';
import {
  canOpenModule,
  findPageModule,
  type ModuleViewer,
  toModuleViewer,
} from '#shared/module-access.ts';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '#shared/schemas/zod.ts';
import { type FeatureModuleRow, findFeatureModule } from './repository.ts';

/** A stored status outside the known three reads as development: admins only. */
export function readModuleStatus(row: FeatureModuleRow): FeatureStatus {
  return (FEATURE_STATUSES as readonly string[]).includes(row.status)
    ? (row.status as FeatureStatus)
    : 'development';
}

/** Who an API request comes from (the auth plugin read its session), as the module rule sees it. */
export function getModuleViewer(request: FastifyRequest, now: Date): ModuleViewer {
  if (!request.user) return 'visitor';
  return toModuleViewer({ role: toPublicUser(request.user, now).role, isAdmin: request.isAdmin });
}

/** Whether `viewer` may open the module `slug` now; an unknown module is no one's. */
async function canOpenModuleNamed(
  db: Database,
  slug: string,
  viewer: ModuleViewer,
): Promise<boolean> {
  const row = await findFeatureModule(db, slug);
  return row !== undefined && canOpenModule(readModuleStatus(row), viewer);
}

/** The handlers requireModule made, by the module each gates (read by moduleGateOf). */
const MODULE_GATES = new WeakMap<object, string>();

/** The module a route's hook (or list of hooks) gates it with, if one of them is requireModule's. */
export function moduleGateOf(hooks: unknown): string | undefined {
  for (const hook of [hooks].flat()) {
    const slug = typeof hook === 'function' ? MODULE_GATES.get(hook) : undefined;
    if (slug !== undefined) return slug;
  }
  return undefined;
}

/** Whether the caller of an API request (the auth plugin read its session) may open `slug` now. */
export function isModuleOpenTo(
  db: Database,
  slug: string,
  request: FastifyRequest,
  now: Date,
): Promise<boolean> {
  return canOpenModuleNamed(db, slug, getModuleViewer(request, now));
}

/**
 * A route's preHandler for an API a module owns: it answers as if the route did not
 * exist (404 'Not found') to anyone the module's status does not let in, as its pages do.
 * `preHandler: requireModule(db, 'community-gallery')`; the status is read on every call, so a
 * module sent back to development is closed at once on every server process.
 */
export function requireModule(
  db: Database,
  slug: string,
  now: () => Date = () => new Date(),
): preHandlerAsyncHookHandler {
  const gate: preHandlerAsyncHookHandler = async (request) => {
    if (!(await isModuleOpenTo(db, slug, request, now()))) {
      throw createClientError(404, ERROR_MESSAGES.notFound);
    }
  };
  MODULE_GATES.set(gate, slug);
  return gate;
}

/**
 * The viewer of a page request. The auth plugin reads sessions for /api only, so a private page
 * reads its session cookie here, renewing or clearing the cookie as the plugin would.
 */
async function readPageViewer(
  request: FastifyRequest,
  reply: FastifyReply,
  options: ModulePageOptions,
): Promise<ModuleViewer> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return 'visitor';
  const now = options.now();
  const session = await resolveSession(options.db, token, now, options.adminEmails);
  if (!session) {
    clearSessionCookie(reply, request);
    return 'visitor';
  }
  if (session.isExtended) {
    setSessionCookie(reply, request, token, session.endsAt.getTime() - now.getTime());
  }
  return toModuleViewer({
    role: toPublicUser(session.user, now).role,
    isAdmin: session.isAdmin,
  });
}

interface ModulePageOptions {
  db: Database;
  now: () => Date;
  /** Config ADMIN_EMAILS, lower-cased. */
  adminEmails?: readonly string[];
}

/**
 * The server's side of the private pages (the tools-to-come previews): a page a module gates
 * opens to whom its status lets in, the private development pages to admins; anyone else gets
 * the not-found page with 404, the same answer as for a page that does not exist.
 */
export function createModulePageAccess(options: ModulePageOptions): PageAccess {
  return async (request, reply, path) => {
    const slug = findPageModule(path);
    if (slug === undefined) return undefined;
    // `/preview/%00`: a name the database cannot even be asked about.
    if (slug !== null && !isStorableText(slug)) {
      throw createClientError(400, UNSTORABLE_TEXT_MESSAGE, { field: 'slug' });
    }
    const viewer = await readPageViewer(request, reply, options);
    if (slug === null) return canOpenModule('development', viewer);
    return canOpenModuleNamed(options.db, slug, viewer);
  };
}
