-- External sign-in (Epic, PlayStation, Steam, Twitch, Xbox). Owned by the auth module (src/auth/external).

-- The nonces of spent sign-in states: a state is signed, not stored, and may be spent once before it expires.
-- Rows are only useful until then and are pruned as new ones come in.
create table external_signin_states (
  nonce text primary key,
  expires_at timestamptz not null
);

create index external_signin_states_expiry on external_signin_states (expires_at);

-- An external account nobody has linked yet, waiting for its player to register or to sign in and attach it.
-- By the sha-256 (hex) of the ticket handed to the portal: the tickets themselves are never stored.
create table external_link_tickets (
  ticket_hash text primary key,
  provider text not null check (provider in ('epic', 'playstation', 'steam', 'twitch', 'xbox')),
  external_id text not null,
  display_name text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

create index external_link_tickets_expiry on external_link_tickets (expires_at);
