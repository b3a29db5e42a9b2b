// `npm run build` (and `npm start` with --if-stale, `npm run test:e2e`, the benches, through
// buildWebApp): the browser app as a phone should get it
// (docs/decisions/007-react-prerendered-and-precompressed.md).
// 1. Vite builds the app with a manifest of its chunks.
// 2. Vite builds src/web/prerender.tsx for Node, kept in server/ beside the app for the server to
//    render /m/{id} with; each route gets its own HTML file in each language: the public pages
//    rendered by React at build time, the others an empty shell; each with `<html lang dir>`, its
//    title and description and every chunk its screen needs, named to its start script so nothing
//    is discovered one by one: the script adds them after the page's first paint
//    (scripts/start-after-paint.ts).
// 3. The service worker (vite-plugin-pwa) is generated again over the prerendered pages: its
//    precache list has each file's revision as served.
// 4. Every text file the browser may get is written again as brotli (.br) and gzip (.gz) for the
//    server to send.
// It builds into a folder of its own and renames it into place, one process at a time
// (scripts/build-folder.ts): a server reading dist/web never sees half a build, and two starts at
// once build once.
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import {
  DEFAULT_WEB_ROOT,
  PAGES_FILE,
  type PageEntry,
  SERVER_RENDER_DIR,
  SERVER_RENDER_ENTRY,
} from '../src/server/web-app.ts';
import { LANGUAGES, type Language } from '../src/shared/constants.ts';
import { getTextDirection } from '../src/shared/languages.ts';
import type { AppRoute } from '../src/web/routes.ts';
import { buildFolder } from './build-folder.ts';
import { startAfterPaint, startScript } from './start-after-paint.ts';

const root = resolve(import.meta.dirname, '..');
const configFile = join(root, 'vite.config.ts');

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

type PrerenderModule = {
  ROUTES: readonly AppRoute[];
  renderPage: (
    route: AppRoute,
    language: Language,
  ) => Promise<{ html: string; title: string; description: string }>;
};

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest', '.txt']);
/** Fonts the first screen draws with (Latin body and bold): fetched with the CSS, not after it. */
const PRELOADED_FONTS = [
  /noto-sans-latin-400-normal-[^/]+\.woff2$/,
  /noto-sans-latin-700-normal-[^/]+\.woff2$/,
];

/** `key` and every chunk it imports statically, transitively. */
function collectChunks(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) collectChunks(manifest, imported, into);
  return into;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** The mail's lazy actions (app.tsx), which a page rendered with a mail takes over with. */
const MAIL_ACTIONS_MODULE = 'features/discord/discord-actions.tsx';

