// The data guard of the playtest registration (spec section 5: valid only if the playtest's GET succeeds), loaded
// through the store (decision 016) so that the registration page finds the playtest there. `guards.ts` imports
// this module on first use, which keeps the call and its schema out of the entry chunk.

import { playtestQuery } from '../data/queries';
import { appData } from '../data/store';
import { httpClient } from '../http/call-endpoint';
import type { Playtest } from '../http/calls/get-playtest';
import { ApiRequestError } from '../http/errors';
import type { GuardContext } from './guards';

/**
 * `/playtests/{id}/register`: the playtest must exist. Only the API's 404 fails the guard; a call that could not
 * be made (offline, a server error) lets the page show its own failure state with "Try again".
 */
export async function playtestGuard(
  { params, store = appData }: GuardContext,
  load: (id: string) => Promise<Playtest> = (id) => playtestQuery(id).load(httpClient()),
): Promise<boolean> {
  const id = params.id ?? '';
  if (!/^[1-9]\d{0,9}$/.test(id)) return false;
  const { key } = playtestQuery(id);
  await store.load(key, () => load(id), { freshFor: 30_000 });
  const { error, value } = store.entry(key);
  return value !== undefined || !(error instanceof ApiRequestError && error.status === 404);
}
