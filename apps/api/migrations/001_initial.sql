-- The reference server's schema. Applied at start on PGlite and PostgreSQL alike.
-- One statement per ';' at the end of a line (the runner splits there).

create table meta (
  key text primary key,
  value text not null
);

create table stores (
  code text primary key,
  position integer not null,
  iso text not null,
  name text not null,
  store integer not null unique,
  store_code text not null unique,
  currency char(3) not null,
  date_format text
);

create table store_countries (
  store_code text not null references stores (store_code) on delete cascade,
  country_id char(2) not null,
  name text not null,
  primary key (store_code, country_id)
);

create table platforms (
  id integer primary key,
  name text not null unique,
  parent_id integer references platforms (id)
);

create table games (
  code text primary key,
  name text not null,
  is_active boolean not null,
  zendesk_id bigint not null unique,
  zendesk_topic_id bigint not null unique,
  zendesk_faq_cat_id bigint not null unique,
  igdb_image_id text not null
);

create table game_platforms (
  game_code text not null references games (code) on delete cascade,
  platform_id integer not null references platforms (id),
  primary key (game_code, platform_id)
);

create table products (
  product_id integer primary key,
  sku text not null unique,
  parent_id integer references products (product_id),
  name text not null,
  url_key text not null unique,
  type text not null check (type in ('game', 'accessory')),
  release_date date,
  has_profiles boolean not null default false,
  game_code text references games (code)
);

create table product_platforms (
  product_id integer not null references products (product_id) on delete cascade,
  platform_id integer not null references platforms (id),
  primary key (product_id, platform_id)
);

create table product_stores (
  product_id integer not null references products (product_id) on delete cascade,
  store_code text not null references stores (store_code),
  primary key (product_id, store_code)
);

create table profile_games (
  id integer primary key,
  game_code text not null unique references games (code),
  name text not null,
  igdb_image_id text not null
);

create table profiles (
  id integer primary key,
  profile_game_id integer not null references profile_games (id),
  status smallint not null check (status in (0, 1)),
  title text not null,
  platform text not null,
  product_sku text references products (sku),
  featured smallint not null default 0 check (featured in (0, 1)),
  positive_votes bigint not null default 0,
  negative_votes bigint not null default 0,
  created_at timestamptz not null
);

create table surveys (
  id integer primary key,
  playtest_id integer,
  title text not null,
  description text not null,
  questions jsonb not null
);

create table playtests (
  id integer primary key,
  status text not null check (status in ('open', 'passed')),
  title text not null,
  summary text not null,
  description text not null,
  game_code text not null references games (code),
  platforms jsonb not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  registration_ends_at timestamptz not null,
  seats integer not null,
  survey_id integer references surveys (id)
);

create table newsletters (
  id integer primary key,
  locale text not null references stores (code),
  title text not null,
  summary text not null,
  published_at timestamptz not null,
  image_path text not null,
  blocks jsonb not null
);

create table content_pages (
  slug text not null,
  locale text not null references stores (code),
  title text not null,
  description text not null,
  updated_at timestamptz not null,
  blocks jsonb not null,
  primary key (slug, locale)
);

create table faq_sections (
  id bigint primary key,
  category_id bigint not null,
  locale text not null,
  name text not null,
  description text not null,
  position integer not null
);

create index faq_sections_category on faq_sections (category_id, locale);

create table faq_articles (
  id bigint primary key,
  section_id bigint not null references faq_sections (id) on delete cascade,
  title text not null,
  body text not null,
  position integer not null
);

create table community_posts (
  id bigint primary key,
  topic_id bigint not null,
  title text not null,
  status text not null check (status in ('none', 'not_planned', 'planned', 'completed', 'answered')),
  severity text not null check (severity in ('low', 'medium', 'high', 'critical')),
  platform_model text not null,
  body text not null,
  author_name text not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  edited_at timestamptz not null,
  vote_sum integer not null,
  vote_count integer not null,
  comment_count integer not null,
  follower_count integer not null,
  pinned boolean not null,
  featured boolean not null,
  closed boolean not null
);

create index community_posts_topic on community_posts (topic_id, created_at desc);

create table translations (
  key text not null,
  locale text not null references stores (code),
  content text not null,
  primary key (key, locale)
);

create table sign_in_methods (
  code text primary key,
  position integer not null,
  label text not null,
  display_class text not null,
  environment text,
  web_login_enabled boolean not null,
  horizontal_popup boolean not null
);

create table media (
  path text primary key,
  content_type text not null,
  body text not null
);
