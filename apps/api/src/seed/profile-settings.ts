// Demo controller settings for every demo profile: plausible for the profile's style (its title) and its game's
// genre, varied, and the same on every machine (a generator seeded by the profile id).
import type { Kysely, Transaction } from 'kysely';
import type { Database, ResponseCurveRow } from '../db/types.ts';
import { hashString, Random } from './random.ts';

type Point = { x: number; y: number };

/** The named curves' points; `custom` ones are drawn per profile. */
const namedCurves: Record<'linear' | 'smooth' | 'aggressive' | 'instant', Point[]> = {
  linear: [
    { x: 0, y: 0 },
    { x: 1, y: 1 },
  ],
  smooth: [
    { x: 0, y: 0 },
    { x: 0.25, y: 0.08 },
    { x: 0.5, y: 0.28 },
    { x: 0.75, y: 0.58 },
    { x: 1, y: 1 },
  ],
  aggressive: [
    { x: 0, y: 0 },
    { x: 0.25, y: 0.42 },
    { x: 0.5, y: 0.7 },
    { x: 0.75, y: 0.88 },
    { x: 1, y: 1 },
  ],
  instant: [
    { x: 0, y: 0 },
    { x: 0.1, y: 0.55 },
    { x: 0.3, y: 0.9 },
    { x: 1, y: 1 },
  ],
};

/** The actions of each game, by genre, in the order a default layout puts them on the inputs. */
const racing = ['Accelerate', 'Brake', 'Handbrake', 'Shift up', 'Shift down', 'Look back', 'Change camera', 'Horn'];
const gameActions: Record<string, string[]> = {
  'rally-frontier': [...racing, 'Co-driver call', 'Reset to track'],
  'moto-summit-26': ['Throttle', 'Front brake', 'Rear brake', 'Lean forward', 'Lean back', 'Clutch', 'Look back'],
  'drift-arena': [...racing, 'Nitro', 'Drift lock'],
  'steel-tide': ['Fire main guns', 'Aim', 'Torpedoes', 'Full ahead', 'Full astern', 'Periscope', 'Repair', 'Map'],
  'hollow-lantern': ['Jump', 'Attack', 'Dodge', 'Lantern', 'Interact', 'Heal', 'Map', 'Inventory'],
  'baseline-tennis-3': ['Flat shot', 'Topspin', 'Slice', 'Lob', 'Drop shot', 'Sprint', 'Taunt'],
  'greenway-angler': ['Cast', 'Reel in', 'Strike', 'Change lure', 'Net', 'Boat throttle', 'Sonar', 'Camera'],
  'vanguard-tactics': ['Select', 'Cancel', 'Next unit', 'Overwatch', 'Reload', 'Ability', 'End turn', 'Rotate camera'],
};
const fallbackActions = ['Confirm', 'Back', 'Action', 'Special', 'Menu', 'Map'];

/** Where a default layout puts the actions, in order. */
const defaultLayout = [
  'trigger_right',
  'trigger_left',
  'face_south',
  'face_east',
  'face_west',
  'face_north',
  'bumper_right',
  'bumper_left',
  'dpad_up',
  'dpad_down',
  'stick_right_press',
  'stick_left_press',
] as const;

