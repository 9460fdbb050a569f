-- Re-authentication before linking or unlinking external accounts: when the session last proved it is the player
-- (a password sign-in counts), and the code mailed to an account without a password, stored as its sha-256 (hex).
alter table auth_sessions add column reauthenticated_at timestamptz;
alter table auth_sessions add column reauth_code_hash text;
alter table auth_sessions add column reauth_code_expires_at timestamptz;
alter table auth_sessions add column reauth_code_attempts integer not null default 0;
