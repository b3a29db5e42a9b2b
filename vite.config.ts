import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { classGroupsOfSources } from './scripts/class-groups.ts';
import { fontFaceRules } from './src/web/font-faces.ts';
import { FIRST_SCREEN_STRINGS, splitStrings } from './src/web/i18n/english-parts.ts';

// The dev server forwards API calls to the Fastify server that `npm run dev` starts beside it.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT || 3000}`;
const proxy = { '/api': { target: apiTarget } };

/** The libraries every screen uses (docs/decisions/007-react-prerendered-and-precompressed.md). */
const VENDOR_MODULE =
  /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|@tanstack[\\/][\w-]+|wouter|regexparam|tailwind-merge|clsx|class-variance-authority|use-sync-external-store|@radix-ui[\\/]react-(slot|compose-refs)|lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])[^\\/]*)([\\/]|\.mjs$)/;
/** Vite's helper that every chunk loading another one imports (rolldown keeps its runtime apart). */
const PRELOAD_HELPER = /vite[\\/]preload-helper\.js$/;
/** Parts of those libraries that only screens opened later use (the gallery's endless list). */
const LATER_LIBRARY_MODULE =
  /@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]infiniteQueryObserver\.js$|@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]useInfiniteQuery\.js$/;
const isVendorModule = (id: string) =>
  (VENDOR_MODULE.test(id) && !LATER_LIBRARY_MODULE.test(id)) || PRELOAD_HELPER.test(id);

/** The table `cn` merges classes with (`classGroups`, below). */
const CLASS_GROUPS = 'virtual:class-groups';

/**
 * Our small modules that the first load's chunks share (constants, the toast store, the query
 * client, class names, the markup counter, the collapsible, the mail's background and its provided
 * actions, the class groups): one file, rather than one request for each.
 */
const isFirstLoadShared = (id: string) =>
  id === `\0${CLASS_GROUPS}` ||
  /src[\\/](shared[\\/]constants\.ts|markup[\\/]limits\.ts|web[\\/](lib[\\/](utils|query-client|mail-background)\.ts|components[\\/](lazy-part\.tsx|provided-mail-actions\.tsx|ui[\\/](use-toast\.ts|collapsible\.tsx))))$/.test(
    id,
  );

/**
 * Modules that must exist once: every library but lucide's icons (Radix creates its React contexts
 * at module level), and ours that keep state in the module.
 */
export const hasModuleState = (id: string) =>
  /node_modules[\\/](?!lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/])/.test(id) ||
  /src[\\/]web[\\/](routes\.ts|app\.tsx|i18n[\\/]|lib[\\/](query-client|install-offer|keep-mail|mail-background)|layout[\\/]service-worker|components[\\/](lazy-part|provided-mail-actions|ui[\\/](use-toast|toast-host|collapsible))|features[\\/](notifications[\\/]use-notifications|manual-builder[\\/]load|format[\\/]browser-engine)|prerender\.tsx)/.test(
    id,
  );

const ENGLISH_FILE = fileURLToPath(new URL('./src/shared/locales/en.json', import.meta.url));
const ENGLISH_PARTS = {
  'virtual:english/first-screen': 'picked',
  'virtual:english/rest': 'rest',
} as const;

/**
 * en.json as two modules (src/web/i18n/english-parts.ts): `virtual:english/first-screen`, the
 * strings the home page's first render uses, and `virtual:english/rest`, everything else. The locale
 * file stays one file; only the build splits it.
 */
export function englishStrings(): Plugin {
  return {
    name: 'mailforge-english-strings',
    resolveId: (id) => (Object.hasOwn(ENGLISH_PARTS, id) ? `\0${id}` : undefined),
    load(id) {
      const part = ENGLISH_PARTS[id.slice(1) as keyof typeof ENGLISH_PARTS];
      if (!id.startsWith('\0') || part === undefined) return undefined;
      this.addWatchFile(ENGLISH_FILE);
      const strings = JSON.parse(readFileSync(ENGLISH_FILE, 'utf8')) as Record<string, unknown>;
      const split = splitStrings(strings, FIRST_SCREEN_STRINGS);
      // JSON.parse of a string literal is parsed faster than the same object as a JS literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(split[part]))});`;
    },
  };
}

/**
 * `virtual:class-groups`, the table `cn` merges Tailwind classes with (src/web/lib/utils.ts): in a
 * build, tailwind-merge's table cut down to the class names the sources write
 * (scripts/class-groups.ts); while developing and in tests, its full table, so that a class just
 * written needs no new table.
 */
export function classGroups(): Plugin {
  let build = false;
  return {
    name: 'mailforge-class-groups',
    configResolved: (config) => {
      build = config.command === 'build';
    },
    resolveId: (id) => (id === CLASS_GROUPS ? `\0${CLASS_GROUPS}` : undefined),
    async load(id) {
      if (id !== `\0${CLASS_GROUPS}`) return undefined;
      if (!build) {
        return "import { getDefaultConfig } from 'tailwind-merge'; export default getDefaultConfig;";
      }
      const config = await classGroupsOfSources(fileURLToPath(new URL('.', import.meta.url)));
      // JSON.parse of a string literal is parsed faster than the same object as a JS literal.
      return `export default () => JSON.parse(${JSON.stringify(JSON.stringify(config))});`;
    },
  };
}

