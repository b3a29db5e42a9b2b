import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { reactToPreact } from './vite.config.ts';

/** Installed packages that import React: Vite must load them so that React resolves to Preact. */
function packagesUsingReact(dir = 'node_modules'): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith('@')) return packagesUsingReact(join(dir, name));
    const manifest = join(dir, name, 'package.json');
    if (!existsSync(manifest)) return [];
    const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
    const uses = { ...pkg.dependencies, ...pkg.peerDependencies };
    return uses.react || uses['react-dom'] ? [pkg.name as string] : [];
  });
}

const failOnConsoleError = './tests/setup/fail-on-console-error.ts';

export default defineConfig({
  test: {
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'src/markup/**/*.test.ts',
            'src/shared/**/*.test.ts',
            'src/forge/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
          setupFiles: [failOnConsoleError],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts'],
          globalSetup: ['./src/server/test/global-setup.ts'],
          setupFiles: [failOnConsoleError],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The components run on Preact here as in the browser: every library that imports React is
        // loaded by Vite so that the aliases reach it, in its browser build, and Testing Library as
        // ES module for the same reason.
        resolve: {
          alias: [
            ...reactToPreact,
            {
              find: /^@testing-library\/react$/,
              replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
            },
          ],
          noExternal: packagesUsingReact(),
          // Packages' browser builds, as Vite picks for the app (lucide-react's "node" build is CJS).
          conditions: ['module', 'browser', 'development'],
        },
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: [failOnConsoleError, './src/web/test/setup.ts'],
        },
      },
    ],
  },
});
