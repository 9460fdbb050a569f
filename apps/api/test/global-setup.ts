import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/config.ts';
import { prepareApp } from '../src/server.ts';

/** Builds the seeded PGlite template once per run (the only full PGlite initialisation of the suite). */
export default async function setup(project: TestProject): Promise<() => void> {
  const started = performance.now();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mynacon-api-template-'));
  const result = loadConfig({ PORT: '0', DEVELOPMENT_MODE: 'true', SEED: 'demo', DATA_DIR: dataDir });
  if (!result.ok) throw new Error(result.problems.join('\n'));
  const prepared = await prepareApp({ ...result.config, databaseUrl: undefined });
  await prepared.close();
  project.provide('pgliteTemplate', dataDir);
  console.log(`api tests: seeded PGlite template ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
