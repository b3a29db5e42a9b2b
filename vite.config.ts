import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dev server forwards API calls to the Fastify server that `npm run dev` starts beside it.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT || 3000}`;
const proxy = { '/api': { target: apiTarget } };

// `#web/*`, `#shared/*` and `#markup/*` resolve through package.json "imports", which Vite reads.
export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  plugins: [react(), tailwindcss()],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
  },
  server: { port: 5173, proxy },
  preview: { proxy },
});
