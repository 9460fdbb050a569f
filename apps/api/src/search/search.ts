// One search across the portal (decision 032), on PostgreSQL's own full-text search: each kind is one query that
// matches its table's stored `search_document` under a GIN index (migrations/011_search.sql) and ranks the matches
// from the stored vectors.
import {
  type LocaleCode,
  type SearchGroup,
  type SearchHit,
  type SearchKind,
  type SearchQuery,
  type SearchResponse,
  searchDefaultPerPage,
  searchKinds,
  searchMaxPage,
  searchMessages,
  toCommunityLocale,
} from '@mynacon/contract';
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database } from '../db/types.ts';
import { Refusal } from '../http/refusal.ts';
import { neutralConfig, searchConfigOf } from './languages.ts';

/** The indexed document of each kind's table: its stored `search_document` (migration 010), under a GIN index. */
const searchDocuments = {
  faq: sql.raw('a.search_document'),
  report: sql.raw('p.search_document'),
  product: sql.raw('p.search_document'),
  profile: sql.raw('p.search_document'),
  playtest: sql.raw('p.search_document'),
} as const satisfies Record<SearchKind, RawBuilder<unknown>>;

const excerptLength = 160;
/** Characters of a body read for its excerpt: more than the excerpt, so that the cut falls at a word. */
const excerptSource = excerptLength + 40;

/**
 * The query as the database reads it: markup tags and control characters become spaces (the query is plain
 * text, never rendered); `websearch_to_tsquery` then reads quotes, `or` and `-` and never fails on the rest.
 */
