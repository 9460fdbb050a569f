// The one test command (README, CI): lint, type checks, unit tests, the API tests (PGlite, and PostgreSQL when
// DATABASE_URL is set), every story as a browser test with axe,
// the Storybook build, the package build with its bundle check, and the portal: its build, its bundle budget
// and its end-to-end tests against the API. Stops at the first failing step.
// Steps that neither read nor write what another one makes run side by side, two at a time (the machine has two
// cores and each of them keeps about one busy): their output is printed whole as each ends, never interleaved.
import { spawn, spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';

/** @typedef {[name: string, command: string, args: string[]]} Step */

/** Checks of the sources alone: each reads files and writes nothing the others read. */
const checks = [
  ['lint', 'biome', ['check', '.']],
  ['types: tokens', 'node', ['tokens/build.mjs', '--check']],
  ['types: packages/ui', 'tsc', ['-p', 'packages/ui/tsconfig.json']],
  ['types: .storybook', 'tsc', ['-p', '.storybook/tsconfig.json']],
  ['types: root scripts and tests', 'tsc', ['-p', 'tsconfig.json']],
  ['types: packages/contract', 'tsc', ['-p', 'packages/contract/tsconfig.json']],
  ['types: apps/api', 'tsc', ['-p', 'apps/api/tsconfig.json']],
  ['types: apps/portal', 'tsc', ['-p', 'apps/portal/tsconfig.json']],
  ['types: apps/portal build and scripts', 'tsc', ['-p', 'apps/portal/tsconfig.node.json']],
];

/**
 * Each entry runs after the one before; an entry that is a list of lanes runs its lanes side by side (each lane's
 * steps in order), and the command stops when any of them fails.
 * @type {(Step | Step[][])[]}
 */
const plan = [
  // Two lanes of checks, about even in time.
  [checks.filter((_, index) => index % 2 === 0), checks.filter((_, index) => index % 2 === 1)],
  ['unit tests and story tests (headless Chromium, axe)', 'vitest', ['run']],
  [
    [['Storybook build', 'storybook', ['build', '--quiet', '--output-dir', 'storybook-static']]],
    [
      ['package build and bundle check', 'node', ['scripts/bench-bundle.mjs', '--check']],
      // The portal bundles the package as built by the step above.
      ['portal build', 'vite', ['build', 'apps/portal', '--logLevel', 'warn']],
      ['portal bundle budget', 'node', ['apps/portal/scripts/bench.ts', '--check']],
    ],
  ],
  [
    'portal end-to-end tests (API, headless Chromium, axe)',
    'playwright',
    ['test', '-c', 'tests/e2e/playwright.config.ts'],
  ],
];

const env = { ...process.env, FORCE_COLOR: '1' };
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

function fail(name, since, status) {
  console.error(`\n✖ ${name} failed after ${seconds(since)} s`);
  process.exit(status ?? 1);
}

/** A step on its own: its output goes straight to the terminal. */
function runAlone([name, command, args]) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) fail(name, started, result.status);
  console.log(`✔ ${name} (${seconds(started)} s)`);
}

/** A step beside others: its output is kept and printed in one piece when it ends. */
function runCaptured([name, command, args]) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.once('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.once('close', (status) => {
      console.log(`\n▶ ${name}`);
      process.stdout.write(Buffer.concat(output));
      resolve({ name, status, started });
    });
  });
}

const started = Date.now();
ensureChromium();
for (const entry of plan) {
  if (typeof entry[0] === 'string') {
    runAlone(entry);
    continue;
  }
  let failed;
  await Promise.all(
    entry.map(async (lane) => {
      for (const step of lane) {
        if (failed) return;
        const result = await runCaptured(step);
        if (result.status !== 0) {
          failed ??= result;
          return;
        }
        console.log(`✔ ${result.name} (${seconds(result.started)} s)`);
      }
    }),
  );
  if (failed) fail(failed.name, failed.started, failed.status);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
