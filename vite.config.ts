import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { type Alias, defineConfig, type UserConfig } from 'vite';

// The browser app is written against React's API and runs on Preact's compatibility layer, which is
// ~55 kB gzip lighter than react-dom and keeps the home route under its 100 kB budget
// (docs/decisions/005-preact-compat.md). Component tests use the same aliases (vitest.config.ts).
export const reactToPreact: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  // react-i18next imports React 17's shim of this hook, which Preact has built in.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

// The dev server forwards API calls to the Fastify server that `npm run dev` starts beside it.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT || 3000}`;
const proxy = { '/api': { target: apiTarget } };

// `#web/*`, `#shared/*` and `#markup/*` resolve through package.json "imports", which Vite reads.
/** The app's config without the dev-only plugin: the build, `vite preview` and the benches use it. */
export const appConfig = {
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  // Vite compiles the JSX itself, with the automatic runtime, through the aliases above.
  plugins: [tailwindcss()],
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  resolve: { alias: reactToPreact },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    rollupOptions: {
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
} satisfies UserConfig;

// In development Prefresh, Preact's Fast Refresh, swaps edited components and keeps their state.
// It is loaded for the dev server only (its Oxc transform asks for Node 22; the build needs none).
export default defineConfig(async ({ command, isPreview }) => {
  if (command !== 'serve' || isPreview) return appConfig;
  const { default: prefresh } = await import('@prefresh/vite');
  return { ...appConfig, plugins: [...appConfig.plugins, await prefresh()] };
});
