// Checks @mynacon/ui as the ecosystem will see it, on the tarball that would be published: publint (package.json
// fields, exports, files) and Are The Types Wrong (every JavaScript entry point's types under Node's node16
// resolution, from ES modules and CommonJS, and under bundler resolution). Also refuses a tarball that ships
// stories, tests or sources. Run after the package build; `pnpm release` runs it after `changeset version` and the
// build, with `--out release` to keep the checked tarball for publishing (decision 047).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { packUi, run, ui } from './pack-ui.mjs';

const outIndex = process.argv.indexOf('--out');
const out = outIndex > 0 ? resolve(process.argv[outIndex + 1] ?? 'release') : undefined;
const work = mkdtempSync(join(tmpdir(), 'mynacon-release-'));

try {
  const tarball = packUi(work);
  const pkg = JSON.parse(readFileSync(join(ui, 'package.json'), 'utf8'));
  console.log(`Packed ${pkg.name}@${pkg.version}: ${basename(tarball)}`);

  const listing = spawnSync('tar', ['-tzf', tarball], { encoding: 'utf8' });
  if (listing.status !== 0) throw new Error(`cannot list ${tarball}: ${listing.stderr}`);
  const files = listing.stdout.split('\n').filter(Boolean);
  const stray = files.filter(
    (f) =>
      !/^package\/(package\.json|README\.md|CHANGELOG\.md|LICENSE(\.md)?|dist\/.+)$/.test(f) ||
      /\.(stories|test)\./.test(f),
  );
  if (stray.length > 0) throw new Error(`the tarball ships files it should not:\n  ${stray.join('\n  ')}`);
  console.log(
    `  ${files.length} files, all under dist/ but package.json${files.some((f) => f.endsWith('CHANGELOG.md')) ? ' and the changelog' : ''}`,
  );

  console.log('\npublint (warnings fail the check):');
  run('publint', ['run', tarball, '--strict']);

  // CSS entries have no types to check. The package is ES modules only: a CommonJS `require` of it must become a
  // dynamic import (or Node's require of ES modules), which Are The Types Wrong reports as a problem by default; every
  // other rule stands, for CommonJS importers too. node10 resolution predates `exports` and is not supported.
  const cssEntries = Object.keys(pkg.exports).filter((entry) => entry.endsWith('.css'));
  console.log(`\nAre The Types Wrong (node16 and bundler resolution; without ${cssEntries.join(', ')}):`);
  run('attw', [
    tarball,
    '--profile',
    'node16',
    '--ignore-rules',
    'cjs-resolves-to-esm',
    '--exclude-entrypoints',
    ...cssEntries,
    '--no-definitely-typed',
    '--format',
    'table-flipped',
  ]);

  if (out) {
    rmSync(out, { recursive: true, force: true });
    mkdirSync(out, { recursive: true });
    copyFileSync(tarball, join(out, basename(tarball)));
    console.log(`\nChecked tarball: ${join(out, basename(tarball))} (publish it with \`pnpm publish <tarball>\`).`);
  }
  console.log('\nRelease check passed.');
} catch (error) {
  console.error(`\nRelease check failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
