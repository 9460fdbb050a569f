// A profile's controller settings (`GET /api/cache/profiles/{id}/settings`): published profiles only, cached like
// the other public reads, and never inside the profile list every visitor loads.
import { ApiError, Profile, ProfileSettings, ProfilesResponse } from '@mynacon/contract';
import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { seedProfileSettings } from '../src/seed/profile-settings.ts';
import { appPerBlock, backends, createTestApp } from './helpers.ts';

const settingsUrl = (id: number | string) => `/api/cache/profiles/${id}/settings`;

describe.each(backends)('profile controller settings (%s)', (backend) => {
  const app = appPerBlock(() => createTestApp(backend));

  const allProfiles = async () =>
    (await (await app.get('/api/cache/profiles')).json().then((body) => z.parse(ProfilesResponse, body))).flatMap(
      (group) => group.profiles,
    );

  async function settingsOf(id: number): Promise<ProfileSettings> {
    const response = await app.get(settingsUrl(id));
    expect(response.status, `profile ${id}`).toBe(200);
    return z.parse(ProfileSettings, await response.json());
  }

  test('every published demo profile has settings of its own, cached with an ETag', async () => {
    const published = (await allProfiles()).filter((profile) => profile.status === '1');
    expect(published.length).toBeGreaterThan(20);
    for (const profile of published) {
      const response = await app.get(settingsUrl(profile.id));
      expect(response.status, `profile ${profile.id}`).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=60');
      const etag = response.headers.get('etag') ?? '';
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{10,}"$/);
      const settings = z.parse(ProfileSettings, await response.json());
      expect(settings.profile_id).toBe(profile.id);
      expect(settings.button_mapping.length).toBeGreaterThan(0);
      expect((await app.get(settingsUrl(profile.id), { 'if-none-match': etag })).status).toBe(304);
    }
  });

  test('the demo settings are varied and follow each profile’s style', async () => {
    const published = (await allProfiles()).filter((profile) => profile.status === '1');
    const all = await Promise.all(
      published.map(async (profile) => ({ profile, settings: await settingsOf(profile.id) })),
    );
    const curveNames = new Set(
      all.flatMap(({ settings }) => [
        settings.sticks.left.response_curve.name,
        settings.sticks.right.response_curve.name,
      ]),
    );
    expect(curveNames.size).toBeGreaterThanOrEqual(4);
    expect(new Set(all.map(({ settings }) => settings.vibration.intensity)).size).toBeGreaterThan(10);
    expect(new Set(all.map(({ settings }) => settings.sticks.left.dead_zone)).size).toBeGreaterThan(5);
    expect(new Set(all.map(({ settings }) => settings.button_mapping.length)).size).toBeGreaterThan(2);
    expect(new Set(all.map(({ settings }) => JSON.stringify(settings))).size).toBe(all.length);
    for (const { profile, settings } of all) {
      const style = profile.title.split(' · ')[0];
      const inputs = settings.button_mapping.map((item) => item.input);
      // Only the pro controllers have back paddles.
      if (inputs.some((input) => input.startsWith('paddle_')))
        expect(['REVO-X', 'MG-PRO']).toContain(profile.product_sku);
      if (style === 'Left-handed layout') expect(inputs[0]).toBe('trigger_left');
      if (style === 'Speedrun' || style === 'Competitive') {
        // Hair triggers: a short range.
        expect(settings.triggers.right.end, `profile ${profile.id}`).toBeLessThanOrEqual(60);
        expect(settings.sticks.left.response_curve.name).toBe('instant');
      }
      if (style === 'Pro sim') expect(settings.sticks.right.response_curve.name).toBe('custom');
      if (style === 'Relaxed') expect(settings.vibration.intensity).toBeGreaterThanOrEqual(80);
    }
  });

  test('unknown and unpublished profiles answer 404; a malformed id 400', async () => {
    // Drafts are not in the public list (decision 040): one from the database.
    const draft = await app.context.db.selectFrom('profiles').select('id').where('status', '=', 0).executeTakeFirst();
    if (draft === undefined) throw new Error('The demo data has no draft profile');
    // The draft has settings in the database: they are not served until it is published.
    const stored = await app.context.db
      .selectFrom('profile_settings')
      .select('profile_id')
      .where('profile_id', '=', draft.id)
      .executeTakeFirst();
    expect(stored?.profile_id).toBe(draft.id);
    for (const id of [draft.id, 999_999, 0]) {
      const response = await app.get(settingsUrl(id));
      expect(response.status, `profile ${id}`).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(z.parse(ApiError, await response.json()).error.code).toBe('not_found');
    }
    for (const id of ['abc', '-1', '01']) {
      const response = await app.get(settingsUrl(id));
      expect(response.status, id).toBe(400);
      expect(z.parse(ApiError, await response.json()).error).toMatchObject({
        code: 'invalid_path_parameter',
        issues: [{ path: 'id' }],
      });
    }
  });

  test('the settings are never inside /api/cache/profiles', async () => {
    const response = await app.get('/api/cache/profiles');
    const text = await response.text();
    for (const word of ['button_mapping', 'dead_zone', 'response_curve', 'vibration', 'triggers', 'sticks']) {
      expect(text).not.toContain(word);
    }
    const profileKeys = Object.keys((Profile._zod.def as z.core.$ZodObjectDef).shape).sort();
    for (const group of JSON.parse(text) as Array<{ profiles: object[] }>) {
      for (const profile of group.profiles) expect(Object.keys(profile).sort()).toEqual(profileKeys);
    }
  });

  test('unpublishing a profile takes its settings off the air at the next reload, publishing brings them back', async () => {
    const published = (await allProfiles()).filter((profile) => profile.status === '1');
    const profile = published[published.length - 1];
    if (profile === undefined) throw new Error('No published profile');
    const before = await settingsOf(profile.id);
    const setStatus = async (status: number) => {
      await app.context.db.updateTable('profiles').set({ status }).where('id', '=', profile.id).execute();
      await sql`update meta set value = cast(cast(value as bigint) + 1 as text) where key = 'data_version'`.execute(
        app.context.db,
      );
      expect(await app.refresh()).toBe(true);
    };
    await setStatus(0);
    try {
      expect((await app.get(settingsUrl(profile.id))).status).toBe(404);
    } finally {
      await setStatus(1);
    }
    expect(await settingsOf(profile.id)).toEqual(before);
  });

  test('a database seeded before settings existed gets the same demo settings once, and keeps later changes', async () => {
    const { db } = app.context;
    const snapshot = await db.selectFrom('profile_settings').selectAll().orderBy('profile_id').execute();
    const profileCount = (await db.selectFrom('profiles').select('id').execute()).length;
    // Every demo profile, drafts included, has its settings.
    expect(snapshot.length).toBe(profileCount);
    await db.deleteFrom('profile_settings').execute();
    await db.deleteFrom('meta').where('key', '=', 'seed_profile_settings').execute();
    await seedProfileSettings(db);
    expect(await db.selectFrom('profile_settings').selectAll().orderBy('profile_id').execute()).toEqual(snapshot);
    // Once: an author's change (or removal) stays as it is at the next start.
    const first = snapshot[0]?.profile_id ?? 0;
    await db.updateTable('profile_settings').set({ vibration_intensity: 0 }).where('profile_id', '=', first).execute();
    await db
      .deleteFrom('profile_settings')
      .where('profile_id', '=', snapshot[1]?.profile_id ?? 0)
      .execute();
    await seedProfileSettings(db);
    const after = await db.selectFrom('profile_settings').selectAll().orderBy('profile_id').execute();
    expect(after.length).toBe(profileCount - 1);
    expect(after[0]?.vibration_intensity).toBe(0);
  });

  test('the database refuses settings outside the ranges', async () => {
    const { db } = app.context;
    const row = await db.selectFrom('profile_settings').selectAll().orderBy('profile_id').executeTakeFirstOrThrow();
    for (const change of [
      { left_stick_dead_zone: 101 },
      { vibration_intensity: -1 },
      { left_trigger_start: 80, left_trigger_end: 80 },
      { right_trigger_start: 90, right_trigger_end: 10 },
    ]) {
      await expect(
        db.updateTable('profile_settings').set(change).where('profile_id', '=', row.profile_id).execute(),
        JSON.stringify(change),
      ).rejects.toThrow(/check constraint/);
    }
  });
});

