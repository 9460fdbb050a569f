import type { CommunityPost, FaqSection } from '@mynacon/contract';
import { describe, expect, test } from 'vitest';
import { suggest, suggestedReports, wordsOf } from './suggestions';

const post = (id: number, title: string, extra: Partial<CommunityPost> = {}) =>
  ({
    id,
    title,
    status: 'planned',
    created_at: `2026-08-${String(10 + (id % 20)).padStart(2, '0')}T00:00:00Z`,
    me_too: { count: 0, platforms: [] },
    ...extra,
  }) as CommunityPost;

const sections = [
  {
    id: 1,
    articles: [
      { id: 11, title: 'The handbrake does nothing', body: 'Check the binding in the controls.', position: 1 },
      { id: 12, title: 'Saving the game', body: 'Progress is saved after every race.', position: 2 },
    ],
  },
] as unknown as FaqSection[];

describe('suggestions while typing a report title', () => {
  test('words are folded, short ones and punctuation dropped', () => {
    expect(wordsOf('Écran NOIR, au démarrage!')).toEqual(['ecran', 'noir', 'demarrage']);
  });

  test('nothing for fewer than three characters or no word long enough', () => {
    const posts = [post(1, 'Handbrake stops working')];
    expect(suggest('ha', posts, sections)).toEqual({ reports: [], articles: [] });
    expect(suggest('a b c', posts, sections)).toEqual({ reports: [], articles: [] });
  });

  test('reports sharing half the words or more, best match first, then most "me too", then newest', () => {
    const posts = [
      post(1, 'Handbrake stops working after a rewind'),
      post(2, 'Handbrake is slow', { me_too: { count: 4, platforms: [] } }),
      post(3, 'Handbrake is slow too'),
      post(4, 'Menu music stops'),
      post(5, 'Handbrake stops working in moderation', { status: 'none' }),
    ];
    const { reports } = suggest('handbrake stops', posts, sections);
    expect(reports.map((item) => item.id)).toEqual([1, 2, 4, 3]);
    // A word typed halfway still matches the start of a word; a moderated report is never suggested.
    expect(suggest('Handbr', posts, sections).reports.map((item) => item.id)).toEqual([2, 3, 1]);
    // One shared word among four typed is not enough.
    expect(suggest('menu crashes during races', posts, sections).reports).toEqual([]);
  });

  test('at most five reports; FAQ articles by their title or text', () => {
    const posts = Array.from({ length: 8 }, (_, index) => post(index + 1, `Crash number ${index}`));
    expect(suggest('crash', posts, sections).reports).toHaveLength(suggestedReports);
    expect(suggest('handbrake', [], sections).articles.map((item) => item.id)).toEqual([11]);
    expect(suggest('binding controls', [], sections).articles.map((item) => item.id)).toEqual([11]);
    expect(suggest('nothing like this', [], sections).articles).toEqual([]);
  });
});
