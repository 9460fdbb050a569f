import type { CommunityPostsTable, FaqArticlesTable, PlaytestsTable, ProductsTable, ProfilesTable } from './types.ts';

type Readable<T> = Exclude<keyof T & string, 'search_document'>;

/** Every column of a table but its search document, checked complete by the compiler. */
function columnsOf<T>() {
  return <const L extends readonly Readable<T>[]>(
    list: L &
      ([Exclude<Readable<T>, L[number]>] extends [never] ? unknown : { missing: Exclude<Readable<T>, L[number]> }),
  ): L => list;
}

/**
 * The columns that reads other than the search name instead of `selectAll()`: the searched tables' stored
 * `search_document` vectors (migration 010) stay in the database.
 */
export const readColumns = {
  products: columnsOf<ProductsTable>()([
    'product_id',
    'sku',
    'parent_id',
    'name',
    'url_key',
    'type',
    'release_date',
    'has_profiles',
    'game_code',
  ]),
  profiles: columnsOf<ProfilesTable>()([
    'id',
    'profile_game_id',
    'status',
    'title',
    'platform',
    'product_sku',
    'featured',
    'positive_votes',
    'negative_votes',
    'created_at',
  ]),
  playtests: columnsOf<PlaytestsTable>()([
    'id',
    'status',
    'title',
    'summary',
    'description',
    'game_code',
    'platforms',
    'starts_at',
    'ends_at',
    'registration_ends_at',
    'seats',
    'survey_id',
    'participants',
    'closing_message',
  ]),
  faq_articles: columnsOf<FaqArticlesTable>()(['id', 'section_id', 'title', 'body', 'position', 'language']),
  community_posts: columnsOf<CommunityPostsTable>()([
    'id',
    'topic_id',
    'title',
    'status',
    'severity',
    'platform_model',
    'body',
    'author_name',
    'created_at',
    'updated_at',
    'edited_at',
    'vote_sum',
    'vote_count',
    'comment_count',
    'follower_count',
    'pinned',
    'featured',
    'closed',
  ]),
} as const;
