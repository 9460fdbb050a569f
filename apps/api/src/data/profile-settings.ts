import type { ControllerInput, ProfileSettings, ResponseCurve } from '@mynacon/contract';
import type { Selectable } from 'kysely';
import type { ProfileSettingsTable } from '../db/types.ts';

/** A profile's controller settings as the contract shows them (`/api/cache/profiles/{id}/settings`). */
export function toProfileSettings(row: Selectable<ProfileSettingsTable>): ProfileSettings {
  const curve = (stored: Selectable<ProfileSettingsTable>['left_stick_curve']): ResponseCurve => ({
    name: stored.name as ResponseCurve['name'],
    points: stored.points.map((point) => ({ x: point.x, y: point.y })),
  });
  return {
    profile_id: row.profile_id,
    button_mapping: row.button_mapping.map((item) => ({ input: item.input as ControllerInput, action: item.action })),
    sticks: {
      left: { dead_zone: row.left_stick_dead_zone, response_curve: curve(row.left_stick_curve) },
      right: { dead_zone: row.right_stick_dead_zone, response_curve: curve(row.right_stick_curve) },
    },
    triggers: {
      left: { start: row.left_trigger_start, end: row.left_trigger_end },
      right: { start: row.right_trigger_start, end: row.right_trigger_end },
    },
    vibration: { intensity: row.vibration_intensity },
  };
}
