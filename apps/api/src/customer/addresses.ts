import { type Address, type AddressUpdate, endpoints } from '@mynacon/contract';
import type { Hono } from 'hono';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type * as z from 'zod/mini';
import type { ServerContext } from '../context.ts';
import type { AddressesTable, Database } from '../db/types.ts';
import { json } from '../http/answers.ts';
import { jsonBody, pathParams } from '../http/input.ts';
import { badField, Refusal } from '../http/refusal.ts';
import { asPlayer, nowIso, type PlayerGuard, playerRoute } from './http.ts';

/** The columns of an address a player writes, from its body. */
function addressColumns(body: z.output<typeof AddressUpdate>) {
  return {
    firstname: body.firstname,
    lastname: body.lastname,
    street: JSON.stringify(body.street),
    city: body.city,
    postcode: body.postcode,
    country_id: body.country_id,
    telephone: body.telephone ?? null,
  };
}

function toAddress(row: Selectable<AddressesTable>): Address {
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    street: row.street,
    city: row.city,
    postcode: row.postcode,
    country_id: row.country_id,
    telephone: row.telephone,
    is_default: row.is_default,
  };
}

const notFound = (id: number) => new Refusal('not_found', `No address ${id} among yours.`);

/** Refuses (404) an address id that is not one of the player's. */
async function ownAddress(trx: Transaction<Database>, userId: number, id: number): Promise<void> {
  const existing = await trx
    .selectFrom('addresses')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (existing === undefined) throw notFound(id);
}

function listAddresses(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .execute();
}

/** The country must be one of the allowed countries of the store of the player's locale. */
async function checkCountry(trx: Transaction<Database>, userId: number, country: string): Promise<void> {
  const allowed = await trx
    .selectFrom('users')
    .innerJoin('stores', 'stores.code', 'users.locale')
    .innerJoin('store_countries', 'store_countries.store_code', 'stores.store_code')
    .select(['store_countries.country_id', 'stores.store_code'])
    .where('users.id', '=', userId)
    .orderBy('store_countries.country_id')
    .execute();
  if (!allowed.some((row) => row.country_id === country)) {
    const store = allowed[0]?.store_code ?? 'your store';
    throw badField(
      'country_id',
      `${country} is not a country of ${store}: use one of ${allowed.map((row) => row.country_id).join(', ') || 'none'}`,
    );
  }
}

/** Addresses: list, add, edit, remove, set default. At most one default, and one while any address exists. */
export function mountAddresses(app: Hono, context: ServerContext, guard: PlayerGuard): void {
  const { db } = context;

  playerRoute(app, endpoints.addresses, guard, async (c) => {
    const rows = await listAddresses(db, c.get('userId'));
    return json({ success: true, data: rows.map(toAddress) });
  });

  playerRoute(app, endpoints.addAddress, guard, async (c) => {
    const body = await jsonBody(c, endpoints.addAddress);
    const userId = c.get('userId');
    const row = await asPlayer(context, userId, async (trx) => {
      await checkCountry(trx, userId, body.country_id);
      const existing = await trx
        .selectFrom('addresses')
        .select(['id', 'is_default'])
        .where('user_id', '=', userId)
        .execute();
      if (existing.length >= context.config.customer.maxAddresses) {
        throw new Refusal(
          'conflict',
          `You can keep at most ${context.config.customer.maxAddresses} addresses: remove one first.`,
        );
      }
      const isDefault = existing.length === 0 || body.is_default === true;
      if (isDefault) {
        await trx.updateTable('addresses').set({ is_default: false }).where('user_id', '=', userId).execute();
      }
      const now = nowIso(context);
      return trx
        .insertInto('addresses')
        .values({
          user_id: userId,
          ...addressColumns(body),
          is_default: isDefault,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return json({ success: true, data: toAddress(row) });
  });

  playerRoute(app, endpoints.updateAddress, guard, async (c) => {
    const { id } = pathParams(c, endpoints.updateAddress);
    const body = await jsonBody(c, endpoints.updateAddress);
    const userId = c.get('userId');
    const row = await asPlayer(context, userId, async (trx) => {
      await ownAddress(trx, userId, id);
      await checkCountry(trx, userId, body.country_id);
      return trx
        .updateTable('addresses')
        .set({
          ...addressColumns(body),
          updated_at: nowIso(context),
        })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return json({ success: true, data: toAddress(row) });
  });

  playerRoute(app, endpoints.removeAddress, guard, async (c) => {
    const { id } = pathParams(c, endpoints.removeAddress);
    const userId = c.get('userId');
    await asPlayer(context, userId, async (trx) => {
      const removed = await trx
        .deleteFrom('addresses')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returning('is_default')
        .executeTakeFirst();
      if (removed === undefined) throw notFound(id);
      if (!removed.is_default) return;
      const oldest = await trx
        .selectFrom('addresses')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('id')
        .executeTakeFirst();
      if (oldest !== undefined) {
        await trx.updateTable('addresses').set({ is_default: true }).where('id', '=', oldest.id).execute();
      }
    });
    return json({ success: true });
  });

  playerRoute(app, endpoints.setDefaultAddress, guard, async (c) => {
    const { id } = pathParams(c, endpoints.setDefaultAddress);
    const userId = c.get('userId');
    const rows = await asPlayer(context, userId, async (trx) => {
      await ownAddress(trx, userId, id);
      await trx
        .updateTable('addresses')
        .set({ is_default: false })
        .where('user_id', '=', userId)
        .where('id', '<>', id)
        .execute();
      await trx
        .updateTable('addresses')
        .set({ is_default: true, updated_at: nowIso(context) })
        .where('id', '=', id)
        .execute();
      return listAddresses(trx, userId);
    });
    return json({ success: true, data: rows.map(toAddress) });
  });
}
