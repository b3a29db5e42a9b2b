import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { accountAdminRoutes } from './features/account/admin-routes.ts';
import { accountRoutes } from './features/account/routes.ts';
import {
  createModulePageAccess,
  isModuleOpenTo,
  moduleGateOf,
} from './features/admin/module-access.ts';
import { moduleRoutes } from './features/admin/module-routes.ts';
import { adminRoutes } from './features/admin/routes.ts';
import { registerAuth } from './features/auth/plugin.ts';
import { authRoutes } from './features/auth/routes.ts';
import { changelogRoutes } from './features/changelogs/routes.ts';
import { communityRoutes } from './features/community/routes.ts';
import { formatRoutes } from './features/format/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { historyRoutes } from './features/history/routes.ts';
import { notificationRoutes } from './features/notifications/routes.ts';
import { createSharePage } from './features/share/page.ts';
import { SharePageCache } from './features/share/page-cache.ts';
import { shareRoutes } from './features/share/routes.ts';
import { translationRoutes } from './features/translations/routes.ts';
import { trackApiRoutes } from './plugins/api-routes.ts';
import { decorateDependencies } from './plugins/dependencies.ts';
import { answerClientError, answerFrameworkError, registerErrorHandler } from './plugins/errors.ts';
import { registerFormatEngine } from './plugins/format-engine.ts';
import { LOG_SERIALIZERS } from './plugins/logging.ts';
import { registerRateLimits } from './plugins/rate-limit.ts';
import { registerRedis } from './plugins/redis.ts';
import { registerApiNoStore, registerSecurityHeaders } from './plugins/security-headers.ts';
import { DEFAULT_WEB_ROOT, registerWebApp } from './web-app.ts';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Where the built browser app lives; tests point it at a fixture or leave it unbuilt. */
  webRoot?: string;
  /** Injected so tests can move time (sessions, rate-limit windows). */
  now?: () => Date;
}

/** Every plugin and route of the server. It never listens: main.ts does, tests use `inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : { level: config.LOG_LEVEL, serializers: LOG_SERIALIZERS },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    forceCloseConnections: 'idle',
    // Refusals that never reach the error handler get the app's `{ success: false, error }` too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON is the only body the API reads; anything else gets 415 from Fastify's parser lookup.
  app.removeContentTypeParser('text/plain');

  registerSecurityHeaders(app);
  registerApiNoStore(app);
  registerErrorHandler(app);
  const now = options.now ?? (() => new Date());
  const apiPath = trackApiRoutes(
    app,
    (route) => moduleGateOf(route.onRequest) ?? moduleGateOf(route.preHandler),
  );
  // A path a module closed to the caller gates answers 404 to every method, as if it did not exist.
  const allowedMethods = async (request: FastifyRequest, path: string) => {
    const { methods, modules } = apiPath(path);
    for (const slug of modules) {
      if (!(await isModuleOpenTo(database.db, slug, request, now()))) return [];
    }
    return methods;
  };

  const redis = registerRedis(app, config.REDIS_URL);
  // What every feature plugin reads from `app`, and the route options they declare: rate limits
  // (plugins/rate-limit.ts) and who may call them (`config.access`, the auth plugin).
  decorateDependencies(app, { db: database.db, config, now, redis });
  registerRateLimits(app, { redis, now });
  await app.register(healthRoutes, { ping: database.ping, redis });
  const engines = registerFormatEngine(app, config);
  await registerAuth(app);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(formatRoutes, { engines });
  await app.register(adminRoutes);
  await app.register(moduleRoutes);
  await app.register(accountAdminRoutes);
  await app.register(notificationRoutes);
  await app.register(changelogRoutes);
  await app.register(translationRoutes);
  const sharePages = new SharePageCache(() => now().getTime());
  await app.register(shareRoutes, { pages: sharePages });
  await app.register(historyRoutes);
  await app.register(communityRoutes);

  await registerWebApp(
    app,
    options.webRoot ?? DEFAULT_WEB_ROOT,
    allowedMethods,
    createSharePage(database.db, sharePages, now, config.PUBLIC_URL),
    createModulePageAccess({
      db: database.db,
      now,
      adminEmails: config.ADMIN_EMAILS,
    }),
  );
  return app;
}
