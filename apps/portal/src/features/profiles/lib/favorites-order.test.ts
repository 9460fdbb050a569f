import type { Profile } from '@mynacon/contract';
import { describe, expect, it } from 'vitest';
import { orderFavorites } from './favorites-order';

function favorite(id: number, game: number, created = '2026-01-01T00:00:00.000Z') {
  const profile = { id, profile_game_id: game, created_at: created } as Profile;
  return { id, is_favorite_since: '2026-02-01T00:00:00.000Z', profile };
}

describe('orderFavorites', () => {
  it('keeps the first 4 in the API order and sorts the rest by lastProfilesAdd, newest first', () => {
    const last = new Map([
      [1, '2026-01-01T00:00:00.000Z'],
      [2, '2026-03-01T00:00:00.000Z'],
      [3, '2026-02-01T00:00:00.000Z'],
    ]);
    const items = [
      favorite(10, 1),
      favorite(11, 2),
      favorite(12, 3),
      favorite(13, 1),
      favorite(14, 1),
      favorite(15, 2),
    ];
    items.push(favorite(16, 9, '2026-04-01T00:00:00.000Z'), favorite(17, 3));
    const { first, rest } = orderFavorites(items, last);
    expect(first.map((item) => item.id)).toEqual([10, 11, 12, 13]);
    // 16's game is not in the list: its own creation time counts.
    expect(rest.map((item) => item.id)).toEqual([16, 15, 17, 14]);
  });

  it('has no rest with 4 or fewer', () => {
    const { first, rest } = orderFavorites([favorite(1, 1), favorite(2, 1)], new Map());
    expect(first.map((item) => item.id)).toEqual([1, 2]);
    expect(rest).toEqual([]);
  });
});
