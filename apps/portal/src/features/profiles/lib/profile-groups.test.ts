import type { Profile } from '@mynacon/contract';
import { describe, expect, it } from 'vitest';
import { coverUrl, groupProfiles } from './profile-groups';

let nextId = 1;
function profile(game: number, created: string, extra: Partial<Profile> = {}): Profile {
  return {
    id: nextId++,
    profile_game_id: game,
    status: '1',
    title: `Profile ${nextId}`,
    platform: 'PS5',
    product_sku: null,
    featured: 0,
    positive_votes: '0',
    negative_votes: '0',
    created_at: `2026-0${created}T10:00:00.000Z`,
    profile_game: { id: game, code: `game-${game}`, name: `Game ${game}`, igdb_image_id: `co${game}` },
    ...extra,
  };
}

describe('groupProfiles', () => {
  it('keeps published profiles only and drops a game without one', () => {
    const groups = groupProfiles([profile(1, '1-01'), profile(2, '1-02', { status: '0' })]);
    expect(groups.map((group) => group.id)).toEqual([1]);
    expect(groups[0]).toMatchObject({ code: 'game-1', name: 'Game 1', imageId: 'co1' });
  });

  it('orders groups by size, then by their latest profile, newest first', () => {
    const groups = groupProfiles([
      profile(1, '1-01'),
      profile(2, '1-02'),
      profile(2, '1-03'),
      profile(3, '5-01'),
      profile(4, '2-01'),
      profile(2, '1-04', { status: '0' }),
    ]);
    expect(groups.map((group) => group.id)).toEqual([2, 3, 4, 1]);
    expect(groups[0]?.lastProfilesAdd).toBe('2026-01-03T10:00:00.000Z');
  });

  it('puts featured profiles first, then the newest', () => {
    const old = profile(1, '1-01', { featured: 1 });
    const newest = profile(1, '3-01');
    const middle = profile(1, '2-01');
    const newerFeatured = profile(1, '1-05', { featured: 1 });
    const [group] = groupProfiles([old, newest, middle, newerFeatured]);
    expect(group?.profiles.map((item) => item.id)).toEqual([newerFeatured.id, old.id, newest.id, middle.id]);
  });
});

describe('coverUrl', () => {
  it('fills the image id into the template', () => {
    expect(coverUrl('/api/media/covers/t_cover_big/{image_id}.svg', 'co12')).toBe(
      '/api/media/covers/t_cover_big/co12.svg',
    );
    expect(coverUrl(undefined, 'co12')).toBeUndefined();
  });
});
