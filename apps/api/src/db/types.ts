import type { ColumnType, Generated } from 'kysely';

/** int8 columns: a number once normalised by our type parsers (PGlite and `pg` alike). */
type Int8 = ColumnType<number, number, number>;
/** timestamptz columns: drivers hand back a Date; we write ISO strings. */
type Timestamp = ColumnType<Date, string, string>;
/** date columns: parsed as the plain `YYYY-MM-DD` text so no time zone can shift them. */
type DateText = ColumnType<string, string, string>;
/** jsonb columns: drivers parse them; we write JSON text. */
type Json<T> = ColumnType<T, string, string>;
/**
 * A stored generated `tsvector` of the search (migration 010): written by the database only, read by the search only
 * (every other read names its columns, see `columns.ts`).
 */
type SearchDocument = ColumnType<string, never, never>;

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
  search_document: SearchDocument;
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
  search_document: SearchDocument;
}
/** The controller settings of a profile (migrations/007_profile_settings.sql), in the contract's shapes. */
export interface ProfileSettingsTable {
  profile_id: number;
  button_mapping: Json<Array<{ input: string; action: string }>>;
  left_stick_dead_zone: number;
  left_stick_curve: Json<ResponseCurveRow>;
  right_stick_dead_zone: number;
  right_stick_curve: Json<ResponseCurveRow>;
  left_trigger_start: number;
  left_trigger_end: number;
  right_trigger_start: number;
  right_trigger_end: number;
  vibration_intensity: number;
}
export interface ResponseCurveRow {
  name: string;
  points: Array<{ x: number; y: number }>;
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
  /** How a passed playtest ended: both set, or both null (migration 008). */
  participants: number | null;
  closing_message: string | null;
  search_document: SearchDocument;
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
  /** Text-search configuration of the section's locale (`german`), migration 010. */
  language: string;
  search_document: SearchDocument;
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
  search_document: SearchDocument;
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
  /** Access tokens of the player issued before this time are refused (migrations/010). */
  tokens_not_before: ColumnType<Date | null, string | null | undefined, string | null>;
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
  profile_settings: ProfileSettingsTable;
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
  account_tokens: AccountTokensTable;
  mail_outbox: MailOutboxTable;
  mail_jobs: MailJobsTable;
  account_throttle: AccountThrottleTable;
  auth_sessions: AuthSessionsTable;
  auth_refresh_tokens: AuthRefreshTokensTable;
  auth_throttle: AuthThrottleTable;
  cross_login_tokens: CrossLoginTokensTable;
  security_events: SecurityEventsTable;
  devices: DevicesTable;
  notifications: NotificationsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  customer_products: CustomerProductsTable;
  profile_authors: ProfileAuthorsTable;
  profile_votes: ProfileVotesTable;
  profile_favorites: ProfileFavoritesTable;
  addresses: AddressesTable;
  linked_accounts: LinkedAccountsTable;
  playtest_registrations: PlaytestRegistrationsTable;
  survey_answers: SurveyAnswersTable;
  newsletter_preferences: NewsletterPreferencesTable;
  community_post_authors: CommunityPostAuthorsTable;
  community_post_reactions: CommunityPostReactionsTable;
  community_post_me_too: CommunityPostMeTooTable;
  support_tickets: SupportTicketsTable;
  contact_messages: ContactMessagesTable;
  schema_migrations: SchemaMigrationsTable;
  external_signin_states: ExternalSigninStatesTable;
  external_link_tickets: ExternalLinkTicketsTable;
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

/** Single-use links of the accounts module (migrations/004_accounts.sql); only the secret's SHA-256 is stored. */
export interface AccountTokensTable {
  id: Generated<number>;
  user_id: number;
  kind: 'confirm' | 'reset' | 'email_change';
  token_hash: string;
  email: string;
  expires_at: ColumnType<Date, string, string>;
  used_at: ColumnType<Date | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, string, string>;
}
/** Mails written by the accounts module's outbox transport. */
export interface MailOutboxTable {
  id: Generated<number>;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  kind: string;
  created_at: ColumnType<Date, string, string>;
  /** kept (development outbox only), pending, sent or failed (decision 053). */
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<Date | null, string | null | undefined, string | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  sent_at: ColumnType<Date | null, string | null | undefined, string | null>;
}
export type MailStatus = 'kept' | 'pending' | 'sent' | 'failed';
/** Work done after a call's answer that ends in a mail, kept until done (decision 053). */
export interface MailJobsTable {
  id: Generated<number>;
  job: string;
  user_id: number | null;
  /** JSON. */
  payload: string;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<Date, string, string>;
  created_at: ColumnType<Date, string, string>;
}
/** Fixed-window counters of the accounts module's throttle. */
export interface AccountThrottleTable {
  bucket: string;
  key: string;
  window_start: ColumnType<Date, string, string>;
  hits: number;
}

/** A session: one family of refresh tokens (migrations/003_auth.sql, auth module). */
export interface AuthSessionsTable {
  id: string;
  user_id: number;
  credentials_version: number;
  created_at: ColumnType<Date, string, string>;
  expires_at: ColumnType<Date, string, string>;
  revoked_at: ColumnType<Date | null, string | null | undefined, string | null>;
  revoked_reason: ColumnType<string | null, string | null | undefined, string | null>;
  user_agent: ColumnType<string, string | undefined, string>;
  client_address: ColumnType<string, string | undefined, string>;
  /** The session's last refresh (null until its first). */
  last_used_at: ColumnType<Date | null, string | null | undefined, string | null>;
  /** When the session last proved it is the player (a password sign-in, the password again, or a mailed code). */
  reauthenticated_at: ColumnType<Date | null, string | null | undefined, string | null>;
  reauth_code_hash: ColumnType<string | null, string | null | undefined, string | null>;
  reauth_code_expires_at: ColumnType<Date | null, string | null | undefined, string | null>;
  reauth_code_attempts: ColumnType<number, number | undefined, number>;
}
/** A security event (migrations/010, audit module). */
export interface SecurityEventsTable {
  id: Generated<Int8>;
  at: ColumnType<Date, string, string>;
  type: string;
  user_id: number | null;
  session_id: string | null;
  client_address: ColumnType<string, string | undefined, string>;
  user_agent: ColumnType<string, string | undefined, string>;
  detail: ColumnType<Record<string, unknown>, string | undefined, string>;
  /** How many events the row stands for: refusals of one client in one minute share a row. */
  count: Generated<number>;
  /** Client, player, type and minute of an aggregated refusal row; null for an event recorded on its own. */
  aggregate_key: string | null;
}
/** A refresh token by its sha-256 (hex); `rotated_at` once spent. */
export interface AuthRefreshTokensTable {
  token_hash: string;
  session_id: string;
  created_at: ColumnType<Date, string, string>;
  rotated_at: ColumnType<Date | null, string | null | undefined, string | null>;
}
/** A sign-in throttle counter (per client address or per account); times in milliseconds since the epoch. */
export interface AuthThrottleTable {
  key: string;
  hits: number;
  window_start: ColumnType<number, number, number>;
  locked_until: ColumnType<number | null, number | null | undefined, number | null>;
  /** Locks in a row of an account key (the next lasts twice as long, up to the cap); 0 for address keys. */
  locks: ColumnType<number, number | undefined, number>;
}
/** A single-use cross-login token by its sha-256 (hex). */
export interface CrossLoginTokensTable {
  token_hash: string;
  user_id: number;
  created_at: ColumnType<Date, string, string>;
  expires_at: ColumnType<Date, string, string>;
  used_at: ColumnType<Date | null, string | null | undefined, string | null>;
}

// Customer module (migrations/005_customer.sql): every row belongs to one player.
export interface DevicesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  platform: string;
  serial: string | null;
  registered_at: Timestamp;
}
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  notification_key: string;
  subject: string;
  parameters: Json<Record<string, string | number | { label: string; url: string }>>;
  read_state: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
}
export interface OrdersTable {
  id: Generated<number>;
  user_id: number;
  increment_id: string;
  status: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  grand_total_cents: number;
  currency: string;
}
export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  product_id: number | null;
  sku: string;
  name: string;
  qty_ordered: number;
  price_cents: number;
  videogames_codes: string;
  image_path: string;
}
export interface CustomerProductsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  serial_number: string | null;
  registered_at: Timestamp;
}
export interface ProfileAuthorsTable {
  profile_id: number;
  user_id: number;
}
export interface ProfileVotesTable {
  user_id: number;
  profile_id: number;
  direction: 'up' | 'down';
  voted_at: Timestamp;
}
export interface ProfileFavoritesTable {
  user_id: number;
  profile_id: number;
  created_at: Timestamp;
}
export interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  firstname: string;
  lastname: string;
  street: Json<string[]>;
  city: string;
  postcode: string;
  country_id: string;
  telephone: string | null;
  is_default: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface LinkedAccountsTable {
  user_id: number;
  provider: 'epic' | 'playstation' | 'steam' | 'twitch' | 'xbox';
  external_id: string;
  display_name: string;
  linked_at: Timestamp;
  /** Null when active; else pending (no sign-in) and choosable with the confirmation link until then (decision 042). */
  pending_until: ColumnType<Date | null, string | null | undefined, string | null>;
}
export interface PlaytestRegistrationsTable {
  user_id: number;
  playtest_id: number;
  platform: string;
  device_id: number | null;
  status: ColumnType<
    'registered' | 'selected' | 'not_selected',
    'registered' | 'selected' | 'not_selected' | undefined
  >;
  registered_at: Timestamp;
}
export interface SurveyAnswerRow {
  question_id: number;
  value: string | string[] | number;
}
export interface SurveyAnswersTable {
  user_id: number;
  survey_id: number;
  answers: Json<SurveyAnswerRow[]>;
  submitted_at: Timestamp;
}
export interface NewsletterPreferencesTable {
  id: string;
  user_id: number;
  topics: Json<string[]>;
  frequency: 'daily' | 'weekly' | 'monthly';
  updated_at: Timestamp;
}
export interface CommunityPostAuthorsTable {
  post_id: Int8;
  user_id: number;
}
/** "Me too, on my platform" (migrations/010_me_too.sql): one row per player and post. */
export interface CommunityPostMeTooTable {
  post_id: Int8;
  user_id: number;
  platform_model: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CommunityPostReactionsTable {
  user_id: number;
  post_id: Int8;
  kind: 'vote' | 'follow';
  created_at: Timestamp;
}
export interface SupportTicketsTable {
  id: Generated<number>;
  user_id: number;
  product: string;
  platform_id: number;
  severity: 'low' | 'medium' | 'high' | 'critical';
  subject: string;
  description: string;
  order_increment_id: string | null;
  status: ColumnType<'open' | 'pending' | 'solved' | 'closed', 'open' | 'pending' | 'solved' | 'closed' | undefined>;
  created_at: Timestamp;
}
export interface ContactMessagesTable {
  id: Generated<number>;
  user_id: number | null;
  name: string;
  email: string;
  email_key: string;
  subject: string;
  message: string;
  /** The order the message is about (migrations/009_contact_order.sql). */
  order_id: Generated<string | null>;
  locale: string | null;
  remote_ip: string | null;
  created_at: Timestamp;
}
/** Spent nonces of external sign-in states (migrations/006_external_signin.sql). */
export interface ExternalSigninStatesTable {
  nonce: string;
  expires_at: Timestamp;
}
/** External accounts waiting to be registered or attached, by the sha-256 of their ticket. */
export interface ExternalLinkTicketsTable {
  ticket_hash: string;
  provider: 'epic' | 'playstation' | 'steam' | 'twitch' | 'xbox';
  external_id: string;
  display_name: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}
