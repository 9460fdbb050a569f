import type { Kysely } from 'kysely';
import type { ScryptParams } from '../auth/password.ts';
import type { Database } from '../db/types.ts';
import { seedCustomerDemo } from './customer.ts';
import { buildDemoData } from './demo.ts';
import { seedDemoUsers } from './users.ts';

/** Insertion order: every table after the ones it references; `meta` last, as the mark of a finished seed. */
const order = [
  'stores',
  'store_countries',
  'platforms',
  'games',
  'game_platforms',
  'products',
  'product_platforms',
  'product_stores',
  'profile_games',
  'profiles',
  'surveys',
  'playtests',
  'newsletters',
  'content_pages',
  'faq_sections',
  'faq_articles',
  'community_posts',
  'translations',
  'sign_in_methods',
  'media',
  'meta',
] as const;

const batchSize = 200;

/**
 * Seeds the demo data on first start, in one transaction: a database that has the seed mark is left alone, so a
 * restart keeps every change. Returns whether it seeded.
 */
export async function seedDemoData(db: Kysely<Database>, scrypt: ScryptParams): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const seeded = await trx.selectFrom('meta').select('value').where('key', '=', 'seed').executeTakeFirst();
    if (seeded !== undefined) return false;
    const rows = buildDemoData();
    await seedDemoUsers(trx, '2026-01-05T09:00:00Z', scrypt);
    for (const table of order) {
      if (table === 'meta') await seedCustomerDemo(trx);
      const tableRows = rows[table] as unknown[];
      for (let start = 0; start < tableRows.length; start += batchSize) {
        await trx
          .insertInto(table)
          .values(tableRows.slice(start, start + batchSize) as never)
          .execute();
      }
    }
    return true;
  });
}
