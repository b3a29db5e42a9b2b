import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';

// The dev server forwards API calls to the Fastify server that `npm run dev` starts beside it.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT || 3000}`;
const proxy = { '/api': { target: apiTarget } };

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
      output: {
        // The libraries every screen runs on, in one file instead of a dozen: on a phone each
        // request costs a round trip and its headers.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|@tanstack|wouter|regexparam|tailwind-merge|clsx|class-variance-authority|use-sync-external-store)[\\/]/,
            },
          ],
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
