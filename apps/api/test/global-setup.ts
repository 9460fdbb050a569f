import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { type Config, loadConfig } from '../src/config.ts';
import { prepareApp } from '../src/server.ts';
import { adminQuery, postgresDatabaseUrl, testDatabaseSettings } from './postgres-databases.ts';

/**
 * Builds the seeded databases once per run: a PGlite folder that each test file copies (the only full PGlite
 * initialisation of the suite), and with DATABASE_URL a PostgreSQL database that each test app is created from
 * (`CREATE DATABASE … TEMPLATE`, a file copy) instead of migrating and seeding a schema of its own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = performance.now();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mynacon-api-template-'));
  const result = loadConfig({ PORT: '0', DEVELOPMENT_MODE: 'true', SEED: 'demo', DATA_DIR: dataDir });
  if (!result.ok) throw new Error(result.problems.join('\n'));
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const [, postgresTemplate] = await Promise.all([
    prepareApp({ ...result.config, databaseUrl: undefined }).then((prepared) => prepared.close()),
    databaseUrl === undefined ? undefined : createPostgresTemplate(databaseUrl, result.config),
  ]);
  project.provide('pgliteTemplate', dataDir);
  project.provide('postgresTemplate', postgresTemplate?.name ?? '');
  console.log(`api tests: seeded templates ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await postgresTemplate?.drop();
  };
}

/** A migrated, seeded database beside DATABASE_URL's, named for this run; `drop` removes it. */
async function createPostgresTemplate(databaseUrl: string, config: Config) {
  const name = `mynacon_api_template_${process.pid}`;
  await adminQuery(databaseUrl, [
    `drop database if exists ${name} with (force)`,
    `create database ${name}`,
    ...testDatabaseSettings(name),
  ]);
  const prepared = await prepareApp({
    ...config,
    databaseUrl: postgresDatabaseUrl(databaseUrl, name),
    databaseSchema: 'public',
  });
  await prepared.close();
  return { name, drop: () => adminQuery(databaseUrl, [`drop database if exists ${name} with (force)`]) };
}
