import type { SearchHit, SearchResponse } from '@mynacon/contract';
import { describe, expect, test } from 'vitest';
import { search } from '../http/calls/search';
import { createHttpClient } from '../http/client';
import { MalformedResponseError } from '../http/errors';
import { searchHref } from './address';
import { resultHref, searchKey } from './search';

const base = { rank: 0.5, excerpt: '' };
const game = { game_code: 'rally-frontier', game_name: 'Rally Frontier' };

describe('resultHref', () => {
  test('each kind leads to its page in the locale', () => {
    const hits: Array<[SearchHit, string]> = [
      [
        { kind: 'faq', id: 1, title: 'How do I ask for a refund?', ...base, ...game, section_name: 'Account' },
        '/de-DE/support/game/rally-frontier/faq?q=How+do+I+ask+for+a+refund%3F',
      ],
      [
        {
          kind: 'report',
          id: 360200000007,
          title: 'Stutter',
          ...base,
          ...game,
          status: 'planned',
          platform_model: 'PC',
        },
        '/de-DE/support/game/rally-frontier/reports/360200000007',
      ],
      [
        { kind: 'product', id: 3, title: 'GT Racing Wheel', ...base, url_key: 'gt-racing-wheel', sku: 'GT-W' },
        '/de-DE/support/product/gt-racing-wheel',
      ],
      [
        { kind: 'profile', id: 12, title: 'Drift assist', ...base, ...game, platform: 'PS5', positive_votes: '3' },
        '/de-DE/profile/rally-frontier/12',
      ],
      [{ kind: 'playtest', id: 301, title: 'Beta', ...base, ...game, status: 'open' }, '/de-DE/playtests/301/register'],
      [{ kind: 'playtest', id: 302, title: 'Old', ...base, ...game, status: 'passed' }, '/de-DE/playtests/passed'],
    ];
    for (const [hit, expected] of hits) expect(resultHref(hit, 'de-DE')).toBe(expected);
  });
});

describe('searchHref and searchKey', () => {
  test('the results page keeps the words as typed, a kind and a page after the first', () => {
    expect(searchHref('en-GB', 'black & "screen"')).toBe('/en-GB/search?q=black+%26+%22screen%22');
    expect(searchHref('fr-FR', 'wheel', 'product', 2)).toBe('/fr-FR/search?q=wheel&kind=product&page=2');
    expect(searchHref('fr-FR', 'wheel', 'product', 1)).toBe('/fr-FR/search?q=wheel&kind=product');
  });

  test('one store entry per text, locale, kind and page', () => {
    const names = [
      searchKey({ q: 'wheel', locale: 'en-GB' }),
      searchKey({ q: 'wheel', locale: 'de-DE' }),
      searchKey({ q: 'wheels', locale: 'en-GB' }),
      searchKey({ q: 'wheel', locale: 'en-GB', kind: 'product' }),
      searchKey({ q: 'wheel', locale: 'en-GB', kind: 'product', page: 2 }),
    ].map((key) => key.name);
    expect(new Set(names).size).toBe(names.length);
    expect(searchKey({ q: 'wheel', locale: 'en-GB', page: 1 }).name).toBe(names[0]);
  });
});

describe('search', () => {
  const answer: SearchResponse = {
    q: 'wheel',
    locale: 'en-GB',
    groups: [{ kind: 'product', total: 0, page: 1, per_page: 20, nbPages: 0, items: [] }],
  };
  const clientAnswering = (body: unknown, seen: string[]) =>
    createHttpClient({
      baseUrl: 'http://api.test',
      retryLimit: 0,
      fetch: async (input) => {
        seen.push(String(input instanceof Request ? input.url : input));
        return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      },
    });

  test('asks one kind with its page size and page, every kind without', async () => {
    const seen: string[] = [];
    const client = clientAnswering(answer, seen);
    expect(await search({ q: 'wheel', locale: 'en-GB', kind: 'product', page: 2 }, client)).toEqual(answer);
    await search({ q: 'a&b', locale: 'de-DE' }, client);
    expect(seen.map((url) => new URL(url).search)).toEqual([
      '?q=wheel&locale=en-GB&kind=product&per_page=20&page=2',
      '?q=a%26b&locale=de-DE',
    ]);
  });

  test('an answer that breaks the contract is a MalformedResponseError', async () => {
    const client = clientAnswering({ q: 'wheel', groups: 'none' }, []);
    await expect(search({ q: 'wheel', locale: 'en-GB' }, client)).rejects.toBeInstanceOf(MalformedResponseError);
  });
});
