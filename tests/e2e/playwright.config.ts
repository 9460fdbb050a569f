// End-to-end tests of the player portal against the real API: `pnpm e2e` (builds first) or a step of
// `pnpm test`. One server (API + built portal, fresh demo database) is shared by every test; see global-setup.ts.
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: here,
  testMatch: '*.spec.ts',
  // Traces of failed tests, outside the work tree (Playwright prints where).
  outputDir: process.env.PORTAL_E2E_OUTPUT ?? path.join(tmpdir(), 'mynacon-portal-e2e'),
  globalSetup: path.join(here, 'global-setup.ts'),
  // One worker: the machine has two cores and the server takes one; the suite stays well under three minutes.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // 60 s a test: the first test loads the portal cold, and the suite shares two cores with its server.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.PORTAL_E2E_URL,
    colorScheme: 'dark',
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
    timezoneId: 'UTC',
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
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
