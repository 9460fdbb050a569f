import { endpoints } from '@mynacon/contract';
import { describe, expect, test } from 'vitest';
import {
  call,
  customerBlock,
  expectError,
  expectJson,
  gbAddress,
  reauthenticatedTokenFor,
} from './customer-helpers.ts';
import { backends } from './helpers.ts';

describe.each(backends)('account: addresses, information, referrals, linked accounts on %s', (backend) => {
  let demo: string;
  let rival: string;
  const { app, clock } = customerBlock(
    backend,
    {
      config: (base) => ({
        customer: { ...base.customer, maxAddresses: 4 },
        features: { ...base.features, referralProgram: true },
      }),
      tokenTtl: 86_400,
    },
    (players) => ({ demo, rival } = players),
  );

  const addresses = async (token: string) =>
    (await expectJson(await call(app, 'GET', '/api/user/address', { token }), 200, endpoints.addresses.response)).data;
  const addAddress = (token: string, body: object) => call(app, 'POST', '/api/user/address', { token, body });
  const information = async (token: string) =>
    (await expectJson(await call(app, 'GET', '/api/user/information', { token }), 200, endpoints.information.response))
      .data;

  test('addresses: the demo ones, the default first, exactly one default', async () => {
    const list = await addresses(demo);
    expect(list.map((address) => address.country_id)).toEqual(['GB', 'IE']);
    expect(list.filter((address) => address.is_default)).toHaveLength(1);
    expect(list[0]?.is_default).toBe(true);
    expect(list[0]?.street).toEqual(['14 Harbour Lane', 'Flat 3']);
  });

  test('addresses: the country must be one of the store’s allowed countries', async () => {
    const infos = await expectJson(await app.get('/api/cache/public/infos'), 200, endpoints.publicInfos.response);
    const allowed = infos[1].find((entry) => entry.store_code === 'nacon_en')?.countries.map((country) => country.id);
    expect(allowed).toEqual(['GB', 'IE']);
    const refused = await expectError(await addAddress(demo, { ...gbAddress, country_id: 'FR' }), 400, 'invalid_body');
    expect(refused.issues).toEqual([{ path: 'country_id', code: 'other', message: expect.stringContaining('GB, IE') }]);
    const lower = await expectJson(
      await addAddress(demo, { ...gbAddress, country_id: 'ie' }),
      200,
      endpoints.addAddress.response,
    );
    expect(lower.data).toMatchObject({ country_id: 'IE', is_default: false });
    // The rival's store (fr-FR → nacon_fr) allows France but not the UK.
    await expectError(await addAddress(rival, gbAddress), 400, 'invalid_body');
    const french = await addAddress(rival, { ...gbAddress, country_id: 'BE', postcode: '1000' });
    expect(french.status).toBe(200);
    await call(app, 'DELETE', `/api/user/address/${lower.data.id}`, { token: demo });
  });

  test('addresses: add as default, edit, set default, remove the default, the limit', async () => {
    const added = await expectJson(
      await addAddress(demo, { ...gbAddress, is_default: true, street: ['  1 Dock Road ', 'Unit 4'] }),
      200,
      endpoints.addAddress.response,
    );
    expect(added.data).toMatchObject({
      is_default: true,
      street: ['1 Dock Road', 'Unit 4'],
      telephone: '+44 29 2018 0000',
    });
    let list = await addresses(demo);
    expect(list.filter((address) => address.is_default).map((address) => address.id)).toEqual([added.data.id]);

    const edited = await expectJson(
      await call(app, 'PUT', `/api/user/address/${added.data.id}`, {
        token: demo,
        body: { ...gbAddress, city: 'Swansea', telephone: null },
      }),
      200,
      endpoints.updateAddress.response,
    );
    expect(edited.data).toMatchObject({ id: added.data.id, city: 'Swansea', telephone: null, is_default: true });
    await expectError(
      await call(app, 'PUT', `/api/user/address/${added.data.id}`, {
        token: demo,
        body: { ...gbAddress, country_id: 'US' },
      }),
      400,
      'invalid_body',
    );

    const oldest = list.find((address) => address.id !== added.data.id) as { id: number };
    const after = await expectJson(
      await call(app, 'PUT', `/api/user/address/${oldest.id}/default`, { token: demo }),
      200,
      endpoints.setDefaultAddress.response,
    );
    expect(after.data[0]?.id).toBe(oldest.id);
    expect(after.data.filter((address) => address.is_default)).toHaveLength(1);

    // Removing the default promotes the oldest remaining address.
    await expectJson(
      await call(app, 'DELETE', `/api/user/address/${oldest.id}`, { token: demo }),
      200,
      endpoints.removeAddress.response,
    );
    list = await addresses(demo);
    expect(list.filter((address) => address.is_default)).toHaveLength(1);
    expect(list[0]?.id).toBe(Math.min(...list.map((address) => address.id)));
    await expectError(await call(app, 'DELETE', `/api/user/address/${oldest.id}`, { token: demo }), 404, 'not_found');
    await expectError(
      await call(app, 'PUT', `/api/user/address/${oldest.id}/default`, { token: demo }),
      404,
      'not_found',
    );
    await expectError(
      await call(app, 'PUT', `/api/user/address/${oldest.id}`, { token: demo, body: gbAddress }),
      404,
      'not_found',
    );

    while ((await addresses(demo)).length < 4) expect((await addAddress(demo, gbAddress)).status).toBe(200);
    await expectError(await addAddress(demo, gbAddress), 409, 'conflict');

    // Removing every address, then the first new one is the default whatever it asks.
    for (const address of await addresses(demo)) {
      expect((await call(app, 'DELETE', `/api/user/address/${address.id}`, { token: demo })).status).toBe(200);
    }
    expect(await addresses(demo)).toEqual([]);
    const first = await expectJson(
      await addAddress(demo, { ...gbAddress, is_default: false }),
      200,
      endpoints.addAddress.response,
    );
    expect(first.data.is_default).toBe(true);
  });

  test('addresses: bad fields are 400 naming them', async () => {
    for (const [body, field] of [
      [{ ...gbAddress, firstname: ' ' }, 'firstname'],
      [{ ...gbAddress, street: [] }, 'street'],
      [{ ...gbAddress, street: ['a', 'b', 'c', 'd'] }, 'street'],
      [{ ...gbAddress, postcode: '<script>' }, 'postcode'],
      [{ ...gbAddress, country_id: 'GBR' }, 'country_id'],
      [{ ...gbAddress, telephone: 'call me' }, 'telephone'],
      [{ ...gbAddress, city: undefined }, 'city'],
    ] as const) {
      const error = await expectError(await addAddress(demo, body), 400, 'invalid_body');
      expect(error.issues?.map((issue) => issue.path.split('.')[0])).toContain(field);
    }
  });

  test('information: read, change names, locale and newsletter; never e-mail', async () => {
    const before = await information(demo);
    expect(before).toMatchObject({
      user_id: 1,
      email: 'demo@mynacon.test',
      username: 'DemoPlayer',
      locale: 'en-GB',
      store_code: 'nacon_en',
      newsletter_subscribed: true,
    });
    const changed = await expectJson(
      await call(app, 'PUT', '/api/user/information', {
        token: demo,
        body: { firstname: ' Alexandra ', newsletter_subscribed: false, email: 'evil@example.com' },
      }),
      200,
      endpoints.updateInformation.response,
    );
    expect(changed.data).toEqual({ ...before, firstname: 'Alexandra', newsletter_subscribed: false });
    expect(await information(demo)).toEqual(changed.data);
    await expectError(await call(app, 'PUT', '/api/user/information', { token: demo, body: {} }), 400, 'invalid_body');
    await expectError(
      await call(app, 'PUT', '/api/user/information', { token: demo, body: { email: 'evil@example.com' } }),
      400,
      'invalid_body',
    );
    for (const body of [
      { locale: 'en' },
      { firstname: '' },
      { lastname: 'x'.repeat(65) },
      { newsletter_subscribed: 'yes' },
    ]) {
      await expectError(await call(app, 'PUT', '/api/user/information', { token: demo, body }), 400, 'invalid_body');
    }
  });

  test('information: a new locale moves the player to its store and its countries', async () => {
    const moved = await expectJson(
      await call(app, 'PUT', '/api/user/information', { token: demo, body: { locale: 'de-DE' } }),
      200,
      endpoints.updateInformation.response,
    );
    expect(moved.data).toMatchObject({ locale: 'de-DE', store_code: 'nacon_de' });
    expect((await addAddress(demo, { ...gbAddress, country_id: 'AT', postcode: '1010' })).status).toBe(200);
    await expectError(await addAddress(demo, gbAddress), 400, 'invalid_body');
    await call(app, 'PUT', '/api/user/information', { token: demo, body: { locale: 'en-GB' } });
  });

  test('referral: code, link in the player’s locale, referred friends; a code is drawn when missing', async () => {
    const answer = await expectJson(
      await call(app, 'GET', '/api/user/referral', { token: demo }),
      200,
      endpoints.referral.response,
    );
    expect(answer.data).toEqual({
      code: 'DEMOPLAYER',
      url: 'http://api.test/en-GB/register?referral=DEMOPLAYER',
      referred: [{ username: 'RivalPlayer', joined_at: '2026-01-05T09:00:00Z' }],
      referred_count: 1,
    });
    await app.context.db.updateTable('users').set({ referral_code: null }).where('id', '=', 2).execute();
    const drawn = await expectJson(
      await call(app, 'GET', '/api/user/referral', { token: rival }),
      200,
      endpoints.referral.response,
    );
    expect(drawn.data.code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    expect(drawn.data.url).toBe(`http://api.test/fr-FR/register?referral=${drawn.data.code}`);
    expect(drawn.data).toMatchObject({ referred: [], referred_count: 0 });
    const again = await expectJson(
      await call(app, 'GET', '/api/user/referral', { token: rival }),
      200,
      endpoints.referral.response,
    );
    expect(again.data.code).toBe(drawn.data.code);
  });

  test('referral: 404 while the referral program is off', async () => {
    const { features } = app.context.config;
    features.referralProgram = false;
    try {
      await expectError(await call(app, 'GET', '/api/user/referral', { token: demo }), 404, 'not_found');
    } finally {
      features.referralProgram = true;
    }
  });

  test('linked accounts: list, unlink, and never the last way to sign in', async () => {
    // Without a recent proof that it is the player, an unlink is refused (403 reauth_required).
    const stale = await expectError(
      await call(app, 'DELETE', '/api/user/linked-accounts/twitch', { token: demo }),
      403,
      'forbidden',
    );
    expect(stale.reason).toBe('reauth_required');
    const fresh = await reauthenticatedTokenFor(app, 1);
    const linked = async (token: string) =>
      (
        await expectJson(
          await call(app, 'GET', '/api/user/linked-accounts', { token }),
          200,
          endpoints.linkedAccounts.response,
        )
      ).data;
    expect(await linked(fresh)).toEqual({
      items: [
        { provider: 'steam', display_name: 'DemoPlayer', linked_at: expect.any(String) },
        { provider: 'twitch', display_name: 'demoplayer_tv', linked_at: expect.any(String) },
      ],
      has_password: true,
    });
    const { db } = app.context;
    const password = await db.selectFrom('users').select('password_hash').where('id', '=', 1).executeTakeFirstOrThrow();
    await db.updateTable('users').set({ password_hash: null }).where('id', '=', 1).execute();

    const unlinked = await expectJson(
      await call(app, 'DELETE', '/api/user/linked-accounts/twitch', { token: fresh }),
      200,
      endpoints.unlinkAccount.response,
    );
    expect(unlinked.data).toEqual({ items: [expect.objectContaining({ provider: 'steam' })], has_password: false });
    const last = await expectError(
      await call(app, 'DELETE', '/api/user/linked-accounts/steam', { token: fresh }),
      409,
      'conflict',
    );
    expect(last.message).toMatch(/no way to sign in/);
    expect((await linked(fresh)).items.map((item) => item.provider)).toEqual(['steam']);
    await expectError(
      await call(app, 'DELETE', '/api/user/linked-accounts/twitch', { token: fresh }),
      404,
      'not_found',
    );
    await expectError(
      await call(app, 'DELETE', '/api/user/linked-accounts/facebook', { token: fresh }),
      400,
      'invalid_path_parameter',
    );

    await db.updateTable('users').set({ password_hash: password.password_hash }).where('id', '=', 1).execute();
    const withPassword = await call(app, 'DELETE', '/api/user/linked-accounts/steam', { token: fresh });
    expect((await expectJson(withPassword, 200, endpoints.unlinkAccount.response)).data).toEqual({
      items: [],
      has_password: true,
    });
  });

  test('linked accounts: two unlinks at once never leave a password-less account without a way in', async () => {
    const { db } = app.context;
    const rival = await reauthenticatedTokenFor(app, 2);
    await db.updateTable('users').set({ password_hash: null }).where('id', '=', 2).execute();
    await db
      .insertInto('linked_accounts')
      .values({
        user_id: 2,
        provider: 'xbox',
        external_id: 'x-2',
        display_name: 'Rival',
        linked_at: new Date(clock.now()).toISOString(),
      })
      .execute();
    const answers = await Promise.all(
      ['epic', 'xbox'].map((provider) =>
        call(app, 'DELETE', `/api/user/linked-accounts/${provider}`, { token: rival }),
      ),
    );
    expect(answers.map((response) => response.status).sort()).toEqual([200, 409]);
    const left = await db.selectFrom('linked_accounts').select('provider').where('user_id', '=', 2).execute();
    expect(left).toHaveLength(1);
  });
});
