import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Kysely, sql } from 'kysely';
import type { Database } from './types.ts';

export const migrationsDir = fileURLToPath(new URL('../../migrations/', import.meta.url));

const migrationFile = /^(\d{3}_[a-z0-9_]+)\.sql$/;

export interface Migration {
  id: string;
  statements: string[];
}

/** Splits a migration at each `;` that ends a line; comments are dropped. */
export function splitStatements(text: string): string[] {
  return text
    .split(/;[ \t]*(?:\r?\n|$)/)
    .map((chunk) =>
      chunk
        .split(/\r?\n/)
        .filter((line) => !line.trimStart().startsWith('--'))
        .join('\n')
        .trim(),
    )
    .filter((statement) => statement !== '');
}

export function readMigrations(dir = migrationsDir): Migration[] {
  return readdirSync(dir)
    .map((file) => migrationFile.exec(file))
    .filter((match) => match !== null)
    .map((match) => ({
      id: match[1] as string,
      statements: splitStatements(readFileSync(`${dir}/${match[0]}`, 'utf8')),
    }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

/**
 * Applies the migrations not yet applied, all in one transaction, under an advisory lock so that two servers
 * starting against one PostgreSQL database do not both apply them. Returns the ids applied now.
 */
export async function migrate(db: Kysely<Database>, migrations = readMigrations()): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(728364501)`.execute(trx);
    await sql`create table if not exists schema_migrations (
      id text primary key,
      applied_at timestamptz not null default now()
    )`.execute(trx);
    const done = new Set((await trx.selectFrom('schema_migrations').select('id').execute()).map((row) => row.id));
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.id)) continue;
      for (const statement of migration.statements) await sql.raw(statement).execute(trx);
      await trx.insertInto('schema_migrations').values({ id: migration.id }).execute();
      applied.push(migration.id);
    }
    return applied;
  });
}
