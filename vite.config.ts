import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';

// The dev server forwards API calls to the Fastify server that `npm run dev` starts beside it.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT || 3000}`;
const proxy = { '/api': { target: apiTarget } };

/** The libraries every screen uses (docs/decisions/007-react-prerendered-and-precompressed.md). */
const VENDOR_MODULE =
  /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|@tanstack[\\/][\w-]+|wouter|regexparam|tailwind-merge|clsx|class-variance-authority|use-sync-external-store|@radix-ui[\\/](primitive|react-(id|slot|compose-refs|primitive|context|presence|use-[\w-]+))|lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])[^\\/]*)[\\/]/;
const isVendorModule = (id: string) => VENDOR_MODULE.test(id);

/**
 * Modules that must exist once: every library but lucide's icons (Radix creates its React contexts
 * at module level), and ours that keep state in the module.
 */
export const hasModuleState = (id: string) =>
  /node_modules[\\/](?!lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/])/.test(id) ||
  /src[\\/]web[\\/](routes\.ts|app\.tsx|i18n[\\/]|lib[\\/]query-client|components[\\/]ui[\\/](use-toast|toast-host)|features[\\/](notifications[\\/]use-notifications|manual-builder[\\/]load))/.test(
    id,
  );

// `#web/*`, `#shared/*` and `#markup/*` resolve through package.json "imports", which Vite reads.
// The browser app is React 19 (docs/decisions/007-react-prerendered-and-precompressed.md);
// @vitejs/plugin-react compiles its JSX and gives `npm run dev` React's Fast Refresh.
export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  plugins: [react(), tailwindcss()],
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
          groups: [{ name: 'vendor', test: isVendorModule }],
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
  server: { port: 5173, proxy },
  preview: { proxy },
} satisfies UserConfig);
