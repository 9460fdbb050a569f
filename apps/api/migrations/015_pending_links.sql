-- Links made by an external sign-up wait for the holder of the confirmation link to keep or drop them (decision 042).
-- Null: the link is active and signs in. A time: the link is pending, signs nobody in, and may be kept or dropped
-- with the confirmation link until then; past it, nobody chose and the link counts as gone (it is deleted when met).
alter table linked_accounts add column pending_until timestamptz;

-- Until now a link was pending while its account's address was unconfirmed: those links wait for the choice as long
-- as the account's latest unspent confirmation link lives (none: already past).
update linked_accounts l
set pending_until = coalesce(
  (select max(t.expires_at) from account_tokens t where t.user_id = l.user_id and t.kind = 'confirm' and t.used_at is null),
  now()
)
where exists (select 1 from users u where u.id = l.user_id and u.email_confirmed_at is null);
