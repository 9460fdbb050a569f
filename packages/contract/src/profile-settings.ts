import * as z from 'zod/mini';
import { Id } from './primitives.ts';
import { named } from './registry.ts';

// A profile's controller settings: what makes a profile worth opening. Served per profile by a call of its own
// (`/api/cache/profiles/{id}/settings`), never inside `/api/cache/profiles`, which every visitor loads.

/**
 * The physical inputs a mapping may name, platform-neutral: face buttons by position (`face_south` is A on Xbox,
 * Cross on PlayStation, B on Nintendo), bumpers, triggers, stick clicks, the d-pad, the two centre buttons and the
 * four back paddles of the pro controllers.
 */
export const controllerInputs = [
  'face_south',
  'face_east',
  'face_west',
  'face_north',
  'bumper_left',
  'bumper_right',
  'trigger_left',
  'trigger_right',
  'stick_left_press',
  'stick_right_press',
  'dpad_up',
  'dpad_down',
  'dpad_left',
  'dpad_right',
  'menu',
  'view',
  'paddle_1',
  'paddle_2',
  'paddle_3',
  'paddle_4',
] as const;
export const ControllerInput = named(
  'ControllerInput',
  z.enum(controllerInputs),
  'A physical input of the controller.',
);
export type ControllerInput = z.infer<typeof ControllerInput>;

/** A percentage, 0 to 100. */
const Percent = z.number().check(z.gte(0), z.lte(100));
/** A coordinate of a response curve, 0 to 1. */
const Unit = z.number().check(z.gte(0), z.lte(1));

/** One input and the game action it triggers (the game's own name for it). */
export const ButtonMapping = named(
  'ButtonMapping',
  z.object({
    input: ControllerInput,
    action: z.string().check(z.minLength(1), z.maxLength(60), z.regex(/^[^\p{Cc}]*$/u)),
  }),
);
export type ButtonMapping = z.infer<typeof ButtonMapping>;

/** A point of a response curve: stick deflection `x` in, output `y` out, both 0 to 1. */
export const CurvePoint = named('CurvePoint', z.object({ x: Unit, y: Unit }));
export type CurvePoint = z.infer<typeof CurvePoint>;

/** The named response curves; `custom` is one the author drew. */
export const responseCurveNames = ['linear', 'smooth', 'aggressive', 'instant', 'custom'] as const;

/**
 * A stick's response curve: its name and its points, 2 to 16, from `x` 0 to `x` 1 with `x` strictly increasing and
 * `y` never decreasing (a stick pushed further never answers less).
 */
export const ResponseCurve = named(
  'ResponseCurve',
  z
    .object({
      name: z.enum(responseCurveNames),
      points: z.array(CurvePoint).check(z.minLength(2), z.maxLength(16)),
    })
    .check(
      z.refine(
        ({ points }) =>
          points[0]?.x === 0 &&
          points[points.length - 1]?.x === 1 &&
          points.every((point, index) => {
            const previous = points[index - 1];
            return previous === undefined || (point.x > previous.x && point.y >= previous.y);
          }),
        { message: 'Points must run from x 0 to x 1, x increasing and y never decreasing', path: ['points'] },
      ),
    ),
);
export type ResponseCurve = z.infer<typeof ResponseCurve>;

/** One stick: its dead zone (percent of the travel ignored around the centre) and its response curve. */
export const StickSettings = named('StickSettings', z.object({ dead_zone: Percent, response_curve: ResponseCurve }));
export type StickSettings = z.infer<typeof StickSettings>;

/** The part of a trigger's travel that is used, in percent: `start` below `end`. */
export const TriggerRange = named(
  'TriggerRange',
  z
    .object({ start: Percent, end: Percent })
    .check(z.refine(({ start, end }) => start < end, { message: 'start must be below end', path: ['end'] })),
);
export type TriggerRange = z.infer<typeof TriggerRange>;

/** `GET /api/cache/profiles/{id}/settings`: the controller settings of a published profile. */
export const ProfileSettings = named(
  'ProfileSettings',
  z.object({
    profile_id: Id,
    /** Each input at most once. */
    button_mapping: z.array(ButtonMapping).check(
      z.maxLength(controllerInputs.length),
      z.refine((mapping) => new Set(mapping.map((item) => item.input)).size === mapping.length, {
        message: 'Each input at most once',
      }),
    ),
    sticks: z.object({ left: StickSettings, right: StickSettings }),
    triggers: z.object({ left: TriggerRange, right: TriggerRange }),
    /** Rumble strength in percent; 0 is off. */
    vibration: z.object({ intensity: Percent }),
  }),
);
export type ProfileSettings = z.infer<typeof ProfileSettings>;
