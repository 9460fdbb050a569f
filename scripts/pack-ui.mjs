// Packs @mynacon/ui as it would be published (the built `dist`, the files its package.json lists), for the release
// check and the consumer example. Run after the package build.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const ui = join(root, 'packages/ui');

/** pnpm as the test command runs it (on PATH under `pnpm test`), or through npx when a script runs on its own. */
export function pnpm() {
  return spawnSync('pnpm', ['--version'], { stdio: 'ignore' }).status === 0
    ? { command: 'pnpm', prefix: [] }
    : { command: 'npx', prefix: ['-y', 'pnpm@12'] };
}

/** Runs a command, printing its output; throws with the command's name when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`${[command, ...args].join(' ')} failed (${result.status ?? result.signal})`);
  }
  return result;
}

/** Packs the package into `dir` and returns the tarball's path. */
export function packUi(dir) {
  if (!existsSync(join(ui, 'dist/index.js')) || !existsSync(join(ui, 'dist/types/index.d.ts'))) {
    throw new Error('packages/ui is not built: run `pnpm build:ui` first');
  }
  mkdirSync(dir, { recursive: true });
  const { command, prefix } = pnpm();
  run(command, [...prefix, 'pack', '--pack-destination', dir], { cwd: ui, stdio: ['ignore', 'ignore', 'inherit'] });
  const tarball = readdirSync(dir).find((f) => f.startsWith('mynacon-ui-') && f.endsWith('.tgz'));
  if (!tarball) throw new Error(`pnpm pack wrote no tarball into ${dir}`);
  return join(dir, tarball);
}
