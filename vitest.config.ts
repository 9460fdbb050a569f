import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));
// Story tests run in the headless shell (Debian's chromium-headless-shell), the build Playwright runs headless.
const chromium = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
const headlessChromium = () =>
  playwright({
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  });

export default defineConfig({
  test: {
    // Two files at a time in each pool (Vitest's default here is one: the cores less one). The API files spend most of
    // their time waiting on PostgreSQL, the file system and the hash pool, so one at a time left the step at about
    // three quarters of one core while it was the test command's longest (decision 057).
    maxWorkers: 2,
    projects: [
      {
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'node',
          // The files share their workers' module graphs (decision 064): the step's processor time fell by two thirds.
          isolate: false,
          // expect.poll gives up after 1 s by default: a start-up test polling real calls to the API ran past it at a
          // load of 22. A passing poll returns as soon as it passes, so a longer bound costs nothing.
          expect: { poll: { timeout: 15_000 } },
          include: ['{packages,apps,tokens,scripts}/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/dist/**', 'apps/api/**', 'packages/contract/**', '**/*.browser.test.*'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          expect: { poll: { timeout: 15_000 } },
          include: ['apps/api/**/*.test.ts', 'packages/contract/**/*.test.ts'],
          // Several instances on one PostgreSQL and one Redis (decision 050): only with both, as CI sets them.
          exclude: [
            '**/node_modules/**',
            ...(process.env.DATABASE_URL && process.env.REDIS_URL ? [] : ['apps/api/test/instances.test.ts']),
          ],
          pool: 'forks',
          // One process per worker for every file, not one per file (decision 064): each file spent ~0.3 s starting a
          // process and importing the server again, and its first PGlite app compiled the engine again.
          isolate: false,
          // Builds one migrated, seeded PGlite folder; each test file copies it (see apps/api/test/helpers.ts).
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          // A story's play function and its axe scan: the icon gallery's scan alone took 17 s while the machine's two
          // cores were shared with the end-to-end tests and other work.
          testTimeout: 60_000,
          // Every file's stories in the same page (decision 064), rather than a new frame and module graph per file.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: headlessChromium(),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        plugins: [react()],
        test: {
          // The portal's modules that only a browser can run, such as what React does as it hydrates a prerendered page
          // (decision 065); the pages themselves are the end-to-end tests'.
          name: 'browser',
          include: ['apps/portal/src/**/*.browser.test.{ts,tsx}'],
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: headlessChromium(),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
