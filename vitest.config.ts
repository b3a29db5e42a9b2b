import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { testFilesOf } from './tests/setup/test-files.ts';
import { classGroups, englishStrings } from './vite.config.ts';

const failOnConsoleError = './tests/setup/fail-on-console-error.ts';
const lightArgon2 = fileURLToPath(new URL('./src/server/test/light-argon2.ts', import.meta.url));

// Pure code and the server run many files in one worker without importing their modules again
// (`isolate: false`): importing the app and compiling PGlite's WebAssembly once per worker rather
// than once per file is most of what those files cost. A file that replaces a module (`vi.mock`),
// a global or the environment would pass that on to the next file, so such files keep a worker of
// their own (tests/setup/test-files.ts finds them). The browser's files stay isolated, since its
// modules keep per-page state (the signed-in user, toasts), and get a DOM only when they use one.
const unit = testFilesOf([
  'src/markup/**/*.test.ts',
  'src/shared/**/*.test.ts',
  'src/format/**/*.test.ts',
  'scripts/**/*.test.ts',
  'tests/unit/**/*.test.ts',
]);
const server = testFilesOf(['src/server/**/*.test.ts']);
const web = testFilesOf(['src/web/**/*.test.{ts,tsx}']);

const serverTest: TestProjectInlineConfiguration['test'] = {
  environment: 'node',
  globalSetup: ['./src/server/test/global-setup.ts'],
  setupFiles: [failOnConsoleError],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
const webPlugins = [react(), englishStrings(), classGroups()];
// A rendering test takes seconds when the machine is busy; a passing one still ends at once.
const webTimeout = 15_000;

/** A project of `files`, or none when there are none (an empty `include` would mean every file). */
function project(
  files: string[],
  config: TestProjectInlineConfiguration,
): TestProjectInlineConfiguration[] {
  return files.length > 0 ? [{ ...config, test: { ...config.test, include: files } }] : [];
}

export default defineConfig({
  test: {
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
    // By default vitest leaves a core to itself, which on a two-core machine is one worker for the
    // whole suite; its own work (transforming files) is small next to the tests'.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      ...project(unit.shareable, {
        test: {
          name: 'unit',
          environment: 'node',
          isolate: false,
          setupFiles: [failOnConsoleError],
        },
      }),
      ...project(unit.isolated, {
        test: { name: 'unit-isolated', environment: 'node', setupFiles: [failOnConsoleError] },
      }),
      ...project(server.shareable, {
        // Players signed up by these files are hashed at argon2id's lowest cost (the module's
        // comment says why); the isolated files keep the real module, the auth routes' tests with
        // them, which check the production settings.
        resolve: { alias: [{ find: /^@node-rs\/argon2$/, replacement: lightArgon2 }] },
        test: { name: 'server', isolate: false, ...serverTest },
      }),
      ...project(server.isolated, { test: { name: 'server-isolated', ...serverTest } }),
      ...project(web.rendering, {
        plugins: webPlugins,
        test: {
          name: 'web',
          environment: 'happy-dom',
          testTimeout: webTimeout,
          setupFiles: [failOnConsoleError, './src/web/test/setup.ts'],
        },
      }),
      ...project(web.notRendering, {
        plugins: webPlugins,
        test: {
          name: 'web-node',
          environment: 'node',
          testTimeout: webTimeout,
          setupFiles: [failOnConsoleError, './src/web/test/english.ts'],
        },
      }),
    ],
  },
});
