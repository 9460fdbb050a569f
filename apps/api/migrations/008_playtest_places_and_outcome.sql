-- Playtests: how a passed one ended, as players read it (the number of participants and the team's closing
-- message, both set together). Places left are not stored: they are the seats minus the registrations, counted
-- while the playtest's row is locked, so a registration, a withdrawal and the count can never disagree.

alter table playtests add column participants integer;
alter table playtests add column closing_message text;
alter table playtests add constraint playtests_outcome check (
  (participants is null) = (closing_message is null) and (participants is null or participants >= 0)
);
