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
  toCommunityLocale,
} from '@mynacon/contract';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/types.ts';
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
}

type Row = Record<string, unknown> & { rank: number | string; total: number | string };

/** The SQL of one kind's page (the benchmark explains these very statements). */
export function kindStatement({ kind, text, locale, limit, offset }: KindQuery): RawBuilder<Row> {
  const document = searchDocuments[kind];
  const page = sql`order by rank desc, id limit ${limit} offset ${offset}`;
  switch (kind) {
    case 'faq': {
      const query = sql`websearch_to_tsquery(${searchConfigOf(locale)}::regconfig, ${text})`;
      return sql<Row>`select a.id, a.title, a.body as excerpt, s.name as section_name, g.code as game_code,
          g.name as game_name, ts_rank(${document}, ${query}) as rank, count(*) over () as total
        from faq_articles a
        join faq_sections s on s.id = a.section_id
        join games g on g.zendesk_faq_cat_id = s.category_id
        where ${document} @@ ${query} and s.locale = ${toCommunityLocale(locale)} and g.is_active
        ${page}`;
    }
    case 'report': {
      const query = sql`websearch_to_tsquery(${neutralConfig}::regconfig, ${text})`;
      return sql<Row>`select p.id, p.title, p.body as excerpt, p.status, p.platform_model, g.code as game_code,
          g.name as game_name, ts_rank(${document}, ${query}) as rank, count(*) over () as total
        from community_posts p
        join games g on g.zendesk_topic_id = p.topic_id
        where ${document} @@ ${query} and p.status <> 'none' and g.is_active
        ${page}`;
    }
    case 'product': {
      const query = sql`websearch_to_tsquery(${neutralConfig}::regconfig, ${text})`;
      return sql<Row>`select p.product_id as id, p.name as title, p.url_key, p.sku,
          ts_rank(${document}, ${query}) as rank, count(*) over () as total
        from products p
        where ${document} @@ ${query} and p.parent_id is null
          and p.product_id in (select ps.product_id from product_stores ps
            where ps.store_code = (select st.store_code from stores st where st.code = ${locale}))
        ${page}`;
    }
    case 'profile': {
      const query = sql`websearch_to_tsquery(${neutralConfig}::regconfig, ${text})`;
      return sql<Row>`select p.id, p.title, p.platform, p.positive_votes, g.game_code, g.name as game_name,
          ts_rank(${document}, ${query}) as rank, count(*) over () as total
        from profiles p
        join profile_games g on g.id = p.profile_game_id
        where ${document} @@ ${query} and p.status = 1
        ${page}`;
    }
    case 'playtest': {
      const query = sql`websearch_to_tsquery(${neutralConfig}::regconfig, ${text})`;
      return sql<Row>`select p.id, p.title, p.summary as excerpt, p.status, g.code as game_code,
          g.name as game_name, ts_rank(${document}, ${query}) as rank, count(*) over () as total
        from playtests p
        join games g on g.code = p.game_code
        where ${document} @@ ${query}
        ${page}`;
    }
  }
}

/** The number of matches of a kind, for a page past the last one (whose rows carry no total). */
function countStatement(kind: KindQuery): RawBuilder<{ total: number | string }> {
  return sql<{ total: number | string }>`select count(*) as total from (${kindStatement({
    ...kind,
    limit: 2_147_483_647,
    offset: 0,
  })}) as matches`;
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

/** One search: a page of each kind (or of the one asked), in one read-only transaction. */
export async function search(db: Kysely<Database>, input: SearchQuery): Promise<SearchResponse> {
  const text = normaliseQuery(input.q);
  const perPage = input.per_page ?? searchDefaultPerPage;
  const page = input.page ?? 1;
  const kinds = input.kind === undefined ? searchKinds : [input.kind];
  const groups = await db.transaction().execute(async (trx) => {
    const answer: SearchGroup[] = [];
    for (const kind of kinds) {
      const kindQuery = { kind, text, locale: input.locale, limit: perPage, offset: (page - 1) * perPage };
      const rows = text === '' ? [] : (await kindStatement(kindQuery).execute(trx)).rows;
      let total = rows[0] === undefined ? 0 : Number(rows[0].total);
      if (rows.length === 0 && page > 1 && text !== '') {
        total = Number((await countStatement(kindQuery).execute(trx)).rows[0]?.total ?? 0);
      }
      answer.push({
        kind,
        total,
        page,
        per_page: perPage,
        nbPages: Math.ceil(total / perPage),
        items: rows.map((row) => hitOf(kind, row)),
      });
    }
    return answer;
  });
  return { q: input.q, locale: input.locale, groups };
}
