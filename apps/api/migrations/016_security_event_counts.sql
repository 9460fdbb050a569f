-- Refused calls (401 and 403) are counted per client and minute in one row (decision 040): `count` is how many
-- events the row stands for, `aggregate_key` names its client, player, type and minute (null for the events
-- recorded one by one, which a unique index lets repeat).
alter table security_events add column count integer not null default 1;
alter table security_events add column aggregate_key text;
create unique index security_events_aggregate on security_events (aggregate_key);
