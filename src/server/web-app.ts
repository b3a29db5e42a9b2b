import { existsSync, readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parse } from 'regexparam';
import { ERROR_MESSAGES, errorBody } from './plugins/errors.ts';
import { DOCUMENT_ONLY_HEADERS } from './plugins/security-headers.ts';

/**
 * Files at the root that a browser must check on every visit, as pages are: the service worker
 * script (a new one is how a new version of the app is found) and the web app manifest.
 */
export const REVALIDATED_FILES = ['sw.js', 'manifest.webmanifest'] as const;

/** Where `npm run build` puts the browser app. */
export const DEFAULT_WEB_ROOT = resolve(import.meta.dirname, '../../dist/web');

/**
 * The built browser app's page list (scripts/build-web.ts writes it): for each route pattern of
 * src/web/routes.ts, in the router's order, the HTML file that starts it; the last entry, without
 * a pattern, is the not-found page.
 */
export const PAGES_FILE = 'pages.json';
export type PageEntry = { pattern: string | null; file: string };

type Page = { matches: (path: string) => boolean; file: string; isNotFound: boolean };

function readPages(webRoot: string): Page[] | undefined {
  const pagesPath = join(webRoot, PAGES_FILE);
  if (!existsSync(pagesPath)) return undefined;
  const entries = JSON.parse(readFileSync(pagesPath, 'utf8')) as PageEntry[];
  return entries.map(({ pattern, file }) => {
    const regex = pattern === null ? undefined : parse(pattern).pattern;
    return {
      matches: (path) => regex === undefined || regex.test(path),
      file,
      isNotFound: pattern === null,
    };
  });
}

/**
 * Serves the built browser app: hashed assets with a year's cache, every file in the brotli or
 * gzip copy the build made when the browser accepts it (`Vary: Accept-Encoding`), and for a page
 * the HTML of its route (prerendered for the public pages), 404 for a path no route knows.
 */
/**
 * Extra `<head>` markup for a page path (Open Graph tags of a shared mail, say), or undefined for
 * the page as built. Link previews (Discord, chat apps) read it without running the app.
 */
export type PageHead = (path: string, request: FastifyRequest) => Promise<string | undefined>;

/**
 * Whether the caller may see a private page (features/admin, the module board): undefined for a
 * page nobody gates, false for one the caller may not open, which gets the not-found page with
 * 404. It may set cookies on `reply` (a renewed session).
 */
export type PageAccess = (
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
) => Promise<boolean | undefined>;

export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string,
  /**
   * The methods the API takes at a path for this caller (plugins/api-routes.ts): 405 rather than
   * 404; none where a module closed to the caller gates the path.
   */
  allowedMethods: (request: FastifyRequest, path: string) => Promise<string[]> = async () => [],
  pageHead: PageHead = async () => undefined,
  pageAccess: PageAccess = async () => undefined,
): Promise<void> {
  const pages = readPages(webRoot);
  const assetsDir = `${join(webRoot, 'assets')}${sep}`;
  const revalidated = new Set<string>(REVALIDATED_FILES.map((file) => join(webRoot, file)));

  if (pages) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, sentPath) {
        const path = sentPath.replace(/\.(br|gz)$/, '');
        // Vite fingerprints everything under assets/, so those never change and are never asked
        // again; pages (and the service worker, the manifest) are checked again on every visit so
        // that a new build is seen at once.
        if (path.startsWith(assetsDir)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
          for (const name of [...DOCUMENT_ONLY_HEADERS, 'etag', 'last-modified']) {
            res.removeHeader(name);
          }
        } else {
          const isRevalidated = path.endsWith('.html') || revalidated.has(path);
          res.header('cache-control', isRevalidated ? 'no-cache' : 'public, max-age=3600');
        }
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (request.url.startsWith('/api/') || request.url === '/api' || !isPage) {
      const allowed = await allowedMethods(request, request.url.split('?')[0] ?? '');
      if (allowed.length > 0) {
        return reply
          .status(405)
          .header('Allow', allowed.join(', '))
          .send(errorBody(ERROR_MESSAGES.methodNotAllowed));
      }
      return reply.status(404).send(errorBody(ERROR_MESSAGES.notFound));
    }
    if (!pages) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The browser app is not built yet: run `npm run build` (npm start does it for you).');
    }
    const path = request.url.split('?')[0] ?? '/';
    const found = pages.find((candidate) => candidate.matches(path));
    if (!found) return reply.status(404).send(errorBody(ERROR_MESSAGES.notFound));
    const access = found.isNotFound ? undefined : await pageAccess(request, reply, path);
    if (access !== undefined) {
      // Who may see it decides the answer: never kept by any cache.
      const page = access ? found : pages.find((candidate) => candidate.isNotFound);
      if (!page) return reply.status(404).send(errorBody(ERROR_MESSAGES.notFound));
      return reply
        .status(access ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(readFileSync(join(webRoot, page.file), 'utf8'));
    }
    const page = found;
    const head = page.isNotFound ? undefined : await pageHead(path, request);
    if (head) {
      const html = readFileSync(join(webRoot, page.file), 'utf8');
      return reply
        .status(200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(html.replace('</head>', `${head}</head>`));
    }
    return reply.status(page.isNotFound ? 404 : 200).sendFile(page.file);
  });
}
