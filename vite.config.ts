import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { FIRST_SCREEN_STRINGS, splitStrings } from './src/web/i18n/english-parts.ts';

// The dev server forwards API calls to the Fastify server that `npm run dev` starts beside it.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT || 3000}`;
const proxy = { '/api': { target: apiTarget } };

/** The libraries every screen uses (docs/decisions/007-react-prerendered-and-precompressed.md). */
const VENDOR_MODULE =
  /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|@tanstack[\\/][\w-]+|wouter|regexparam|tailwind-merge|clsx|class-variance-authority|use-sync-external-store|@radix-ui[\\/](primitive|react-(id|slot|compose-refs|primitive|context|presence|collapsible|use-[\w-]+))|lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])[^\\/]*)([\\/]|\.mjs$)/;
/** Vite's helper that every chunk loading another one imports (rolldown keeps its runtime apart). */
const PRELOAD_HELPER = /vite[\\/]preload-helper\.js$/;
const isVendorModule = (id: string) => VENDOR_MODULE.test(id) || PRELOAD_HELPER.test(id);

/**
 * Our small modules that the first load's chunks share (constants, the toast store, the query
 * client, class names, the markup counter, the collapsible): one file, rather than one request for
 * each.
 */
const isFirstLoadShared = (id: string) =>
  /src[\\/](shared[\\/]constants\.ts|markup[\\/](limits|count|tokenize)\.ts|web[\\/](lib[\\/](utils|query-client)\.ts|components[\\/]ui[\\/](use-toast\.ts|collapsible\.tsx)))$/.test(
    id,
  );

/**
 * Modules that must exist once: every library but lucide's icons (Radix creates its React contexts
 * at module level), and ours that keep state in the module.
 */
export const hasModuleState = (id: string) =>
  /node_modules[\\/](?!lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/])/.test(id) ||
  /src[\\/]web[\\/](routes\.ts|app\.tsx|i18n[\\/]|lib[\\/]query-client|components[\\/](provided-mail-actions|ui[\\/](use-toast|toast-host))|features[\\/](notifications[\\/]use-notifications|manual-builder[\\/]load))/.test(
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

// `#web/*`, `#shared/*` and `#markup/*` resolve through package.json "imports", which Vite reads.
// The browser app is React 19 (docs/decisions/007-react-prerendered-and-precompressed.md);
// @vitejs/plugin-react compiles its JSX and gives `npm run dev` React's Fast Refresh.
export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  plugins: [react(), tailwindcss(), englishStrings()],
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
