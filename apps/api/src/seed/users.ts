import type { Kysely } from 'kysely';
import { hashPassword, type ScryptParams } from '../auth/password.ts';
import type { Database } from '../db/types.ts';

/** The demo accounts. The first is the one the README and the start command print. */
export const demoUsers = [
  {
    email: 'demo@mynacon.test',
    username: 'DemoPlayer',
    password: 'Demo-Player-2026!',
    firstname: 'Alex',
    lastname: 'Morgan',
    date_of_birth: '1995-04-12',
    country_id: 'GB',
    locale: 'en-GB',
    referral_code: 'DEMOPLAYER',
    newsletter_subscribed: true,
  },
  {
    email: 'rival@mynacon.test',
    username: 'RivalPlayer',
    password: 'Rival-Player-2026!',
    firstname: 'Sam',
    lastname: 'Rivera',
    date_of_birth: '1990-11-03',
    country_id: 'FR',
    locale: 'fr-FR',
    referral_code: 'RIVALPLAYER',
    newsletter_subscribed: false,
  },
] as const;

/** The demo account's id: users are inserted in order into an empty table. */
export const demoUserId = 1;
export const rivalUserId = 2;

/** Inserts the demo accounts (confirmed, hashed at the configured scrypt cost) inside the seed's transaction. */
export async function seedDemoUsers(trx: Kysely<Database>, seededAt: string, scrypt: ScryptParams): Promise<void> {
  for (const user of demoUsers) {
    const { password, ...fields } = user;
    await trx
      .insertInto('users')
      .values({
        ...fields,
        email_key: user.email.toLowerCase(),
        username_key: user.username.toLowerCase(),
        password_hash: await hashPassword(password, scrypt),
        email_confirmed_at: seededAt,
        created_at: seededAt,
        updated_at: seededAt,
      })
      .execute();
  }
}
