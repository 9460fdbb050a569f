-- Access tokens that end at once (revocation kept in memory, told to every server by the database), what the
-- sessions page shows of each session, and the security log. Owned by the auth module.

-- What the sessions page shows: the browser's user agent and the client address at sign-in, and the last refresh.
alter table auth_sessions add column user_agent text not null default '';
alter table auth_sessions add column client_address text not null default '';
alter table auth_sessions add column last_used_at timestamptz;

-- Access tokens of this player issued before this time are refused (a password reset ends every session).
alter table users add column tokens_not_before timestamptz;

-- Every server listens on `auth_revocations`: an ended session or a new "not before" time is told to all of them
-- when the writing transaction commits. The payload starts with the schema, so servers on other schemas of the
-- same database ignore it. The body stays on one line: the migration runner splits at a `;` that ends a line.
create function auth_revocation_notify() returns trigger language plpgsql as $$ begin if tg_table_name = 'auth_sessions' then perform pg_notify('auth_revocations', current_schema() || ' s ' || new.user_id || ' ' || new.id); else perform pg_notify('auth_revocations', current_schema() || ' u ' || new.id || ' ' || floor(extract(epoch from new.tokens_not_before) * 1000)::bigint); end if; return null; end $$;

create trigger auth_sessions_revoked after update of revoked_at on auth_sessions for each row
  when (old.revoked_at is null and new.revoked_at is not null) execute function auth_revocation_notify();

create trigger users_tokens_not_before after update of tokens_not_before on users for each row
  when (new.tokens_not_before is not null and new.tokens_not_before is distinct from old.tokens_not_before)
  execute function auth_revocation_notify();

-- Security events (sign-ins, failures, locks, refresh-token reuse, resets, changes, links, refusals), kept for
-- AUDIT_RETENTION_DAYS. `user_id` is null when no account is known (a failure for an unknown login).
create table security_events (
  id bigserial primary key,
  at timestamptz not null,
  type text not null,
  user_id integer references users (id) on delete cascade,
  session_id text,
  client_address text not null default '',
  user_agent text not null default '',
  detail jsonb not null default '{}'
);

create index security_events_user on security_events (user_id, at desc, id desc);
create index security_events_at on security_events (at);