interface ProfileRow {
  id: number;
  title: string;
  product_sku: string | null;
  game_code: string;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A curve the author drew: 5 points from (0, 0) to (1, 1), y never decreasing. */
function customCurve(random: Random): ResponseCurveRow {
  const points: Point[] = [{ x: 0, y: 0 }];
  let y = 0;
  for (const x of [0.25, 0.5, 0.75]) {
    y = Math.min(0.98, Math.max(y + 0.02, round2(x + (random.next() - 0.5) * 0.3)));
    points.push({ x, y: round2(y) });
  }
  points.push({ x: 1, y: 1 });
  return { name: 'custom', points };
}

function curve(name: keyof typeof namedCurves | 'custom', random: Random): ResponseCurveRow {
  return name === 'custom' ? customCurve(random) : { name, points: namedCurves[name].map((point) => ({ ...point })) };
}

/** The settings of one profile, from its style (the title's first part), its game and its controller. */
export function demoProfileSettings(profile: ProfileRow) {
  const random = new Random(hashString(`profile-settings:${profile.id}`));
  const style = profile.title.split(' · ')[0] ?? '';
  const actions = gameActions[profile.game_code] ?? fallbackActions;
  // Pro controllers have four back paddles; the others map the face buttons only.
  const hasPaddles = profile.product_sku === 'REVO-X' || profile.product_sku === 'MG-PRO';

  let layout: string[] = [...defaultLayout];
  if (style === 'Left-handed layout') {
    const mirror: Record<string, string> = {
      trigger_right: 'trigger_left',
      trigger_left: 'trigger_right',
      bumper_right: 'bumper_left',
      bumper_left: 'bumper_right',
      face_south: 'dpad_down',
      face_east: 'dpad_right',
      face_west: 'dpad_left',
      face_north: 'dpad_up',
      dpad_up: 'face_north',
      dpad_down: 'face_south',
      stick_right_press: 'stick_left_press',
      stick_left_press: 'stick_right_press',
    };
    layout = layout.map((input) => mirror[input] ?? input);
  } else if (style === 'Accessibility: one hand' || (hasPaddles && random.chance(0.5))) {
    // The most used actions move to the paddles (and, for one hand, to the left side).
    const moved = style === 'Accessibility: one hand' ? ['bumper_left', 'dpad_left', 'dpad_right'] : [];
    layout = [
      ...(hasPaddles ? ['paddle_1', 'paddle_2', 'paddle_3', 'paddle_4'] : []),
      ...moved,
      ...layout.filter((input) => !moved.includes(input)),
    ];
  }
  const count = Math.min(actions.length, layout.length, random.int(Math.min(5, actions.length), actions.length));
  const button_mapping = actions.slice(0, count).map((action, index) => ({ input: layout[index] as string, action }));

  type CurveName = keyof typeof namedCurves | 'custom';
  type Style = { dead: [number, number]; left: CurveName; right: CurveName; hairTrigger: boolean };
  const styles: Record<string, Style> = {
    'Precision aiming': { dead: [3, 6], left: 'linear', right: 'smooth', hairTrigger: false },
    'Drift assist': { dead: [6, 10], left: 'aggressive', right: 'linear', hairTrigger: false },
    'Left-handed layout': { dead: [8, 12], left: 'linear', right: 'linear', hairTrigger: false },
    Competitive: { dead: [2, 5], left: 'instant', right: 'aggressive', hairTrigger: true },
    Relaxed: { dead: [10, 15], left: 'smooth', right: 'smooth', hairTrigger: false },
    'Pro sim': { dead: [1, 4], left: 'custom', right: 'custom', hairTrigger: false },
    'Accessibility: one hand': { dead: [12, 20], left: 'smooth', right: 'linear', hairTrigger: false },
    Speedrun: { dead: [2, 6], left: 'instant', right: 'instant', hairTrigger: true },
  };
  const chosen: Style = styles[style] ?? { dead: [8, 12], left: 'linear', right: 'linear', hairTrigger: false };
  const dead = () => random.int(chosen.dead[0], chosen.dead[1]);
  // Competitive and speedrun setups use short "hair trigger" ranges; the others (nearly) the whole travel.
  const trigger = () =>
    chosen.hairTrigger
      ? { start: random.int(0, 15), end: random.int(35, 60) }
      : { start: random.int(0, 6), end: random.int(90, 100) };
  const left = trigger();
  const right = trigger();
  const vibration =
    style === 'Speedrun' || style === 'Competitive'
      ? random.int(0, 2) * 10
      : style === 'Relaxed'
        ? random.int(80, 100)
        : random.int(35, 85);

  return {
    profile_id: profile.id,
    button_mapping: JSON.stringify(button_mapping),
    left_stick_dead_zone: dead(),
    left_stick_curve: JSON.stringify(curve(chosen.left, random)),
    right_stick_dead_zone: dead(),
    right_stick_curve: JSON.stringify(curve(chosen.right, random)),
    left_trigger_start: left.start,
    left_trigger_end: left.end,
    right_trigger_start: right.start,
    right_trigger_end: right.end,
    vibration_intensity: vibration,
  };
}

/** Marks, in `meta`, that the demo profiles have their settings. */
const seededKey = 'seed_profile_settings';

/**
 * Gives every profile without settings its demo settings, once per database: on the first seed, and on the next
 * start of a database seeded before profiles had settings. Later profiles are left to their authors.
 */
export async function seedProfileSettings(trx: Kysely<Database> | Transaction<Database>): Promise<void> {
  const done = await trx.selectFrom('meta').select('value').where('key', '=', seededKey).executeTakeFirst();
  if (done !== undefined) return;
  const profiles = await trx
    .selectFrom('profiles')
    .innerJoin('profile_games', 'profile_games.id', 'profiles.profile_game_id')
    .leftJoin('profile_settings', 'profile_settings.profile_id', 'profiles.id')
    .select(['profiles.id', 'profiles.title', 'profiles.product_sku', 'profile_games.game_code'])
    .where('profile_settings.profile_id', 'is', null)
    .orderBy('profiles.id')
    .execute();
  // Two servers starting at once on one PostgreSQL database may both get here: the second adds nothing.
  if (profiles.length > 0) {
    await trx
      .insertInto('profile_settings')
      .values(profiles.map(demoProfileSettings))
      .onConflict((conflict) => conflict.column('profile_id').doNothing())
      .execute();
  }
  await trx
    .insertInto('meta')
    .values({ key: seededKey, value: '1' })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
}
