import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { endpoints, Playtest, PlaytestDataExport, playtestRefusalReasons } from '../src/index.ts';
import { buildOpenApiDocument } from '../src/openapi.ts';

const open = {
  id: 301,
  status: 'open',
  title: 'Rally Frontier — Winter Stages closed beta',
  summary: '',
  description: '',
  game_code: 'rally-frontier',
  game_name: 'Rally Frontier',
  igdb_image_id: 'co1',
  platforms: ['PC::Steam'],
  starts_at: '2026-12-05T12:00:00Z',
  ends_at: '2026-12-19T12:00:00Z',
  registration_ends_at: '2026-11-28T12:00:00Z',
  seats: 3,
  places_left: 2,
  survey_id: 1,
  outcome: null,
};

describe('playtests in the contract', () => {
  test('a playtest carries its places left and, once passed, how it ended', () => {
    expect(z.safeParse(Playtest, open).success).toBe(true);
    const passed = { ...open, status: 'passed', outcome: { participants: 962, message: 'Thank you.' } };
    expect(z.safeParse(Playtest, passed).success).toBe(true);
    const { places_left: _, ...withoutPlaces } = open;
    expect(z.safeParse(Playtest, withoutPlaces).success).toBe(false);
    expect(z.safeParse(Playtest, { ...open, places_left: -1 }).success).toBe(false);
    expect(z.safeParse(Playtest, { ...passed, outcome: { participants: 3, message: '' } }).success).toBe(false);
  });

  test('the export names each part; withdrawal and export are in the OpenAPI document with their errors', () => {
    const empty = { generated_at: '2026-09-01T12:00:00Z', registrations: [], devices: [], survey_answers: [] };
    expect(z.safeParse(PlaytestDataExport, empty).success).toBe(true);
    expect(z.safeParse(PlaytestDataExport, { ...empty, generated_at: undefined }).success).toBe(false);
    const document = buildOpenApiDocument();
    const withdraw = document.paths[endpoints.withdrawPlaytest.path]?.delete;
    expect(withdraw?.operationId).toBe('withdrawFromPlaytest');
    expect(Object.keys(withdraw?.responses ?? {})).toEqual(expect.arrayContaining(['200', '401', '404', '409']));
    expect(document.paths['/api/user/playtests/{id}/register']?.post?.operationId).toBe('registerForPlaytest');
    expect(document.paths[endpoints.exportPlaytestData.path]?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(document.components.schemas.PlaytestRefusalReason).toMatchObject({ enum: [...playtestRefusalReasons] });
  });
});
