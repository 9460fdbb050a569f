// The one test command (README, CI): lint, type checks, unit tests, the API tests (PGlite, and PostgreSQL when
// DATABASE_URL is set), every story as a browser test with axe,
// the Storybook build, the package build with its bundle check, the release check of its tarball and a site
// outside the workspace installing that tarball, and the portal: its build, its bundle budget and its end-to-end
// tests against the API. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';

const steps = [
  ['lint', 'biome', ['check', '.']],
  ['types: tokens', 'node', ['tokens/build.mjs', '--check']],
  ['types: packages/ui', 'tsc', ['-p', 'packages/ui/tsconfig.json']],
  ['types: .storybook', 'tsc', ['-p', '.storybook/tsconfig.json']],
  ['types: root scripts and tests', 'tsc', ['-p', 'tsconfig.json']],
  ['types: packages/contract', 'tsc', ['-p', 'packages/contract/tsconfig.json']],
  ['types: apps/api', 'tsc', ['-p', 'apps/api/tsconfig.json']],
  ['types: apps/portal', 'tsc', ['-p', 'apps/portal/tsconfig.json']],
  ['types: apps/portal build and scripts', 'tsc', ['-p', 'apps/portal/tsconfig.node.json']],
  ['unit tests and story tests (headless Chromium, axe)', 'vitest', ['run']],
  ['Storybook build', 'storybook', ['build', '--quiet', '--output-dir', 'storybook-static']],
  ['package build and bundle check', 'node', ['scripts/bench-bundle.mjs', '--check']],
  // Both on the package as built by the step above, packed as it would be published (decision 047).
  ['design system: release check (publint, attw)', 'node', ['scripts/release-check.mjs']],
  ['design system: consumer example from the tarball', 'node', ['scripts/consumer-example.mjs']],
  // The portal bundles the package as built by the step above.
  ['portal build', 'vite', ['build', 'apps/portal', '--logLevel', 'warn']],
  ['portal bundle budget', 'node', ['apps/portal/scripts/bench.ts', '--check']],
  [
    'portal end-to-end tests (API, headless Chromium, axe)',
    'playwright',
    ['test', '-c', 'tests/e2e/playwright.config.ts'],
  ],
];

const started = Date.now();
ensureChromium();
for (const [name, command, args] of steps) {
  const stepStart = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '1' } });
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
