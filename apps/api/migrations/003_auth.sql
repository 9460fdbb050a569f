-- Sessions, rotating refresh tokens, the sign-in throttle and cross-login tokens. Owned by the auth module.

-- One row per signed-in session: a family of refresh tokens. Its id is the `sid` claim of the access tokens.
create table auth_sessions (
  id text primary key,
  user_id integer not null references users (id) on delete cascade,
  -- The user's credentials_version at sign-in; a password change leaves it behind and ends the session.
  credentials_version integer not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  -- signed_out, reuse, credentials_changed, ended_elsewhere
  revoked_reason text
);

create index auth_sessions_user on auth_sessions (user_id);

-- Refresh tokens by their sha-256 (hex): the tokens themselves are never stored.
create table auth_refresh_tokens (
  token_hash text primary key,
  session_id text not null references auth_sessions (id) on delete cascade,
  created_at timestamptz not null,
  -- Set when the token was spent; spending it again after the grace window revokes the family.
  rotated_at timestamptz
);

create index auth_refresh_tokens_session on auth_refresh_tokens (session_id);

-- Sign-in throttle (when no Redis is configured). Times are milliseconds since the epoch so that the upserts can
-- do their arithmetic in SQL alike on both databases.
create table auth_throttle (
  key text primary key,
  hits integer not null,
  window_start bigint not null,
  locked_until bigint
);

-- Single-use tokens that sign a player in on another site of the publisher, by their sha-256 (hex).
create table cross_login_tokens (
  token_hash text primary key,
  user_id integer not null references users (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

create index cross_login_tokens_expiry on cross_login_tokens (expires_at);
