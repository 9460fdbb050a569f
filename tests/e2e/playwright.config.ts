// End-to-end tests of the player portal against the real API: `pnpm e2e` (builds first) or a step of
// `pnpm test`. Each worker has a server of its own (API + built portal, on its own copy of one demo database seeded
// for the run), started by global-setup.ts; a worker runs its files' tests one after another, so server-wide state
// (planned faults, the movable clock, the demo data a test changes and puts back) is only ever seen by the test that
// set it. A worker's tests share one browser context (its HTTP cache; cookies are cleared after each test, and a
// test that installs a fake clock gets the context replaced after it: fixtures.ts).
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { e2eWorkers } from './workers';

const here = path.dirname(fileURLToPath(import.meta.url));
// The headless shell (Debian's chromium-headless-shell), as Playwright runs headless by default: the suite's processor
// time is mostly the browser's, and the shell takes about a third less of it than the full browser.
const chromium = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export default defineConfig({
  testDir: here,
  testMatch: '*.spec.ts',
  // What failed tests leave (error contexts; traces with E2E_TRACE=on), outside the work tree (Playwright prints
  // where), in a folder of this checkout's own: a run empties it first, and must not empty another checkout's.
  outputDir:
    process.env.PORTAL_E2E_OUTPUT ??
    path.join(tmpdir(), `mynacon-portal-e2e-${createHash('sha256').update(here).digest('hex').slice(0, 8)}`),
  globalSetup: path.join(here, 'global-setup.ts'),
  // Two workers by default (E2E_WORKERS), one per core; files are shared out between them, tests of a file stay
  // in order on one worker.
  workers: e2eWorkers(),
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // 120 s a test and 20 s an expectation: the first tests load the portal cold, and the suite shares two cores with its
  // servers and the test command's other lane. On a machine loaded that way, a cold page showed its loading screen for
  // over 10 s, and a long keyboard test went past 60 s. A test that passes takes no longer for them.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.PORTAL_E2E_URL,
    colorScheme: 'dark',
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
    timezoneId: 'UTC',
    // No trace by default: recording one for every test (to keep the failed ones') took a fifth of the suite's
    // processor time, and a failure already prints its error and the page's accessibility tree. E2E_TRACE=on
    // keeps a trace of each failed test, in the output folder above.
    trace: process.env.E2E_TRACE === 'on' ? { mode: 'retain-on-failure', screenshots: false, snapshots: true } : 'off',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