const FONTS_FILE = fileURLToPath(new URL('./src/web/fonts.css', import.meta.url));
const FONT_FACES_MARK = '/* @font-face rules: font-faces.ts */';

/**
 * fonts.css with its @font-face rules written in (src/web/font-faces.ts): each face is declared in
 * one place for both families, and Vite then resolves their files as in any style sheet.
 */
export function fontFaces(): Plugin {
  return {
    name: 'mailforge-font-faces',
    enforce: 'pre',
    transform(code, id) {
      if (id.split('?')[0] !== FONTS_FILE) return undefined;
      if (!code.includes(FONT_FACES_MARK)) throw new Error(`fonts.css lost "${FONT_FACES_MARK}"`);
      return { code: code.replace(FONT_FACES_MARK, () => fontFaceRules()), map: null };
    },
  };
}

/**
 * The service worker (Workbox, generated at build time; `npm run dev` has none). Precached: the
 * shell, every script and style sheet (each screen, each language's strings, workers), the Latin and
 * Cyrillic fonts and the icons, so a player who visited once can open the app with no connection.
 * It takes over only when the player reloads from the update toast (registerType 'prompt').
 * scripts/build-web.ts generates it again once the pages are prerendered, so the shell's revision
 * is the page as served.
 */
export function serviceWorker() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    // src/web/public/manifest.webmanifest is the manifest, served as it is.
    manifest: false,
    workbox: {
      globPatterns: [
        'index.html',
        'assets/*.{js,css}',
        'assets/noto-sans-{latin,cyrillic}-[0-9]*.woff2',
        'favicon.svg',
        'icon-192.png',
        'manifest.webmanifest',
      ],
      // One file: no second script (workbox-*.js) for the server to keep in step with sw.js.
      inlineWorkboxRuntime: true,
      // Navigations are network first (the server picks each page's HTML), below.
      navigateFallback: null,
      // The first install serves the page that registered it at once: a player who opened the app
      // once, and goes offline without reloading, still gets the screens they have not opened.
      // An update still waits for the player's Reload (registerType 'prompt').
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          // A page: the server's answer when it comes, else the last one kept, else the shell.
          urlPattern: ({ request }) => request.mode === 'navigate',
          handler: 'NetworkFirst',
          options: {
            cacheName: 'mailforge-pages',
            networkTimeoutSeconds: 4,
            expiration: { maxEntries: 10 },
            plugins: [
              {
                // A page the server says no cache may keep (one decided by who asks) is not kept.
                cacheWillUpdate: async ({ response }) =>
                  response.status === 200 &&
                  !/no-store/.test(response.headers.get('cache-control') ?? '')
                    ? response
                    : null,
                // Offline with no page kept: the precached shell, which starts the app on any path.
                // (Workbox writes this function into the worker: it names the shell literally.)
                handlerDidError: async () =>
                  (await caches.match('/index.html', { ignoreSearch: true })) ?? Response.error(),
              },
            ],
          },
        },
        {
          // What the page needs to know offline: who is signed in (their templates), the open
          // modules and the translation overrides; the server's answer first, the last one offline.
          urlPattern: ({ url, request }) =>
            request.method === 'GET' &&
            /^\/api\/(auth\/me|modules|translations\/[\w-]+)$/.test(url.pathname),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'mailforge-api',
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // Hashed files not precached (other scripts' fonts), kept once fetched.
          urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'mailforge-assets',
            expiration: { maxEntries: 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
}

// `#web/*`, `#shared/*` and `#markup/*` resolve through package.json "imports", which Vite reads.
// The browser app is React 19 (docs/decisions/007-react-prerendered-and-precompressed.md);
// @vitejs/plugin-react compiles its JSX and gives `npm run dev` React's Fast Refresh.
export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  plugins: [react(), fontFaces(), tailwindcss(), englishStrings(), classGroups(), serviceWorker()],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    // Every browser that runs the app supports <link rel="modulepreload"> natively.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // Common chunks may be inlined into their importers (below), which rewrites chunk exports.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // On a phone each file costs a request and ~400 bytes of headers: the libraries every
          // screen runs on are one file, and a small chunk shared by a few screens is copied into
          // them rather than fetched on its own. Only code without module state may be copied: a
          // copy would be a second instance (a second toast store, event stream, React context).
          groups: [
            { name: 'vendor', test: isVendorModule },
            { name: 'shared', test: isFirstLoadShared },
          ],
          experimentalInlineCommonChunks: { maxSize: 12_000, exclude: hasModuleState },
        },
      },
      // Libraries mark their React components "use client" for server-component bundlers; a
      // browser-only bundle has nothing to keep it for.
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('use client')) return;
        handler(level, log);
      },
    },
  },
  // The built-in engine's Web Worker (src/web/features/format/format-engine.worker.ts) is an ES
  // module of its own, with no chunk shared with the page.
  worker: { format: 'es' },
  server: { port: 5173, proxy },
  preview: { proxy },
} satisfies UserConfig);
