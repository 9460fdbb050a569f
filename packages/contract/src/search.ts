// One search across the portal (decision 032): FAQ articles in the player's locale, public board reports, support
// products, game profiles and playtests, ranked by the database's full-text search, grouped by kind, paged.
import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { Count, Id, LocaleCode, NumericString } from './primitives.ts';
import { named } from './registry.ts';
import { postStatuses } from './support.ts';

/** The kinds of result, in the order the groups are answered. */
export const searchKinds = ['faq', 'report', 'product', 'profile', 'playtest'] as const;
export type SearchKind = (typeof searchKinds)[number];
export const SearchKind = named('SearchKind', z.enum(searchKinds), 'A kind of search result.');

/** Longest query, in characters after trimming. */
export const searchQueryMaxLength = 200;
/** Results per group when `per_page` is not given. */
export const searchDefaultPerPage = 5;
/** Most results per group and page. */
export const searchMaxPerPage = 50;
/** The last page that may be asked for (decision 044): a search is for finding, not for reading every match. */
export const searchMaxPage = 50;

export const searchMessages = {
  empty: 'Type at least one character to search.',
  tooLong: `A search is at most ${searchQueryMaxLength} characters.`,
  /** `search_no_term`: the query only leaves words out (`-word`), or offers "anything but a word" as a choice. */
  noTerm: 'Type at least one word to find: a search cannot only leave words out.',
  page: `Expected a page number from 1 to ${searchMaxPage}`,
} as const;

/**
 * Query of the search call. `q` is plain text: markup and search operators are words like any other (never
 * rendered, never run); `kind` narrows the answer to one group, whose page is `page`.
 */
export const SearchQuery = z.object({
  q: z
    .string(searchMessages.empty)
    .check(z.trim(), z.minLength(1, searchMessages.empty), z.maxLength(searchQueryMaxLength, searchMessages.tooLong)),
  locale: LocaleCode,
  kind: z.optional(SearchKind),
  page: z.optional(
    z.pipe(
      z.string().check(z.regex(/^([1-9]|[1-4][0-9]|50)$/, searchMessages.page)),
      z.transform((value: string) => Number(value)),
    ),
  ),
  per_page: z.optional(
    z.pipe(
      z.string().check(z.regex(/^([1-9]|[1-4][0-9]|50)$/, `Expected a page size from 1 to ${searchMaxPerPage}`)),
      z.transform((value: string) => Number(value)),
    ),
  ),
});
export type SearchQuery = z.output<typeof SearchQuery>;

const hitBase = {
  /** The rank of the hit in its group (the database's `ts_rank`), higher first. */
  rank: z.number().check(z.nonnegative()),
  title: z.string().check(z.minLength(1)),
  /** Plain text: the start of the article, report or playtest summary; empty for products and profiles. */
  excerpt: z.string(),
};

/** A FAQ article of a game, in the player's locale: leads to the game's FAQ page. */
export const FaqSearchHit = z.object({
  kind: z.literal('faq'),
  id: Id,
  ...hitBase,
  game_code: z.string(),
  game_name: z.string(),
  section_name: z.string(),
});
/** A public report of a game's board (never one in moderation): leads to its page. */
export const ReportSearchHit = z.object({
  kind: z.literal('report'),
  id: Id,
  ...hitBase,
  game_code: z.string(),
  game_name: z.string(),
  status: z.enum(postStatuses),
  platform_model: z.string(),
});
/** A top-level product of the locale's store: leads to its support page (`url_key`). */
export const ProductSearchHit = z.object({
  kind: z.literal('product'),
  id: Id,
  ...hitBase,
  url_key: z.string(),
  sku: z.string(),
});
/** A published game profile: leads to its page (`game_code/id`). */
export const ProfileSearchHit = z.object({
  kind: z.literal('profile'),
  id: Id,
  ...hitBase,
  game_code: z.string(),
  game_name: z.string(),
  platform: z.string(),
  positive_votes: NumericString,
});
/** A playtest: an open one leads to its registration, a passed one to the passed playtests. */
export const PlaytestSearchHit = z.object({
  kind: z.literal('playtest'),
  id: Id,
  ...hitBase,
  game_code: z.string(),
  game_name: z.string(),
  status: z.enum(['open', 'passed']),
});

export const SearchHit = named(
  'SearchHit',
  z.discriminatedUnion('kind', [FaqSearchHit, ReportSearchHit, ProductSearchHit, ProfileSearchHit, PlaytestSearchHit]),
  'One result, by kind.',
);
export type SearchHit = z.infer<typeof SearchHit>;

/** One kind's page of results, best first. */
export const SearchGroup = named(
  'SearchGroup',
  z.object({
    kind: SearchKind,
    /** The matches of this kind, up to the server's cap (1000 by default): a search ranks at most that many. */
    total: Count,
    page: z.int().check(z.positive()),
    per_page: z.int().check(z.positive()),
    /** Pages of `total`, at most `searchMaxPage`. */
    nbPages: Count,
    items: z.array(SearchHit),
  }),
);
export type SearchGroup = z.infer<typeof SearchGroup>;

/** `GET /api/search`: one group per kind (in `searchKinds` order, empty ones too), or the one `kind` asked. */
export const SearchResponse = named(
  'SearchResponse',
  z.object({ q: z.string(), locale: LocaleCode, groups: z.array(SearchGroup) }),
);
export type SearchResponse = z.infer<typeof SearchResponse>;

export const searchEndpoint = endpoint({
  id: 'search',
  method: 'GET',
  path: '/api/search',
  summary:
    'One search over FAQ articles (the locale’s), public board reports, support products, game profiles and playtests: ranked, grouped by kind, paged',
  tag: 'site',
  source: 'chosen',
  status: 'served',
  auth: 'none',
  query: SearchQuery,
  response: SearchResponse,
  cached: false,
  errors: [429, 503],
});
