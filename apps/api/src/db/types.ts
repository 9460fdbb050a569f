import type { ColumnType, Generated } from 'kysely';

/** int8 columns: a number once normalised by our type parsers (PGlite and `pg` alike). */
type Int8 = ColumnType<number, number, number>;
/** timestamptz columns: drivers hand back a Date; we write ISO strings. */
type Timestamp = ColumnType<Date, string, string>;
/** date columns: parsed as the plain `YYYY-MM-DD` text so no time zone can shift them. */
type DateText = ColumnType<string, string, string>;
/** jsonb columns: drivers parse them; we write JSON text. */
type Json<T> = ColumnType<T, string, string>;

export interface MetaTable {
  key: string;
  value: string;
}
export interface StoresTable {
  code: string;
  position: number;
  iso: string;
  name: string;
  store: number;
  store_code: string;
  currency: string;
  date_format: string | null;
}
export interface StoreCountriesTable {
  store_code: string;
  country_id: string;
  name: string;
}
export interface PlatformsTable {
  id: number;
  name: string;
  parent_id: number | null;
}
export interface GamesTable {
  code: string;
  name: string;
  is_active: boolean;
  zendesk_id: Int8;
  zendesk_topic_id: Int8;
  zendesk_faq_cat_id: Int8;
  igdb_image_id: string;
}
export interface GamePlatformsTable {
  game_code: string;
  platform_id: number;
}
export interface ProductsTable {
  product_id: number;
  sku: string;
  parent_id: number | null;
  name: string;
  url_key: string;
  type: 'game' | 'accessory';
  release_date: DateText | null;
  has_profiles: boolean;
  game_code: string | null;
}
export interface ProductPlatformsTable {
  product_id: number;
  platform_id: number;
}
export interface ProductStoresTable {
  product_id: number;
  store_code: string;
}
export interface ProfileGamesTable {
  id: number;
  game_code: string;
  name: string;
  igdb_image_id: string;
}
export interface ProfilesTable {
  id: number;
  profile_game_id: number;
  status: number;
  title: string;
  platform: string;
  product_sku: string | null;
  featured: number;
  positive_votes: Int8;
  negative_votes: Int8;
  created_at: Timestamp;
}
export interface SurveyQuestionRow {
  id: number;
  type: 'single_choice' | 'multiple_choice' | 'rating' | 'text';
  label: string;
  required: boolean;
  options: string[];
  scale: number | null;
}
export interface SurveysTable {
  id: number;
  playtest_id: number | null;
  title: string;
  description: string;
  questions: Json<SurveyQuestionRow[]>;
}
export interface PlaytestsTable {
  id: number;
  status: 'open' | 'passed';
  title: string;
  summary: string;
  description: string;
  game_code: string;
  platforms: Json<string[]>;
  starts_at: Timestamp;
  ends_at: Timestamp;
  registration_ends_at: Timestamp;
  seats: number;
  survey_id: number | null;
}
export interface BlockRow {
  type: 'heading' | 'paragraph' | 'list';
  text: string;
  items?: string[];
}
export interface NewslettersTable {
  id: number;
  locale: string;
  title: string;
  summary: string;
  published_at: Timestamp;
  image_path: string;
  blocks: Json<BlockRow[]>;
}
export interface ContentPagesTable {
  slug: string;
  locale: string;
  title: string;
  description: string;
  updated_at: Timestamp;
  blocks: Json<BlockRow[]>;
}
export interface FaqSectionsTable {
  id: Int8;
  category_id: Int8;
  locale: string;
  name: string;
  description: string;
  position: number;
}
export interface FaqArticlesTable {
  id: Int8;
  section_id: Int8;
  title: string;
  body: string;
  position: number;
}
export interface CommunityPostsTable {
  id: Int8;
  topic_id: Int8;
  title: string;
  status: 'none' | 'not_planned' | 'planned' | 'completed' | 'answered';
  severity: 'low' | 'medium' | 'high' | 'critical';
  platform_model: string;
  body: string;
  author_name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  edited_at: Timestamp;
  vote_sum: number;
  vote_count: number;
  comment_count: number;
  follower_count: number;
  pinned: boolean;
  featured: boolean;
  closed: boolean;
}
export interface TranslationsTable {
  key: string;
  locale: string;
  content: string;
}
export interface SignInMethodsTable {
  code: string;
  position: number;
  label: string;
  display_class: string;
  environment: string | null;
  web_login_enabled: boolean;
  horizontal_popup: boolean;
}
export interface MediaTable {
  path: string;
  content_type: string;
  body: string;
}
export interface UsersTable {
  id: Generated<number>;
  email: string;
  email_key: string;
  username: string;
  username_key: string;
  password_hash: string | null;
  firstname: ColumnType<string, string | undefined, string>;
  lastname: ColumnType<string, string | undefined, string>;
  date_of_birth: DateText | null;
  country_id: string | null;
  locale: ColumnType<string, string | undefined, string>;
  newsletter_subscribed: ColumnType<boolean, boolean | undefined, boolean>;
  referral_code: string | null;
  referred_by: number | null;
  email_confirmed_at: ColumnType<Date | null, string | null | undefined, string | null>;
  credentials_version: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Date, string | undefined, string>;
  updated_at: ColumnType<Date, string | undefined, string>;
}
export interface SchemaMigrationsTable {
  id: string;
  applied_at: ColumnType<Date, string | undefined, never>;
}

export interface Database {
  meta: MetaTable;
  stores: StoresTable;
  store_countries: StoreCountriesTable;
  platforms: PlatformsTable;
  games: GamesTable;
  game_platforms: GamePlatformsTable;
  products: ProductsTable;
  product_platforms: ProductPlatformsTable;
  product_stores: ProductStoresTable;
  profile_games: ProfileGamesTable;
  profiles: ProfilesTable;
  surveys: SurveysTable;
  playtests: PlaytestsTable;
  newsletters: NewslettersTable;
  content_pages: ContentPagesTable;
  faq_sections: FaqSectionsTable;
  faq_articles: FaqArticlesTable;
  community_posts: CommunityPostsTable;
  translations: TranslationsTable;
  sign_in_methods: SignInMethodsTable;
  media: MediaTable;
  users: UsersTable;
  schema_migrations: SchemaMigrationsTable;
}

/** The tables of the public data (the demo seed's `buildDemoData` and the snapshot served from memory). */
export type PublicDataTable =
  | 'meta'
  | 'stores'
  | 'store_countries'
  | 'platforms'
  | 'games'
  | 'game_platforms'
  | 'products'
  | 'product_platforms'
  | 'product_stores'
  | 'profile_games'
  | 'profiles'
  | 'surveys'
  | 'playtests'
  | 'newsletters'
  | 'content_pages'
  | 'faq_sections'
  | 'faq_articles'
  | 'community_posts'
  | 'translations'
  | 'sign_in_methods'
  | 'media';
