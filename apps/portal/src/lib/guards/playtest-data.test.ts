import { describe, expect, it } from 'vitest';
import { playtestQuery } from '../data/queries';
import { createDataStore } from '../data/store';
import type { Playtest } from '../http/calls/get-playtest';
import { ApiRequestError, NetworkError } from '../http/errors';
import type { GuardContext } from './guards';
import { playtestGuard } from './playtest-data';

function context(id: string, store: ReturnType<typeof createDataStore>): GuardContext {
  return {
    url: new URL(`https://portal.example/en-GB/playtests/${id}/register`),
    params: { id },
    locale: 'en-GB',
    features: async () => {
      throw new Error('not read');
    },
    sessionStatus: async () => 'authenticated',
    signInRedirect: () => new Response(null, { status: 302 }),
    store,
  };
}

const playtest = { id: 303, title: 'Preview' } as unknown as Playtest;
const notFound = new ApiRequestError({
  endpointId: 'getPlaytest',
  status: 404,
  code: 'not_found',
  message: 'No playtest',
});

describe('the playtest registration guard', () => {
  it('passes when the playtest’s GET succeeds, and leaves the playtest in the store for the page', async () => {
    const store = createDataStore();
    const asked: string[] = [];
    const pass = await playtestGuard(context('303', store), async (id) => {
      asked.push(id);
      return playtest;
    });
    expect(pass).toBe(true);
    expect(asked).toEqual(['303']);
    expect(store.entry(playtestQuery('303').key).value).toBe(playtest);
  });

  it('fails on the API’s 404, and on an id that cannot name a playtest without asking', async () => {
    const store = createDataStore();
    expect(await playtestGuard(context('999', store), async () => Promise.reject(notFound))).toBe(false);
    let asked = false;
    for (const id of ['', 'abc', '0', '12.5', '-3']) {
      expect(
        await playtestGuard(context(id, store), async () => {
          asked = true;
          return playtest;
        }),
      ).toBe(false);
    }
    expect(asked).toBe(false);
  });

  it('passes when the call could not be made, so that the page shows its failure state with “Try again”', async () => {
    const store = createDataStore();
    const offline = new NetworkError('getPlaytest', false, new TypeError('fetch failed'));
    expect(await playtestGuard(context('303', store), async () => Promise.reject(offline))).toBe(true);
  });
});
