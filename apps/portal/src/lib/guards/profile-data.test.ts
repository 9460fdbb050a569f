import type { ProfileGame, PublicConfigResponse } from '@mynacon/contract';
import { describe, expect, it } from 'vitest';
import { createDataStore } from '../data/store';
import { siteData } from '../startup/site-data';
import type { GuardContext } from './guards';
import { profileGameGuard } from './profile-data';

const profiles = [
  { id: 1, profiles: [{ id: 501, status: '1', profile_game: { code: 'rally' } }] },
] as unknown as ProfileGame[];

function context(detail: string, gameSupport: boolean, store: ReturnType<typeof createDataStore>): GuardContext {
  return {
    url: new URL(`https://portal.example/en-GB/profile/${detail}`),
    params: { '*': detail },
    locale: 'en-GB',
    features: async () => ({ gameSupport }) as PublicConfigResponse['features'],
    sessionStatus: async () => 'unauthenticated',
    signInRedirect: () => new Response(null, { status: 302 }),
    store,
  };
}

describe('profileGameGuard with the store', () => {
  it('uses the profiles’ games while the games list is not loaded and game support is off', async () => {
    const store = createDataStore();
    store.set(siteData.profiles, profiles);
    expect(await profileGameGuard(context('rally/501', false, store))).toBe(true);
    expect(await profileGameGuard(context('other', false, store))).toBe(false);
  });

  it('uses the loaded games list when there is one', async () => {
    const store = createDataStore();
    store.set(siteData.profiles, profiles);
    store.set(siteData.games, [{ code: 'other' }] as never);
    expect(await profileGameGuard(context('other', true, store))).toBe(true);
    expect(await profileGameGuard(context('rally', true, store))).toBe(false);
  });
});
