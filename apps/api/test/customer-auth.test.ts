import { customerEndpoints, type Endpoint, type EndpointName, endpoints } from '@mynacon/contract';
import { describe, expect, test } from 'vitest';
import { accessTokenKey, issueAccessToken } from '../src/auth/bearer.ts';
import { call, demoNow, expectError, testClock, tokenFor } from './customer-helpers.ts';
import { appPerBlock, backends, createTestApp } from './helpers.ts';

/** Every customer call and a request that reaches it (path parameters filled with demo values). */
const customerCalls: Array<[EndpointName, string]> = [
  ['communityData', '/api/user/community/data'],
  ['devices', '/api/user/device'],
  ['addDevice', '/api/user/device'],
  ['renameDevice', '/api/user/device/1'],
  ['removeDevice', '/api/user/device/1'],
  ['notifications', '/api/user/notifications'],
  ['markNotificationsRead', '/api/user/notification'],
  ['orders', '/api/nacon/sales/customer/orders'],
  ['customerProducts', '/api/support/customer/products'],
  ['upvote', '/api/middleware/profile/upvote'],
  ['downvote', '/api/middleware/profile/downvote'],
  ['myVotes', '/api/middleware/profile/my-votes'],
  ['favoriteList', '/api/middleware/profile/favorite-list'],
  ['addFavorite', '/api/middleware/profile/favorite/502'],
  ['removeFavorite', '/api/middleware/profile/favorite/502'],
  ['userProfiles', '/api/middleware/profile/list?my_nacon_id=1'],
  ['addresses', '/api/user/address'],
  ['addAddress', '/api/user/address'],
  ['updateAddress', '/api/user/address/1'],
  ['removeAddress', '/api/user/address/1'],
  ['setDefaultAddress', '/api/user/address/1/default'],
  ['information', '/api/user/information'],
  ['updateInformation', '/api/user/information'],
  ['referral', '/api/user/referral'],
  ['linkedAccounts', '/api/user/linked-accounts'],
  ['unlinkAccount', '/api/user/linked-accounts/steam'],
  ['sessions', '/api/user/sessions'],
  ['endSession', '/api/user/sessions/00000000-0000-4000-8000-000000000000'],
  ['endOtherSessions', '/api/user/sessions/end-others'],
  ['securityEvents', '/api/user/security-events'],
  ['myPlaytests', '/api/user/playtests'],
  ['exportPlaytestData', '/api/user/playtests/export'],
  ['registerPlaytest', '/api/user/playtests/301/register'],
  ['withdrawPlaytest', '/api/user/playtests/301/register'],
  ['surveyAnswers', '/api/user/surveys/3/answers'],
  ['answerSurvey', '/api/user/surveys/3/answers'],
  ['createReport', '/api/user/community/360001000000/posts'],
  ['meToo', '/api/user/community/360001000000/posts/360200000007/me-too'],
  ['tickets', '/api/user/support/tickets'],
  ['createTicket', '/api/user/support/tickets'],
];

const bearerCalls = customerCalls.map(([name, url]) => {
  const endpoint: Endpoint = endpoints[name];
  return [`${endpoint.method} ${url}`, endpoint, url] as const;
});

describe.each(backends)('customer calls need a valid token on %s', (backend) => {
  const clock = testClock();

  const app = appPerBlock(() => createTestApp(backend, {}, { now: clock.now }));

  test('the table covers every bearer call of the customer contract, all served', () => {
    const bearer = Object.values(customerEndpoints)
      .filter((endpoint: Endpoint) => endpoint.auth === 'bearer')
      .map((endpoint) => endpoint.id);
    expect(bearerCalls.map(([, endpoint]) => endpoint.id).sort()).toEqual(bearer.sort());
    for (const endpoint of Object.values(customerEndpoints)) expect(endpoint.status, endpoint.id).toBe('served');
  });

  test.each(bearerCalls)(
    '%s: 401 without a token, with a bad one, an expired one, a forged one',
    async (_, endpoint, url) => {
      const body = endpoint.body === undefined ? undefined : {};
      const missing = await call(app, endpoint.method, url, { body });
      expect(missing.headers.get('www-authenticate')).toBe('Bearer');
      await expectError(missing, 401, 'unauthorized');

      const garbage = await call(app, endpoint.method, url, { body, token: 'not-a-real-token-at-all' });
      expect(garbage.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
      await expectError(garbage, 401, 'unauthorized');

      const key = accessTokenKey(app.context.config.auth.secret);
      const expired = await issueAccessToken(key, { userId: 1, sessionId: 'old' }, 900, demoNow - 3_600_000);
      await expectError(await call(app, endpoint.method, url, { body, token: expired.token }), 401, 'unauthorized');

      const forged = await issueAccessToken(
        accessTokenKey('another-secret-of-at-least-32-characters!!'),
        { userId: 1, sessionId: 'x' },
        900,
        demoNow,
      );
      await expectError(await call(app, endpoint.method, url, { body, token: forged.token }), 401, 'unauthorized');

      const basic = await call(app, endpoint.method, url, { body, headers: { authorization: 'Basic ZGVtbzpkZW1v' } });
      await expectError(basic, 401, 'unauthorized');
    },
  );

  test.each(bearerCalls)('%s: a token of an account that does not exist is 401', async (_, endpoint, url) => {
    const token = await tokenFor(app, 4040);
    const body = endpoint.body === undefined ? undefined : {};
    await expectError(await call(app, endpoint.method, url, { body, token }), 401, 'unauthorized');
  });

  test('answers are private: no-store, nosniff', async () => {
    const token = await tokenFor(app, 1);
    for (const [, endpoint, url] of bearerCalls.filter(([, endpoint]) => endpoint.method === 'GET')) {
      const response = await call(app, 'GET', url, { token });
      expect(response.status, endpoint.id).toBeLessThan(500);
      expect(response.headers.get('cache-control'), endpoint.id).toBe('no-store');
    }
    const answer = await call(app, 'GET', '/api/user/device', { token });
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('other methods on a customer path are 405 with Allow', async () => {
    const token = await tokenFor(app, 1);
    const device = await call(app, 'PATCH', '/api/user/device/1', { token });
    expect(device.headers.get('allow')).toBe('PUT, DELETE');
    await expectError(device, 405, 'method_not_allowed');
    const list = await call(app, 'DELETE', '/api/user/device', { token });
    expect(list.headers.get('allow')).toBe('GET, POST, HEAD');
    await expectError(list, 405, 'method_not_allowed');
    await expectError(
      await call(app, 'POST', '/api/nacon/sales/customer/orders', { token }),
      405,
      'method_not_allowed',
    );
  });
});
