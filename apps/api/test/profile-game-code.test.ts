// The profile's game carries the game's code of the support games list: the portal's `/profile/{detail...}` names
// the game by it, and its guard checks it against the loaded games list (spec section 5).
import { endpoints, GamesResponse, ProfilesResponse } from '@mynacon/contract';
import { describe, expect, test } from 'vitest';
import { call, expectJson, tokenFor } from './customer-helpers.ts';
import { appPerBlock, backends, createTestApp } from './helpers.ts';

describe.each(backends)('the profile game code (%s)', (backend) => {
  const app = appPerBlock(() => createTestApp(backend));

  test('every profile names its game by the code of the support games list, one game per group', async () => {
    const games = await expectJson(await app.get('/api/cache/support/games'), 200, GamesResponse);
    const byCode = new Map(games.items.map((game) => [game.code, game]));
    const groups = await expectJson(await app.get('/api/cache/profiles'), 200, ProfilesResponse);
    expect(groups.length).toBeGreaterThan(1);
    const codes = groups.map((group) => {
      const groupCodes = new Set(group.profiles.map((profile) => profile.profile_game.code));
      expect(groupCodes.size, `group ${group.id}`).toBe(1);
      const [code = ''] = groupCodes;
      const game = byCode.get(code);
      expect(game, code).toBeDefined();
      for (const profile of group.profiles) expect(profile.profile_game.name).toBe(game?.name);
      return code;
    });
    expect(new Set(codes).size).toBe(codes.length);
    // The profile games are the active games of the demo data.
    for (const code of codes) expect(byCode.get(code)?.is_active).toBe(true);
  });

  test("the player's favourite and own profiles carry the same code as the public list", async () => {
    const groups = await expectJson(await app.get('/api/cache/profiles'), 200, ProfilesResponse);
    const publicCode = new Map(
      groups.flatMap((group) => group.profiles.map((profile) => [profile.id, profile.profile_game.code])),
    );
    const token = await tokenFor(app, 1);
    const favourites = await expectJson(
      await call(app, 'GET', '/api/middleware/profile/favorite-list', { token }),
      200,
      endpoints.favoriteList.response,
    );
    const own = await expectJson(
      await call(app, 'GET', '/api/middleware/profile/list', { token }),
      200,
      endpoints.userProfiles.response,
    );
    // The player's drafts are theirs alone, not in the public list (decision 040).
    const profiles = [...favourites.data.items.map((item) => item.profile), ...own.data.items].filter(
      (profile) => profile.status === '1',
    );
    expect(profiles.length).toBeGreaterThan(2);
    for (const profile of profiles) {
      expect(publicCode.get(profile.id), `profile ${profile.id}`).toBeDefined();
      expect(profile.profile_game.code, `profile ${profile.id}`).toBe(publicCode.get(profile.id));
    }
  });
});