test('the settings schema refuses impossible values', () => {
  const valid: z.input<typeof ProfileSettings> = {
    profile_id: 501,
    button_mapping: [
      { input: 'trigger_right', action: 'Accelerate' },
      { input: 'paddle_1', action: 'Handbrake' },
    ],
    sticks: {
      left: {
        dead_zone: 6,
        response_curve: {
          name: 'smooth',
          points: [
            { x: 0, y: 0 },
            { x: 0.5, y: 0.3 },
            { x: 1, y: 1 },
          ],
        },
      },
      right: {
        dead_zone: 0,
        response_curve: {
          name: 'linear',
          points: [
            { x: 0, y: 0 },
            { x: 1, y: 1 },
          ],
        },
      },
    },
    triggers: { left: { start: 0, end: 100 }, right: { start: 10, end: 45 } },
    vibration: { intensity: 70 },
  };
  expect(z.safeParse(ProfileSettings, valid).success).toBe(true);
  const curve = (points: Array<{ x: number; y: number }>) => ({
    ...valid,
    sticks: { ...valid.sticks, left: { dead_zone: 5, response_curve: { name: 'custom', points } } },
  });
  for (const [label, value] of [
    ['dead zone over 100', { ...valid, sticks: { ...valid.sticks, right: { ...valid.sticks.right, dead_zone: 101 } } }],
    ['trigger start after end', { ...valid, triggers: { ...valid.triggers, left: { start: 60, end: 40 } } }],
    ['vibration below 0', { ...valid, vibration: { intensity: -5 } }],
    ['an input twice', { ...valid, button_mapping: [...valid.button_mapping, { input: 'paddle_1', action: 'Horn' }] }],
    ['an unknown input', { ...valid, button_mapping: [{ input: 'turbo', action: 'Boost' }] }],
    ['an empty action', { ...valid, button_mapping: [{ input: 'face_south', action: '' }] }],
    [
      'a curve point beyond 1',
      curve([
        { x: 0, y: 0 },
        { x: 1, y: 1.2 },
      ]),
    ],
    [
      'a curve not starting at 0',
      curve([
        { x: 0.1, y: 0 },
        { x: 1, y: 1 },
      ]),
    ],
    [
      'a curve not reaching 1',
      curve([
        { x: 0, y: 0 },
        { x: 0.9, y: 1 },
      ]),
    ],
    [
      'a curve going back',
      curve([
        { x: 0, y: 0 },
        { x: 0.6, y: 0.5 },
        { x: 0.4, y: 0.6 },
        { x: 1, y: 1 },
      ]),
    ],
    [
      'a curve going down',
      curve([
        { x: 0, y: 0 },
        { x: 0.5, y: 0.7 },
        { x: 0.8, y: 0.5 },
        { x: 1, y: 1 },
      ]),
    ],
    ['a curve of one point', curve([{ x: 0, y: 0 }])],
    [
      'an unknown curve name',
      {
        ...valid,
        sticks: {
          ...valid.sticks,
          right: {
            dead_zone: 0,
            response_curve: {
              name: 'wavy',
              points: [
                { x: 0, y: 0 },
                { x: 1, y: 1 },
              ],
            },
          },
        },
      },
    ],
  ] as const) {
    expect(z.safeParse(ProfileSettings, value).success, label).toBe(false);
  }
});
