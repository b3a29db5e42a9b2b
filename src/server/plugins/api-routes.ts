import type { FastifyInstance } from 'fastify';
import { parse } from 'regexparam';

/**
 * Keeps the methods of every /api route as they are added, so that a path the API knows, asked
 * with a method it does not take, gets 405 with `Allow` rather than a 404 that says it does not
 * exist. Call before the routes are registered; the answer is read by the not-found handler.
 */
export function trackApiRoutes(app: FastifyInstance): (path: string) => string[] {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    routes.push({ pattern: parse(route.url).pattern, methods: [route.method].flat() });
  });
  return (path) => {
    const methods = new Set<string>();
    for (const route of routes) {
      if (route.pattern.test(path)) for (const method of route.methods) methods.add(method);
    }
    return [...methods].sort();
  };
}
