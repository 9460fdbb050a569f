// Visual regression of every story: `pnpm visual` compares, `pnpm visual:update` rewrites the baselines.
// Not part of `pnpm test` (see README.md in this folder).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { brandNames } from '../../tokens/dist/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const staticDir = path.join(here, '.storybook-static');
const port = Number(process.env.VISUAL_PORT ?? 6107);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Why the Storybook is built here, synchronously, and not in `webServer` or `globalSetup`:
// stories.spec.ts declares one test per story, so it needs index.json while Playwright collects the tests,
// and Playwright collects them before it runs globalSetup or starts the webServer. So the config builds
// the static Storybook when it loads, and the webServer only serves the folder.
// - It rebuilds on every run so the screenshots show the current source; VISUAL_REBUILD=0 reuses the
//   existing build (it is still built when the folder is missing).
// - Playwright loads this file again in each worker process (and in a loader process in some modes):
//   VISUAL_STORYBOOK_BUILT, inherited by those child processes, makes sure only the first load builds.
// - Storybook runs with the Node that runs Playwright, from node_modules, so it does not depend on PATH.
const indexJson = path.join(staticDir, 'index.json');
const alreadyBuilt = process.env.VISUAL_STORYBOOK_BUILT === '1' || process.env.TEST_WORKER_INDEX !== undefined;
if (!alreadyBuilt && (process.env.VISUAL_REBUILD !== '0' || !existsSync(indexJson))) {
  const started = Date.now();
  console.log(`Building the static Storybook into ${path.relative(repoRoot, staticDir)}/ …`);
  execFileSync(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/storybook/dist/bin/dispatcher.js'),
      'build',
      '--quiet',
      '--output-dir',
      path.relative(repoRoot, staticDir),
    ],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
    },
  );
  console.log(`Storybook built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
process.env.VISUAL_STORYBOOK_BUILT = '1';

export default defineConfig({
  testDir: here,
  testMatch: 'stories.spec.ts',
  outputDir: path.join(here, 'results'),
  // One folder of baselines per brand (decision 052): `__snapshots__/<brand>/<story-id>.png`.
  snapshotPathTemplate: '{testDir}/__snapshots__/{projectName}/{arg}{ext}',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list'], ['html', { outputFolder: path.join(here, 'report'), open: 'never' }]],
  expect: {
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      // Playwright fails when the differing pixels exceed the smaller of the two limits. On a mostly empty
      // 1024x768 page, 1 % alone is 7,864 pixels: inverting all the colours of a Button or Link story stays under
      // it. The absolute cap does the work: a 1 px thicker link underline changes 68 to 171 pixels, and repeated
      // runs on the same Chromium differ by 0 pixels (pixels within `threshold` of each other count as equal).
      maxDiffPixelRatio: 0.01,
      maxDiffPixels: 20,
      threshold: 0.2,
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    colorScheme: 'dark',
    reducedMotion: 'reduce',
    viewport: { width: 1024, height: 768 },
    locale: 'en-GB',
    timezoneId: 'UTC',
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
  // A project per brand, named after it: every story in every brand. `--project emberline` runs one brand.
  projects: brandNames.map((brand) => ({ name: brand, use: { browserName: 'chromium' } })),
  webServer: {
    command: `${JSON.stringify(process.execPath)} tests/visual/serve.mjs tests/visual/.storybook-static ${port}`,
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
