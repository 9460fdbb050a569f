// Databases of the API tests on PostgreSQL: each test app gets a database of its own, copied from the run's seeded
// template (global-setup.ts) by the server in a fraction of a second, and dropped after it.
import pg from 'pg';

/** DATABASE_URL with another database name. */
export function postgresDatabaseUrl(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.href;
}

/** Runs statements one after another on DATABASE_URL's database (CREATE and DROP DATABASE cannot share one). */
export async function adminQuery(databaseUrl: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * What every test database is set to: a commit does not wait for the WAL to reach the disk. A test database is thrown
 * away, and a server crash is not what these tests test; the wait for the disk was most of a small write's time.
 * (A copy does not inherit the template's settings, so each gets them.)
 */
export function testDatabaseSettings(name: string): string[] {
  return [`alter database ${name} set synchronous_commit = off`];
}

/**
 * A new database copied from the template. PostgreSQL refuses the copy while another session is connected to the
 * template, which a copy starting at the same moment in another worker briefly is: that refusal is tried again.
 */
export async function createDatabaseFrom(databaseUrl: string, template: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(databaseUrl, [
        `drop database if exists ${name} with (force)`,
        `create database ${name} template ${template}`,
        ...testDatabaseSettings(name),
      ]);
      return;
    } catch (error) {
      const busy = error instanceof Error && /is being accessed by other users/.test(error.message);
      if (!busy || attempt === 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/**
 * Drops a test app's database once the app's own connections are gone. A closed pool still ends its connections
 * for a moment after it says it is closed; DROP … WITH (FORCE) on one of them then raised "terminating connection due
 * to administrator command" in a client that no longer listened for errors: an uncaught error that failed the run.
 * So this waits (up to 10 s) for the database to have no session, and forces only what is left after that.
 */
export async function dropDatabase(databaseUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let waited = 0; waited < 10_000; waited += 25) {
      const { rows } = await client.query<{ sessions: number }>(
        'select count(*)::int as sessions from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0]?.sessions === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}
