// The one test command (README, CI): lint, type checks, unit tests, the API tests (PGlite, and PostgreSQL when
// DATABASE_URL is set), every story as a browser test with axe, the Storybook build, the package build with its
// bundle check, the release check of its tarball and a site outside the workspace installing that tarball, and the
// portal: its build, its bundle budget and its end-to-end tests against the API.
//
// Three lanes run side by side (decisions 045, 057, 064): Vitest, the longest step; the builds (package, portal,
// budgets, then the end-to-end tests); and the short ones (lint, types, the tarball's checks, the Storybook build).
// A step that needs another lane's step names it and waits for it. Each lane stops at its first failing step; the
// command fails when any does, and then stops the other lanes. Each line of output carries its lane's name; every
// step's time is printed, and a table of them at the end.
import { spawn } from 'node:child_process';
import { accessSync, constants, statfsSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';

const packageBuild = 'package build and bundle check';

/** @type {Record<string, [string, string, string[], string?][]>} name, command, arguments, the step it needs */
const lanes = {
  // The longest step first: it needs only the package build (the portal's unit tests import the built package).
  checks: [['unit tests and story tests (headless Chromium, axe)', 'vitest', ['run'], packageBuild]],
  builds: [
    [packageBuild, 'node', ['scripts/bench-bundle.mjs', '--check']],
    // The portal bundles the package as built by the step above.
    ['portal build', 'vite', ['build', 'apps/portal', '--logLevel', 'warn']],
    // The public pages rendered to HTML from that build (decision 051), as the portal's own build script does.
    ['portal prerender', 'node', ['apps/portal/scripts/prerender.ts']],
    ['portal bundle budget', 'node', ['apps/portal/scripts/bench.ts', '--check']],
    [
      'portal end-to-end tests (API, headless Chromium, axe)',
      'playwright',
      ['test', '-c', 'tests/e2e/playwright.config.ts'],
    ],
  ],
  // Short steps beside the two long ones.
  static: [
    ['lint', 'biome', ['check', '.']],
    ['types: tokens', 'node', ['tokens/build.mjs', '--check']],
    ['types: packages/ui', 'tsc', ['-p', 'packages/ui/tsconfig.json']],
    ['types: .storybook', 'tsc', ['-p', '.storybook/tsconfig.json']],
    ['types: root scripts and tests', 'tsc', ['-p', 'tsconfig.json']],
    ['types: packages/contract', 'tsc', ['-p', 'packages/contract/tsconfig.json']],
    ['types: apps/api', 'tsc', ['-p', 'apps/api/tsconfig.json']],
    // The portal reads the package's built type declarations.
    ['types: apps/portal', 'tsc', ['-p', 'apps/portal/tsconfig.json'], packageBuild],
    ['types: apps/portal build and scripts', 'tsc', ['-p', 'apps/portal/tsconfig.node.json']],
    // Both on the package as built by the builds lane, packed as it would be published (decision 047).
    ['design system: release check (publint, attw)', 'node', ['scripts/release-check.mjs'], packageBuild],
    ['design system: consumer example from the tarball', 'node', ['scripts/consumer-example.mjs'], packageBuild],
    // Here rather than after the end-to-end tests, the longest lane's last step (decision 064).
    ['Storybook build', 'storybook', ['build', '--quiet', '--output-dir', 'storybook-static']],
  ],
};

/**
 * Temporary folders in memory where the machine has room there: each API test file copies a 43 MB PGlite folder
 * (about a hundred copies a run, with PGlite's flushes) and each end-to-end worker another. On the disk that was a
 * quarter of the API tests' wall time (three files: 41 s against 30 s in /dev/shm, half the system time). A small
 * /dev/shm (a container's 64 MB default) or none keeps the system's temporary folder.
 */
function temporaryRoot() {
  try {
    accessSync('/dev/shm', constants.W_OK);
    const { bavail, bsize } = statfsSync('/dev/shm');
    if (bavail * bsize >= 4 * 1024 ** 3) return { TMPDIR: '/dev/shm' };
  } catch {}
  return {};
}
const childEnv = { ...process.env, FORCE_COLOR: '1', ...temporaryRoot() };

const started = Date.now();
/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();
/** @type {[string, string, string][]} lane, step, seconds (or "failed after …") */
const times = [];
let failed = false;
/** Steps done, by name, for steps of the other lane that need them. */
const done = new Map();
const doneSignal = (name) => {
  if (!done.has(name)) {
    let resolve = () => {};
    const promise = new Promise((settle) => {
      resolve = settle;
    });
    done.set(name, { promise, resolve });
  }
  return done.get(name);
};

/** Copies a stream line by line, each line behind the lane's name. */
function prefixLines(stream, lane, out) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) out.write(`[${lane}] ${line}\n`);
  });
  stream.on('end', () => {
    if (pending) out.write(`[${lane}] ${pending}\n`);
  });
}

function runStep(lane, command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: childEnv,
      detached: true,
    });
    running.add(child);
    prefixLines(child.stdout, lane, process.stdout);
    prefixLines(child.stderr, lane, process.stderr);
    child.once('error', (error) => {
      process.stderr.write(`[${lane}] ${error.message}\n`);
    });
    child.once('close', (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

async function runLane(lane, steps) {
  for (const [name, command, args, needs] of steps) {
    if (needs !== undefined && !failed) await doneSignal(needs).promise;
    if (failed) return;
    const stepStart = Date.now();
    console.log(`[${lane}] ▶ ${name}`);
    const status = await runStep(lane, command, args);
    const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
    if (status !== 0) {
      if (failed) return; // stopped because the other lane failed
      failed = true;
      for (const signal of done.values()) signal.resolve();
      times.push([lane, name, `failed after ${seconds}`]);
      console.error(`[${lane}] ✖ ${name} failed after ${seconds} s`);
      for (const child of running) {
        try {
          process.kill(-(child.pid ?? 0), 'SIGTERM');
        } catch {}
      }
      return;
    }
    times.push([lane, name, seconds]);
    console.log(`[${lane}] ✔ ${name} (${seconds} s)`);
    doneSignal(name).resolve();
  }
}

ensureChromium();
await Promise.all(Object.entries(lanes).map(([lane, steps]) => runLane(lane, steps)));
console.log('\nStep times (s):');
for (const [lane, name, seconds] of times) console.log(`  ${lane.padEnd(7)} ${seconds.padStart(7)}  ${name}`);
const total = ((Date.now() - started) / 1000).toFixed(0);
if (failed) {
  console.error(`\nFailed after ${total} s.`);
  process.exit(1);
}
console.log(`\nAll checks passed in ${total} s.`);