export function normaliseQuery(text: string): string {
  return text
    .replace(/<[^<>]*>/g, ' ')
    .replace(/[\p{Cc}\p{Cs}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The start of a text, cut at a word, with an ellipsis when cut. */
export function excerptOf(text: string): string {
  if (text.length <= excerptLength) return text;
  const cut = text.slice(0, excerptLength);
  const space = cut.lastIndexOf(' ');
  return `${(space > excerptLength / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

interface KindQuery {
  readonly kind: SearchKind;
  readonly text: string;
  readonly locale: LocaleCode;
  readonly limit: number;
  readonly offset: number;
  /** The most matches ranked and counted (decision 044). */
  readonly maxMatches: number;
}

type Row = Record<string, unknown> & { rank: number | string | null; total: number | string };

/**
 * One kind's page and its total in one statement: at most `maxMatches` matches (found through the GIN index, in
 * the order the scan finds them) are ranked and counted, and the total comes back even for a page past the last
 * one (a row of nulls beside it), so no page ever costs a second count.
 */
function paged(matches: RawBuilder<unknown>, { limit, offset }: KindQuery): RawBuilder<Row> {
  return sql<Row>`with matches as (${matches})
    select counted.total, page.*
    from (select count(*) as total from matches) as counted
    left join lateral (select * from matches order by rank desc, id limit ${limit} offset ${offset}) as page on true`;
}

/** The SQL of one kind's page (the benchmark explains these very statements). */
export function kindStatement(kindQuery: KindQuery): RawBuilder<Row> {
  const { kind, text, locale, maxMatches } = kindQuery;
  const document = searchDocuments[kind];
  const cap = sql`limit ${maxMatches}`;
  switch (kind) {
    case 'faq': {
      const query = sql`websearch_to_tsquery(${searchConfigOf(locale)}::regconfig, ${text})`;
      return paged(
        sql`select a.id, a.title, left(a.body, ${excerptSource}) as excerpt, s.name as section_name,
          g.code as game_code, g.name as game_name, ts_rank(${document}, ${query}) as rank
        from faq_articles a
        join faq_sections s on s.id = a.section_id
        join games g on g.zendesk_faq_cat_id = s.category_id
        where ${document} @@ ${query} and s.locale = ${toCommunityLocale(locale)} and g.is_active
        ${cap}`,
        kindQuery,
      );
    }
    case 'report': {
      const query = sql`websearch_to_tsquery(${neutralConfig}::regconfig, ${text})`;
      return paged(
        sql`select p.id, p.title, left(p.body, ${excerptSource}) as excerpt, p.status, p.platform_model,
          g.code as game_code, g.name as game_name, ts_rank(${document}, ${query}) as rank
        from community_posts p
        join games g on g.zendesk_topic_id = p.topic_id
        where ${document} @@ ${query} and p.status <> 'none' and g.is_active
        ${cap}`,
        kindQuery,
      );
    }
    case 'product': {
      const query = sql`websearch_to_tsquery(${neutralConfig}::regconfig, ${text})`;
      return paged(
        sql`select p.product_id as id, p.name as title, p.url_key, p.sku, ts_rank(${document}, ${query}) as rank
        from products p
        where ${document} @@ ${query} and p.parent_id is null
          and p.product_id in (select ps.product_id from product_stores ps
            where ps.store_code = (select st.store_code from stores st where st.code = ${locale}))
        ${cap}`,
        kindQuery,
      );
    }
    case 'profile': {
      const query = sql`websearch_to_tsquery(${neutralConfig}::regconfig, ${text})`;
      return paged(
        sql`select p.id, p.title, p.platform, p.positive_votes, g.game_code, g.name as game_name,
          ts_rank(${document}, ${query}) as rank
        from profiles p
        join profile_games g on g.id = p.profile_game_id
        where ${document} @@ ${query} and p.status = 1
        ${cap}`,
        kindQuery,
      );
    }
    case 'playtest': {
      const query = sql`websearch_to_tsquery(${neutralConfig}::regconfig, ${text})`;
      return paged(
        sql`select p.id, p.title, left(p.summary, ${excerptSource}) as excerpt, p.status, g.code as game_code,
          g.name as game_name, ts_rank(${document}, ${query}) as rank
        from playtests p
        join games g on g.code = p.game_code
        where ${document} @@ ${query}
        ${cap}`,
        kindQuery,
      );
    }
  }
}

/**
 * Whether the query has a word to find in each configuration it is read with: a query that only leaves words out
 * (`-crash`), or offers "anything but a word" as a choice (`crash or -save`), has no part an index can look up
 * (`querytree` is `T`) and would rank every row of every kind. A query of stop words only is empty and finds
 * nothing, at no cost: it passes.
 */
async function hasTermToFind(trx: Transaction<Database>, text: string, configs: readonly string[]): Promise<boolean> {
  for (const config of new Set(configs)) {
    const { rows } = await sql<{
      tree: string;
    }>`select querytree(websearch_to_tsquery(${config}::regconfig, ${text})) as tree`.execute(trx);
    if (rows[0]?.tree === 'T') return false;
  }
  return true;
}

function hitOf(kind: SearchKind, row: Row): SearchHit {
  const base = {
    id: Number(row.id),
    title: String(row.title),
    excerpt: typeof row.excerpt === 'string' ? excerptOf(row.excerpt) : '',
    // Rounded so that the answer does not carry float4 noise (0.0607927 rather than 0.060792725533247)
    rank: Math.round(Number(row.rank) * 1e6) / 1e6,
  };
  const game = { game_code: String(row.game_code), game_name: String(row.game_name) };
  switch (kind) {
    case 'faq':
      return { kind, ...base, ...game, section_name: String(row.section_name) };
    case 'report':
      return {
        kind,
        ...base,
        ...game,
        status: row.status as Extract<SearchHit, { kind: 'report' }>['status'],
        platform_model: String(row.platform_model),
      };
    case 'product':
      return { kind, ...base, url_key: String(row.url_key), sku: String(row.sku) };
    case 'profile':
      return { kind, ...base, ...game, platform: String(row.platform), positive_votes: String(row.positive_votes) };
    case 'playtest':
      return { kind, ...base, ...game, status: row.status === 'open' ? 'open' : 'passed' };
  }
}

/** What bounds one search (decision 044). */
export interface SearchBounds {
  /** The most matches of one kind ranked and counted. */
  maxMatches: number;
  /** Milliseconds each statement may run, on PostgreSQL (PGlite does not honour `statement_timeout`); 0: none. */
  statementTimeoutMs: number;
}

/** The answer to a search that took longer than `SEARCH_TIMEOUT_MS` on PostgreSQL. */
const tooSlow = () =>
  new Refusal('service_unavailable', 'The search took too long: try again, or with more specific words.');

/** One search: a page of each kind (or of the one asked), in one read-only transaction. */
export async function search(db: Kysely<Database>, input: SearchQuery, bounds: SearchBounds): Promise<SearchResponse> {
  const text = normaliseQuery(input.q);
  const perPage = input.per_page ?? searchDefaultPerPage;
  const page = input.page ?? 1;
  const kinds = input.kind === undefined ? searchKinds : [input.kind];
  const configs = kinds.map((kind) => (kind === 'faq' ? searchConfigOf(input.locale) : neutralConfig));
  try {
    const groups = await db.transaction().execute(async (trx) => {
      if (bounds.statementTimeoutMs > 0) {
        await sql`select set_config('statement_timeout', ${String(bounds.statementTimeoutMs)}, true)`.execute(trx);
      }
      if (text !== '' && !(await hasTermToFind(trx, text, configs))) {
        throw new Refusal('invalid_query', searchMessages.noTerm, [
          { path: 'q', code: 'search_no_term', message: searchMessages.noTerm },
        ]);
      }
      const answer: SearchGroup[] = [];
      for (const kind of kinds) {
        const kindQuery: KindQuery = {
          kind,
          text,
          locale: input.locale,
          limit: perPage,
          offset: (page - 1) * perPage,
          maxMatches: bounds.maxMatches,
        };
        const rows = text === '' ? [] : (await kindStatement(kindQuery).execute(trx)).rows;
        const total = rows[0] === undefined ? 0 : Number(rows[0].total);
        answer.push({
          kind,
          total,
          page,
          per_page: perPage,
          nbPages: Math.min(searchMaxPage, Math.ceil(total / perPage)),
          items: rows.filter((row) => row.id !== null).map((row) => hitOf(kind, row)),
        });
      }
      return answer;
    });
    return { q: input.q, locale: input.locale, groups };
  } catch (error) {
    // PostgreSQL's query_canceled: the statement ran past its `statement_timeout`.
    if ((error as { code?: unknown } | null)?.code === '57014') throw tooSlow();
    throw error;
  }
}
