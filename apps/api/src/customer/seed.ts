import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';

/** Seeds the demo account's customer data (devices, orders, notifications, …) inside the seed's transaction. */
export async function seedCustomerDemo(_trx: Kysely<Database>): Promise<void> {}
