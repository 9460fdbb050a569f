// The API package's seeding entry (`@mynacon/api/seed`): a data folder migrated and seeded as a server's first
// start leaves it, for programs that copy one seeded folder to many servers (the end-to-end tests).
import type { Kysely } from 'kysely';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import type { Database } from './db/types.ts';
import { seedDemoData } from './seed/seed.ts';

/**
 * Reads the configuration from `env` (as the server does), migrates its database and seeds the demo data, then runs
 * `adjust` on it (a test's changes to the seed) and closes it.
 */
export async function seedDatabase(
  env: Record<string, string | undefined>,
  adjust: (db: Kysely<Database>) => Promise<unknown> = async () => {},
): Promise<void> {
  const result = loadConfig(env);
  if (!result.ok) throw new Error(result.problems.join('\n'));
  const { config } = result;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
    dataDir: config.dataDir,
  });
  try {
    await migrate(database.db);
    await seedDemoData(database.db, config.auth.scrypt);
    await adjust(database.db);
  } finally {
    await database.close();
  }
}
