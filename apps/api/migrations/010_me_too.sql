-- "Me too, on my platform" on a board report: one row per player and post, the platform model they named last.
-- Public counts per post and platform model are read from it into the in-memory board (decision 033).

create table community_post_me_too (
  post_id bigint not null references community_posts (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  platform_model text not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  primary key (post_id, user_id)
);

create index community_post_me_too_user on community_post_me_too (user_id);
