import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { englishStrings } from './vite.config.ts';

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
            'src/format/**/*.test.ts',
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
        plugins: [react(), englishStrings()],
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
