// The username and date-of-birth changes of `PUT /api/user/information`: the registration rules (forbidden
// characters, a name taken in any case, the minimum age of the player's country, no future date) on a live account.
import { accountMessages, endpoints, minAgeMessage, minLengthMessage } from '@mynacon/contract';
import { describe, expect, test } from 'vitest';
import { loadProfile } from '../src/auth/sessions.ts';
import { call, customerBlock, expectError, expectJson } from './customer-helpers.ts';
import { backends } from './helpers.ts';

describe.each(backends)('account information: username and date of birth on %s', (backend) => {
  let demo: string;
  let rival: string;
  // On 2026-09-01 12:00 UTC, the demo data's day.
  const { app } = customerBlock(backend, { tokenTtl: 86_400 }, (players) => ({ demo, rival } = players));

  const information = async (token: string) =>
    (await expectJson(await call(app, 'GET', '/api/user/information', { token }), 200, endpoints.information.response))
      .data;
  const update = (token: string, body: object) => call(app, 'PUT', '/api/user/information', { token, body });

  test('a new username and date of birth are saved, answered and read back; the session shows the new name', async () => {
    const before = await information(demo);
    const changed = await expectJson(
      await update(demo, { username: 'Demo_Renamed', date_of_birth: '2000-02-29' }),
      200,
      endpoints.updateInformation.response,
    );
    expect(changed.data).toEqual({ ...before, username: 'Demo_Renamed', date_of_birth: '2000-02-29' });
    expect(await information(demo)).toEqual(changed.data);
    // The session's profile (what the next session rotation puts in the cookie) follows the database.
    expect((await loadProfile(app.context.db, 1))?.name).toBe('Demo_Renamed');
    // The old name is free again; the new one is taken in any case.
    const free = await app.app.request('/api/account/username-availability?username=demoplayer');
    expect(await free.json()).toEqual({ available: true });
    const taken = await app.app.request('/api/account/username-availability?username=DEMO_RENAMED');
    expect(await taken.json()).toMatchObject({ available: false, reason: 'taken' });

    // A change of case of one's own name is no conflict; the same name again changes nothing.
    const recased = await expectJson(
      await update(demo, { username: 'demo_renamed' }),
      200,
      endpoints.updateInformation.response,
    );
    expect(recased.data.username).toBe('demo_renamed');
    expect(
      (await expectJson(await update(demo, { username: 'demo_renamed' }), 200, endpoints.updateInformation.response))
        .data,
    ).toEqual(recased.data);

    await expectJson(
      await update(demo, { username: 'DemoPlayer', date_of_birth: '1995-04-12' }),
      200,
      endpoints.updateInformation.response,
    );
  });

  test('another player’s username, in another case, is refused with 409 on the field', async () => {
    const refused = await expectError(await update(rival, { username: 'dEMOpLAYER' }), 409, 'conflict');
    expect(refused.message).toBe(accountMessages.usernameTaken);
    expect(refused.issues).toEqual([
      { path: 'username', code: 'username_taken', message: accountMessages.usernameTaken },
    ]);
    // Nothing else of the same request is saved.
    const refusedWithMore = await expectError(
      await update(rival, { username: 'DemoPlayer', firstname: 'Changed' }),
      409,
      'conflict',
    );
    expect(refusedWithMore.issues?.[0]?.path).toBe('username');
    expect(await information(rival)).toMatchObject({
      username: 'RivalPlayer',
      firstname: expect.not.stringMatching(/^Changed$/),
    });
  });

  test('forbidden characters, a short or long name are refused with the registration messages', async () => {
    for (const username of [
      'bad name',
      'semi;colon',
      'per%cent',
      "quo'te",
      'star*',
      'hash#',
      'comma,',
      'back`tick',
      'dq"',
    ]) {
      const refused = await expectError(await update(rival, { username }), 400, 'invalid_body');
      expect(refused.issues).toEqual([
        { path: 'username', code: 'username_characters', message: accountMessages.username },
      ]);
    }
    const short = await expectError(await update(rival, { username: 'ab' }), 400, 'invalid_body');
    expect(short.issues).toEqual([
      { path: 'username', code: 'too_short', params: { min: 3 }, message: minLengthMessage(3) },
    ]);
    const long = await expectError(await update(rival, { username: 'x'.repeat(31) }), 400, 'invalid_body');
    expect(long.issues).toEqual([{ path: 'username', code: 'invalid', message: accountMessages.invalid }]);
    expect((await information(rival)).username).toBe('RivalPlayer');
  });

  test('the date of birth: the minimum age of the player’s country, no future or malformed date', async () => {
    // The rival lives in France (15): 14 years old on the demo day is too young, 15 is enough.
    const young = await expectError(await update(rival, { date_of_birth: '2011-09-02' }), 400, 'invalid_body');
    expect(young.issues).toEqual([
      { path: 'date_of_birth', code: 'min_age', params: { age: 15 }, message: minAgeMessage(15) },
    ]);
    await expectJson(await update(rival, { date_of_birth: '2011-09-01' }), 200, endpoints.updateInformation.response);
    expect((await information(rival)).date_of_birth).toBe('2011-09-01');

    for (const date_of_birth of ['2026-09-02', '2030-01-01']) {
      const future = await expectError(await update(rival, { date_of_birth }), 400, 'invalid_body');
      expect(future.issues).toEqual([{ path: 'date_of_birth', code: 'invalid', message: accountMessages.invalid }]);
    }
    for (const date_of_birth of ['1890-01-01', '2001-02-29', '12/04/1990', '', 19900412]) {
      const wrong = await expectError(await update(rival, { date_of_birth }), 400, 'invalid_body');
      expect(wrong.issues?.[0]).toEqual({ path: 'date_of_birth', code: 'invalid', message: accountMessages.invalid });
    }
    expect((await information(rival)).date_of_birth).toBe('2011-09-01');
    await update(rival, { date_of_birth: '1990-11-03' });
  });

  test('without a country (an external sign-in’s account) the default minimum age applies', async () => {
    await app.context.db.updateTable('users').set({ country_id: null }).where('id', '=', 2).execute();
    try {
      const young = await expectError(await update(rival, { date_of_birth: '2013-09-02' }), 400, 'invalid_body');
      expect(young.issues).toEqual([
        { path: 'date_of_birth', code: 'min_age', params: { age: 13 }, message: minAgeMessage(13) },
      ]);
      // 14: too young for France, old enough by the default.
      await expectJson(await update(rival, { date_of_birth: '2012-01-01' }), 200, endpoints.updateInformation.response);
    } finally {
      await app.context.db.updateTable('users').set({ country_id: 'FR' }).where('id', '=', 2).execute();
      await update(rival, { date_of_birth: '1990-11-03' });
    }
  });
});