/** The <head> additions of one route: its chunks and their CSS, beyond what the entry loads. */
function routeHeadLinks(manifest: Manifest, route: AppRoute, fonts: string[]): string {
  const entry = collectChunks(manifest, 'index.html');
  const screen = collectChunks(manifest, `pages/${route.page}.tsx`);
  if (route.hasMailActions) {
    if (!manifest[MAIL_ACTIONS_MODULE]) throw new Error(`${MAIL_ACTIONS_MODULE} has no chunk`);
    collectChunks(manifest, MAIL_ACTIONS_MODULE, screen);
  }
  const chunks = [...screen].filter((key) => !entry.has(key));
  const links = [
    ...fonts.map(
      (file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`,
    ),
    ...chunks
      .flatMap((key) => manifest[key]?.css ?? [])
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...chunks.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file}">`),
  ];
  return links.join('\n    ');
}

/**
 * A file name for a route pattern in a language: `/admin/modules/:slug` →
 * `pages/admin-modules-slug.html` in English, `pages/es/admin-modules-slug.html` in Spanish.
 */
function pageFileOf(route: AppRoute, language: Language): string {
  if (route.path === '/' && language === 'en') return 'index.html';
  const name =
    route.path === '/'
      ? 'home'
      : route.path === undefined
        ? 'not-found'
        : route.path.replace(/^\//, '').replace(/[^\w]+/g, '-');
  return language === 'en' ? `pages/${name}.html` : `pages/${language}/${name}.html`;
}

/**
 * Puts the entry's style sheet into the page: the first paint waits for no request but the HTML,
 * and the CSS does not share the phone's bandwidth with the JavaScript.
 */
function inlineStylesheets(html: string, outDir: string): string {
  const link = /\s*<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;
  const css = [...html.matchAll(link)]
    .map(([, file]) => readFileSync(join(outDir, file as string), 'utf8'))
    .join('');
  return html.replace(link, '').replace('</title>', () => `</title>\n    <style>${css}</style>`);
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Writes `file.br` and `file.gz` beside every text file that compresses (the server's aside). */
function precompress(outDir: string): void {
  const serverDir = join(outDir, SERVER_RENDER_DIR);
  for (const file of listFiles(outDir)) {
    if (!COMPRESSIBLE.has(extname(file)) || file.startsWith(serverDir)) continue;
    const content = readFileSync(file);
    const brotli = brotliCompressSync(content, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gzip = gzipSync(content, { level: 9 });
    if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
    if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
  }
}

interface BuildWebOptions {
  outDir?: string;
  /** Only when the sources are newer than the build in `outDir` (what `npm start` asks). */
  ifStale?: boolean;
}

/**
 * Builds, prerenders and precompresses the browser app into `outDir` (dist/web by default); true
 * when it built.
 */
export function buildWebApp({ outDir = DEFAULT_WEB_ROOT, ifStale = false }: BuildWebOptions = {}) {
  return buildFolder(outDir, {
    isStale: ifStale ? () => isWebBuildStale(outDir) : undefined,
    build: buildInto,
  });
}

async function buildInto(outDir: string): Promise<void> {
  // Vite is loaded only to build: a start whose build is fresh never pays for it.
  const { build } = await import('vite');
  // Sources saved while this build reads them make the next start build again.
  const startedAt = new Date();
  await build({
    configFile,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  const manifest = JSON.parse(
    readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;

  // The server loads this build to render /m/{id} (src/server/web-app.ts); it never runs Vite.
  const serverDir = join(outDir, SERVER_RENDER_DIR);
  await build({
    configFile,
    logLevel: 'warn',
    build: {
      ssr: join(root, 'src/web/prerender.tsx'),
      outDir: serverDir,
      emptyOutDir: true,
      copyPublicDir: false,
      rollupOptions: {
        preserveEntrySignatures: 'strict',
        output: { entryFileNames: basename(SERVER_RENDER_ENTRY), codeSplitting: true },
      },
    },
  });
  const prerender = (await import(
    pathToFileURL(join(outDir, SERVER_RENDER_ENTRY)).href
  )) as PrerenderModule;

  const start = startScript();
  writeFileSync(join(outDir, start.file), start.text);
  const template = inlineStylesheets(readFileSync(join(outDir, 'index.html'), 'utf8'), outDir);
  const assets = listFiles(join(outDir, 'assets')).map((file) => relative(outDir, file));
  const fonts = PRELOADED_FONTS.flatMap((pattern) => assets.filter((file) => pattern.test(file)));
  const pages = prerender.ROUTES.map((route) => ({
    pattern: route.path ?? null,
    file: pageFileOf(route, 'en'),
    files: {} as Record<Language, string>,
  })) satisfies PageEntry[];

  // English first: its first-screen check (prerender.tsx) holds only while the rest of English is
  // not loaded, which any other language loads.
  for (const language of LANGUAGES) {
    for (const [index, route] of prerender.ROUTES.entries()) {
      const page = await prerender.renderPage(route, language);
      const html = template
        .replace(
          /<html lang="[^"]*" dir="[^"]*">/,
          () => `<html lang="${language}" dir="${getTextDirection(language)}">`,
        )
        .replace(/<title>.*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
        .replace(
          /<meta name="description" content="[^"]*" \/>/,
          () => `<meta name="description" content="${escapeHtml(page.description)}" />`,
        )
        .replace('</head>', () => `  ${routeHeadLinks(manifest, route, fonts)}\n  </head>`)
        .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
      const file = pageFileOf(route, language);
      mkdirSync(dirname(join(outDir, file)), { recursive: true });
      writeFileSync(join(outDir, file), startAfterPaint(html, start.file));
      (pages[index] as (typeof pages)[number]).files[language] = file;
    }
  }
  writeFileSync(join(outDir, PAGES_FILE), `${JSON.stringify(pages, null, 2)}\n`);
  utimesSync(join(outDir, PAGES_FILE), startedAt, startedAt);
  rmSync(join(outDir, '.vite'), { recursive: true, force: true });
  await regenerateServiceWorker(outDir);
  precompress(outDir);
}

/**
 * Vite's build wrote the service worker before the pages were prerendered, so its revision of the
 * shell (index.html) is the template's: it is generated again over the finished folder.
 */
async function regenerateServiceWorker(outDir: string): Promise<void> {
  const { resolveConfig } = await import('vite');
  const config = await resolveConfig(
    { configFile, logLevel: 'warn', build: { outDir } },
    'build',
    'production',
  );
  const pwa = config.plugins.find((plugin) => plugin.name === 'vite-plugin-pwa');
  const api = pwa?.api as { generateSW?: () => Promise<unknown> } | undefined;
  if (!api?.generateSW) throw new Error('vite.config.ts has no vite-plugin-pwa');
  await api.generateSW();
}

/** When the newest source file changed after the last build (npm start rebuilds then). */
export function isWebBuildStale(outDir = DEFAULT_WEB_ROOT): boolean {
  const pagesFile = join(outDir, PAGES_FILE);
  let builtAt: number;
  try {
    builtAt = statSync(pagesFile).mtimeMs;
  } catch {
    return true;
  }
  const sources = [
    'src/web',
    'src/shared',
    'src/markup',
    'scripts/build-web.ts',
    'scripts/class-groups.ts',
    'scripts/start-after-paint.ts',
    'vite.config.ts',
  ];
  return sources.some((source) => {
    const path = join(root, source);
    const files = statSync(path).isDirectory() ? listFiles(path) : [path];
    return files.some((file) => statSync(file).mtimeMs > builtAt);
  });
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const ifStale = process.argv.includes('--if-stale');
  if (ifStale && isWebBuildStale()) console.log('Building the browser app…');
  if (await buildWebApp({ ifStale })) {
    console.log(`Built the browser app into ${relative(root, DEFAULT_WEB_ROOT)}/`);
  }
}
