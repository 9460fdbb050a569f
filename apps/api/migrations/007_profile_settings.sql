-- The controller settings of a game profile, one row per profile: served by /api/cache/profiles/{id}/settings
-- (published profiles only), never inside the profile list every visitor loads. Percentages are whole numbers,
-- the mapping and the response curves are JSON in the contract's shapes (ProfileSettings).

create table profile_settings (
  profile_id integer primary key references profiles (id) on delete cascade,
  -- [{ "input": "face_south", "action": "Handbrake" }, …], each input at most once.
  button_mapping jsonb not null,
  left_stick_dead_zone smallint not null check (left_stick_dead_zone between 0 and 100),
  -- { "name": "smooth", "points": [{ "x": 0, "y": 0 }, …, { "x": 1, "y": 1 }] }
  left_stick_curve jsonb not null,
  right_stick_dead_zone smallint not null check (right_stick_dead_zone between 0 and 100),
  right_stick_curve jsonb not null,
  left_trigger_start smallint not null check (left_trigger_start between 0 and 100),
  left_trigger_end smallint not null check (left_trigger_end between 0 and 100),
  right_trigger_start smallint not null check (right_trigger_start between 0 and 100),
  right_trigger_end smallint not null check (right_trigger_end between 0 and 100),
  vibration_intensity smallint not null check (vibration_intensity between 0 and 100),
  check (left_trigger_start < left_trigger_end),
  check (right_trigger_start < right_trigger_end)
);
