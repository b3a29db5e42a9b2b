import type { FastifyInstance, RouteOptions } from 'fastify';
import { parse } from 'regexparam';

/** One /api route as registered: its path pattern, methods, body schema and the module gating it. */
export interface ApiRoute {
  url: string;
  methods: string[];
  /** The route's `schema.body` (a zod schema), when it reads a body. */
  body: unknown;
  /** The feature module whose status decides who may call it (features/admin), if any. */
  module: string | undefined;
  pattern: RegExp;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route, in the order registered (the not-found handler's 405, tests' walks). */
    apiRoutes: readonly ApiRoute[];
  }
}

/** What the API has at a path: the methods it takes there and the modules gating them. */
export type ApiPathInfo = (path: string) => { methods: string[]; modules: string[] };

/**
 * Keeps every /api route as it is added, so that a path the API knows, asked with a method it does
 * not take, gets 405 with `Allow` rather than a 404 that says it does not exist (unless a module
 * closed to the caller gates it: then 404 whatever the method). Call before the routes are
 * registered; `moduleOf` names the module a route's hooks gate it with.
 */
export function trackApiRoutes(
  app: FastifyInstance,
  moduleOf: (route: RouteOptions) => string | undefined = () => undefined,
): ApiPathInfo {
  const routes: ApiRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    routes.push({
      url: route.url,
      methods: [route.method].flat(),
      body: route.schema?.body,
      module: moduleOf(route),
      // As the router matches: letter case counts (regexparam's own pattern ignores it).
      pattern: new RegExp(parse(route.url).pattern.source),
    });
  });
  return (path) => {
    const methods = new Set<string>();
    const modules = new Set<string>();
    for (const route of routes) {
      if (!route.pattern.test(path)) continue;
      for (const method of route.methods) methods.add(method);
      if (route.module !== undefined) modules.add(route.module);
    }
    return { methods: [...methods].sort(), modules: [...modules] };
  };
}
