-- How many times in a row an account's sign-in was locked: each lock lasts twice the one before, up to a cap.
alter table auth_throttle add column locks integer not null default 0;
