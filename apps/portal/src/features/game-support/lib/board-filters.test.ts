import type { CommunityPost } from '@mynacon/contract';
import { describe, expect, test } from 'vitest';
import { acceptsOf, defaultFilters, latestOf, parseBoardFilters, writeBoardFilters } from './board-filters';

const mapping = [
  { globalPlatform: 'PlayStation', zendeskPlatform: ['PlayStation::PS4', 'PlayStation::PS5'] },
  { globalPlatform: 'PC', zendeskPlatform: ['PC::Steam'] },
];
const post = (id: number, status: CommunityPost['status'], severity = 'low', platform = 'PC::Steam', day = 1) =>
  ({
    id,
    status,
    created_at: `2026-08-${String(day).padStart(2, '0')}T10:00:00Z`,
    details: { severity, platform_model: platform, body: '' },
  }) as CommunityPost;

describe('the board filters', () => {
  test('read from the address; unknown values ignored; defaults left out when written', () => {
    const query = new URLSearchParams('status=open&severity=high&platform=PlayStation&sort=votes&order=asc&x=1');
    const filters = parseBoardFilters(query, ['PlayStation', 'PC']);
    expect(filters).toEqual({ status: 'open', severity: 'high', platform: 'PlayStation', sort: 'votes', order: 'asc' });
    expect(parseBoardFilters(new URLSearchParams('status=nope&platform=Amiga&sort=title'), ['PC'])).toEqual(
      defaultFilters,
    );
    expect(writeBoardFilters(query, defaultFilters).toString()).toBe('x=1');
    expect(writeBoardFilters(new URLSearchParams(), { ...defaultFilters, status: 'fixed' }).toString()).toBe(
      'status=fixed',
    );
  });

  test('a filter keeps posts by status through the spec’s mapping, severity and the platform mapping', () => {
    const accepts = acceptsOf(
      { ...defaultFilters, status: 'confirmed', severity: 'high', platform: 'PlayStation' },
      mapping,
      new Set(),
    );
    expect(accepts(post(1, 'planned', 'high', 'PlayStation::PS5'))).toBe(true);
    expect(accepts(post(2, 'planned', 'high', 'PC::Steam'))).toBe(false);
    expect(accepts(post(3, 'not_planned', 'high', 'PlayStation::PS4'))).toBe(false);
    expect(accepts(post(4, 'planned', 'low', 'PlayStation::PS4'))).toBe(false);
  });

  test('posts in moderation are kept for their author only', () => {
    const mine = post(1, 'none');
    const theirs = post(2, 'none');
    const accepts = acceptsOf(defaultFilters, mapping, new Set([1]));
    expect([accepts(mine), accepts(theirs), accepts(post(3, 'completed'))]).toEqual([true, false, true]);
  });

  test('the dashboard lists: the newest three of the statuses asked for', () => {
    const posts = [
      post(1, 'not_planned', 'low', 'PC::Steam', 1),
      post(2, 'planned', 'low', 'PC::Steam', 5),
      post(3, 'completed', 'low', 'PC::Steam', 9),
      post(4, 'not_planned', 'low', 'PC::Steam', 3),
      post(5, 'none', 'low', 'PC::Steam', 10),
      post(6, 'planned', 'low', 'PC::Steam', 4),
    ];
    expect(latestOf(posts, ['not_planned', 'planned'], new Set()).map((item) => item.id)).toEqual([2, 6, 4]);
    expect(latestOf(posts, ['completed'], new Set()).map((item) => item.id)).toEqual([3]);
    expect(latestOf(posts, ['none'], new Set()).map((item) => item.id)).toEqual([]);
    expect(latestOf(posts, ['none'], new Set([5])).map((item) => item.id)).toEqual([5]);
  });
});
