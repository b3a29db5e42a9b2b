import { existsSync, readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parse } from 'regexparam';
import type { Language } from '#shared/constants.ts';
import { detectLanguage, LANGUAGE_COOKIE, parseAcceptLanguage } from '#shared/languages.ts';
import type { SharedMail } from '#shared/schemas/share.ts';
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
 * src/web/routes.ts, in the router's order, the HTML file that starts it (English) and its file in
 * each language; the last entry, without a pattern, is the not-found page.
 */
export const PAGES_FILE = 'pages.json';
export type PageEntry = {
  pattern: string | null;
  file: string;
  /** The page in each language (English's is `file`); a page without is the same in all. */
  files?: Partial<Record<Language, string>>;
};

/**
 * The build's renderer for Node (src/web/prerender.tsx, built by scripts/build-web.ts into the
 * app's folder and never sent to a browser): what the server renders per request with.
 */
export const SERVER_RENDER_DIR = 'server';
export const SERVER_RENDER_ENTRY = `${SERVER_RENDER_DIR}/prerender.mjs`;
export interface ServerRenderer {
  prepareServerRender(): Promise<void>;
  renderSharedMail(
    path: string,
    language: Language,
    id: string,
    mail: SharedMail | null,
  ): Promise<{ html: string; state: string }>;
}

type Page = {
  matches: (path: string) => boolean;
  fileIn: (language: Language) => string;
  isNotFound: boolean;
};

function readPages(webRoot: string): Page[] | undefined {
  const pagesPath = join(webRoot, PAGES_FILE);
  if (!existsSync(pagesPath)) return undefined;
  const entries = JSON.parse(readFileSync(pagesPath, 'utf8')) as PageEntry[];
  return entries.map(({ pattern, file, files }) => {
    const regex = pattern === null ? undefined : parse(pattern).pattern;
    return {
      matches: (path) => regex === undefined || regex.test(path),
      fileIn: (language) => files?.[language] ?? file,
      isNotFound: pattern === null,
    };
  });
}

/**
 * The reader's language for a page: the one chosen before (the language cookie the browser sets),
 * else the first of `Accept-Language` the app speaks, else English (the browser decides the same
 * way, src/web/i18n/index.ts).
 */
export function pageLanguage(request: FastifyRequest): Language {
  const cookies = (request as { cookies?: Record<string, string | undefined> }).cookies;
  return detectLanguage(
    cookies?.[LANGUAGE_COOKIE],
    parseAcceptLanguage(request.headers['accept-language']),
  );
}

/** A page differs by the language cookie and Accept-Language (and by encoding, as every file). */
const PAGE_VARY = 'cookie, accept-language';

/** Compresses a page made for this request the way the browser accepts (brotli, else gzip). */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.type('text/html; charset=utf-8').header('vary', `accept-encoding, ${PAGE_VARY}`);
  if (/\bbr\b/.test(accepted)) {
    const body = brotliCompressSync(html, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length },
    });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) {
    return reply.header('content-encoding', 'gzip').send(gzipSync(html, { level: 6 }));
  }
  return reply.send(html);
}

/** A page rendered for its path: its status, `<head>` additions, `#root`'s HTML and its data. */
export type RenderedPage = { status: 200 | 404; head?: string; root?: string; state?: string };

/**
 * A page made for its path on each request (a shared mail: its Open Graph tags, which link
 * previews read without running the app, and its screen rendered with the mail), or undefined for
 * the page as built. `renderer` gives the build's renderer, undefined when the build has none.
 */
export type PageContent = (
  path: string,
  request: FastifyRequest,
  page: { language: Language; renderer: () => Promise<ServerRenderer | undefined> },
) => Promise<RenderedPage | undefined>;

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

/**
 * Serves the built browser app: hashed assets with a year's cache, every file in the brotli or
 * gzip copy the build made when the browser accepts it (`Vary: Accept-Encoding`), and for a page
 * the HTML of its route in the reader's language (prerendered for the public pages, rendered per
 * request where `pageContent` says so), 404 for a path no route knows.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string,
  /**
   * The methods the API takes at a path for this caller (plugins/api-routes.ts): 405 rather than
   * 404; none where a module closed to the caller gates the path.
   */
  allowedMethods: (request: FastifyRequest, path: string) => Promise<string[]> = async () => [],
  pageContent: PageContent = async () => undefined,
  pageAccess: PageAccess = async () => undefined,
): Promise<void> {
  const pages = readPages(webRoot);
  const assetsDir = `${join(webRoot, 'assets')}${sep}`;
  const revalidated = new Set<string>(REVALIDATED_FILES.map((file) => join(webRoot, file)));
  const rendererFile = join(webRoot, SERVER_RENDER_ENTRY);
  // Loaded once, with every language and screen, when the server is ready: a page rendered per
  // request then waits for nothing (and a newer build renamed into place is never half-read).
  let renderer: Promise<ServerRenderer | undefined> | undefined;
  const loadRenderer = () => {
    renderer ??= existsSync(rendererFile)
      ? import(pathToFileURL(rendererFile).href).then(async (module: ServerRenderer) => {
          await module.prepareServerRender();
          return module;
        })
      : Promise.resolve(undefined);
    return renderer;
  };
  if (pages) {
    app.addHook('onReady', async () => {
      loadRenderer().catch((error: unknown) => {
        app.log.error({ err: error }, 'the server renderer could not be loaded');
        renderer = undefined;
      });
    });
  }

  if (pages) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The server's own renderer is never sent.
      allowedPath: (pathName) => !pathName.startsWith(`/${SERVER_RENDER_DIR}/`),
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
    const language = pageLanguage(request);
    const access = found.isNotFound ? undefined : await pageAccess(request, reply, path);
    if (access !== undefined) {
      // Who may see it decides the answer: never kept by any cache.
      const page = access ? found : pages.find((candidate) => candidate.isNotFound);
      if (!page) return reply.status(404).send(errorBody(ERROR_MESSAGES.notFound));
      return reply
        .status(access ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('vary', PAGE_VARY)
        .send(readFileSync(join(webRoot, page.fileIn(language)), 'utf8'));
    }
    const page = found;
    const file = page.fileIn(language);
    const content = page.isNotFound
      ? undefined
      : await pageContent(path, request, {
          language,
          renderer: () => loadRenderer().catch(() => undefined),
        });
    if (content) {
      const html = readFileSync(join(webRoot, file), 'utf8')
        .replace('</head>', () => `${content.head ?? ''}</head>`)
        .replace('<div id="root"></div>', () => `<div id="root">${content.root ?? ''}</div>`)
        .replace('</body>', () => `${content.state ?? ''}</body>`);
      reply.status(content.status).header('cache-control', 'no-cache');
      return sendCompressed(request, reply, html);
    }
    reply.header('vary', PAGE_VARY);
    return reply.status(page.isNotFound ? 404 : 200).sendFile(file);
  });
}
