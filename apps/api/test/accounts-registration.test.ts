import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  accountMessages,
  ConfirmEmailResponse,
  isStrongPassword,
  UsernameAvailabilityResponse,
} from '@mynacon/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { ageOn } from '../src/accounts/new-account.ts';
import { spendCrossLoginToken } from '../src/auth/cross-login.ts';
import { defaultScryptParams } from '../src/auth/password.ts';
import {
  type AccountsTestApp,
  confirmedAccount,
  createAccountsApp,
  errorOf,
  goneLink,
  linkIn,
  passwordMessage,
  registration,
  startOfTests,
} from './accounts-support.ts';
import { appPerBlock, backends, testConfig } from './helpers.ts';

describe.each(backends)('registration on %s', (backend) => {
  const app = appPerBlock(() => createAccountsApp(backend));

  const register = (body: unknown) => app.post('/api/account/register', body);

  async function issuesOf(body: unknown): Promise<Array<{ path: string; message: string }>> {
    const response = await register(body);
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('invalid_body');
    return error.issues as Array<{ path: string; message: string }>;
  }

  test('register, mail, confirm, then sign in with the answered token', async () => {
    const body = registration({ email: 'Mixed.Case@Example.com', locale: 'fr-FR', country: 'FR', newsletter: true });
    const response = await register(body);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ success: true });

    const user = await app.context.db
      .selectFrom('users')
      .selectAll()
      .where('email_key', '=', 'mixed.case@example.com')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      email: 'Mixed.Case@Example.com',
      username: body.username,
      username_key: body.username.toLowerCase(),
      date_of_birth: '2000-02-01',
      country_id: 'FR',
      locale: 'fr-FR',
      newsletter_subscribed: true,
      email_confirmed_at: null,
      credentials_version: 1,
    });
    expect(user.password_hash).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$/);
    expect(user.referral_code).toMatch(/^[A-Z2-9]{10}$/);

    // The outbox is searched in any case; the mail is in the player's language.
    const [mail] = await app.outbox('MIXED.case@example.com');
    expect(mail).toMatchObject({
      to: 'Mixed.Case@Example.com',
      kind: 'confirm',
      subject: 'Confirmez votre compte Mynacon',
    });
    expect(mail?.text).toContain(`Bonjour ${body.username},`);
    // Intl writes a no-break space between the number and its unit.
    expect(mail?.text.replace(/\s/g, ' ')).toContain('Ce lien est valable 48 heures.');
    const link = linkIn(mail?.text ?? '', 'http://api.test/');
    expect(link.pathname).toBe('/fr-FR/confirmation');
    expect([...link.searchParams.keys()]).toEqual(['email', 'confirm']);
    expect(link.searchParams.get('email')).toBe('Mixed.Case@Example.com');
    const confirm = link.searchParams.get('confirm') ?? '';
    expect(confirm).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only a digest of the secret is stored.
    const stored = await app.context.db
      .selectFrom('account_tokens')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(confirm);

    const confirmed = await app.post('/api/account/confirm', { email: 'mixed.case@example.com', confirm });
    expect(confirmed.status).toBe(200);
    const answer = z.parse(ConfirmEmailResponse, await confirmed.json());
    expect(answer.success).toBe(true);
    const after = await app.context.db
      .selectFrom('users')
      .select('email_confirmed_at')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(after.email_confirmed_at?.getTime()).toBe(startOfTests);

    // The sign-in token is the auth module's cross-login token: single use.
    expect(await spendCrossLoginToken(app.context, answer.signInToken ?? '')).toMatchObject({ id: user.id });
    expect(await spendCrossLoginToken(app.context, answer.signInToken ?? '')).toBeNull();

    // The link works once.
    const again = await app.post('/api/account/confirm', { email: body.email, confirm });
    expect(again.status).toBe(410);
    expect(await errorOf(again)).toEqual(goneLink('link_used'));
  });

  test('the sign-in token signs the player in through the Auth.js token provider', async () => {
    const body = registration();
    await register(body);
    const [mail] = await app.outbox(body.email);
    const link = linkIn(mail?.text ?? '', 'http://api.test/');
    const confirmed = await app.post('/api/account/confirm', {
      email: link.searchParams.get('email'),
      confirm: link.searchParams.get('confirm'),
    });
    const { signInToken } = z.parse(ConfirmEmailResponse, await confirmed.json());

    const csrf = await app.get('/api/auth/csrf');
    const csrfCookie = (
      csrf.headers.getSetCookie().find((cookie) => cookie.startsWith('authjs.csrf-token=')) ?? ''
    ).split(';')[0];
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const signIn = await app.app.request('/api/auth/callback/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: csrfCookie ?? '' },
      body: new URLSearchParams({ csrfToken, token: signInToken ?? '', json: 'true' }).toString(),
    });
    const sessionCookie = signIn.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('authjs.session-token='))
      ?.split(';')[0];
    expect(sessionCookie).toBeDefined();
    const session = await app.get('/api/auth/session', { cookie: sessionCookie ?? '' });
    expect(((await session.json()) as { user: { name: string } }).user.name).toBe(body.username);
  });

  test('a known address answers exactly like a new one and mails its owner instead', async () => {
    const demoRow = () => app.context.db.selectFrom('users').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    const before = await demoRow();
    const fresh = await register(registration());
    const known = await register(registration({ email: 'DEMO@mynacon.test', locale: 'de-DE' }));
    expect(known.status).toBe(fresh.status);
    expect([...known.headers.entries()]).toEqual([...fresh.headers.entries()]);
    expect(await known.text()).toBe(await fresh.text());

    const [notice] = await app.outbox('demo@mynacon.test');
    // In the owner's language (the demo account's is en-GB), not the newcomer's.
    expect(notice).toMatchObject({
      kind: 'register_existing',
      subject: 'Someone tried to register with your email address',
    });
    expect(notice?.text).toContain('Hello DemoPlayer,');
    expect(linkIn(notice?.text ?? '', 'http://api.test/').pathname).toBe('/en-GB/login');
    // The account itself is untouched.
    expect(await demoRow()).toEqual(before);
  });

  // The hash's cost is the same whatever the database: one database (PGlite) proves it (six hashes at N=2^15), as
  // for the sign-in's dummy hash (auth-signin.test.ts). Ten at N=2^16 ran past a minute at a load of ten.
  const onOneDatabase = backend === backends[0] ? test : () => {};
  onOneDatabase(
    'a known address costs about as much as a new one (the password is hashed either way)',
    async () => {
      // A cost where hashing (about 0.05 to 0.15 s) dominates the rest of the request, so that the ratio means something
      // on a busy machine: without the hash the known address would take a small fraction of the new one's time.
      const { auth } = app.context.config;
      const cheap = auth.scrypt;
      auth.scrypt = { logN: 15, r: 8, p: 1 };
      // The process's processor time (the hash runs on its thread pool): the work an answer costs, which other work on
      // the machine does not change as it changes the wall time (as auth-signin.test.ts measures the dummy hash).
      const timed = async (body: unknown) => {
        const started = process.cpuUsage();
        expect((await register(body)).status).toBe(200);
        const used = process.cpuUsage(started);
        return used.user + used.system;
      };
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] as number;
      try {
        const fresh: number[] = [];
        const known: number[] = [];
        for (let round = 0; round < 3; round += 1) {
          fresh.push(await timed(registration()));
          known.push(await timed(registration({ email: 'rival@mynacon.test' })));
        }
        const ratio = median(known) / median(fresh);
        expect(ratio).toBeGreaterThan(1 / 3);
        expect(ratio).toBeLessThan(3);
      } finally {
        auth.scrypt = cheap;
      }
    },
    120_000,
  );

  test('usernames: availability, case-insensitive conflict on the username field', async () => {
    const availability = async (username: string) => {
      const response = await app.get(`/api/account/username-availability?username=${encodeURIComponent(username)}`);
      expect(response.status).toBe(200);
      return z.parse(UsernameAvailabilityResponse, await response.json());
    };
    expect(await availability('demoplayer')).toEqual({
      available: false,
      reason: 'taken',
      message: 'This username is already taken',
    });
    expect(await availability('Brand-New_Name')).toEqual({ available: true });
    expect(await availability('no way')).toEqual({
      available: false,
      reason: 'invalid',
      message: 'Username contains forbidden characters',
    });
    expect(await availability('ab')).toMatchObject({
      reason: 'invalid',
      message: 'The filed needs at least 3 characters',
    });
    expect((await app.get('/api/account/username-availability')).status).toBe(400);
    expect((await app.get('/api/account/username-availability?username=a&username=b')).status).toBe(400);

    const taken = await register(registration({ username: 'RIVALPLAYER' }));
    expect(taken.status).toBe(409);
    expect(await errorOf(taken)).toEqual({
      code: 'conflict',
      message: 'This username is already taken',
      issues: [{ path: 'username', code: 'username_taken', message: 'This username is already taken' }],
    });
  });

  test('a password the estimator finds guessable is refused with its own message, the composition rule first', async () => {
    const guessable = [
      // Common passwords dressed up for the composition rule.
      ...['Password1!', 'Dragon2024!', 'P@ssw0rd1', 'Monkey_123', '!Qwerty123', 'Summer2024!'],
      // A common password inside a longer one, a keyboard walk, a repeat, a sequence.
      ...['Password1!a', 'xQwerty123!', '1qaz2WSX!', 'Aa1!Aa1!Aa1!', 'Zyxwvu98!'],
      // The product's and the publisher's name, also in l33t.
      ...['Mynacon2026!', 'Myn4c0n#Rulez'],
    ];
    for (const password of guessable) {
      expect(isStrongPassword(password), password).toBe(true);
      expect(await issuesOf(registration({ password })), password).toEqual([
        { path: 'password', code: 'password_common', message: accountMessages.passwordCommon },
      ]);
    }
    // The composition rule still comes first, with the spec's message.
    expect(await issuesOf(registration({ password: 'password' }))).toEqual([
      { path: 'password', code: 'password_rules', message: passwordMessage },
    ]);
    // Random strings of the rule's minimum length pass: the estimator finds no pattern in them.
    for (const password of ['Tr0ub4dor&3-Horse', 'Xk8#mP2q', 'Glimmer-Otter9']) {
      expect((await register(registration({ password }))).status, password).toBe(200);
    }
  });

  test("the player's username and e-mail address make a password guessable for that player only", async () => {
    const refused = [
      registration({ username: `GlimmerOtter${process.pid}`, password: 'Glimmer-Otter9' }),
      registration({ email: `maribel.okonkwo.${process.pid}@example.com`, password: 'Okonkwo-1985!' }),
    ];
    for (const body of refused) {
      expect(await issuesOf(body), body.password).toEqual([
        { path: 'password', code: 'password_common', message: accountMessages.passwordCommon },
      ]);
      // Another player may choose it.
      expect((await register(registration({ password: body.password }))).status, body.password).toBe(200);
    }
  });

  test('every field rule answers with its exact message', async () => {
    expect(await issuesOf(registration({ password: 'short' }))).toEqual([
      { path: 'password', code: 'password_rules', message: passwordMessage },
    ]);
    for (const weak of ['alllowercase1!', 'ALLUPPERCASE1!', 'NoDigitsHere!', 'NoSpecial123', 'Sh0rt!a']) {
      expect(await issuesOf(registration({ password: weak })), weak).toEqual([
        { path: 'password', code: 'password_rules', message: passwordMessage },
      ]);
    }
    for (const bad of [
      'no space',
      'per%cent',
      "quo'te",
      'back`tick',
      'star*',
      'hash#',
      'semi;',
      'com,ma',
      'dq"uote',
      'tab\tname',
      'zero\u200bwidth',
    ]) {
      expect(await issuesOf(registration({ username: bad })), bad).toEqual([
        { path: 'username', code: 'username_characters', message: 'Username contains forbidden characters' },
      ]);
    }
    expect(await issuesOf(registration({ username: 'ab' }))).toEqual([
      { path: 'username', code: 'too_short', params: { min: 3 }, message: 'The filed needs at least 3 characters' },
    ]);
    expect(await issuesOf(registration({ username: 'x'.repeat(31) }))).toEqual([
      { path: 'username', code: 'invalid', message: 'Invalid field' },
    ]);
    for (const bad of [
      'plainaddress',
      'a@b',
      'two@@example.com',
      'space in@example.com',
      `${'a'.repeat(250)}@example.com`,
    ]) {
      expect(await issuesOf(registration({ email: bad })), bad).toEqual([
        { path: 'email', code: 'email_format', message: 'Invalid email format' },
      ]);
    }
    expect(await issuesOf(registration({ terms: false }))).toEqual([
      { path: 'terms', code: 'invalid', message: 'Invalid field' },
    ]);
    expect(await issuesOf(registration({ locale: 'en' }))).toEqual([
      { path: 'locale', code: 'invalid', message: 'Invalid field' },
    ]);
    expect(await issuesOf(registration({ dateOfBirth: '2001-02-29' }))).toEqual([
      { path: 'dateOfBirth', code: 'invalid', message: 'Invalid field' },
    ]);
    expect(await issuesOf(registration({ dateOfBirth: '2027-01-01' }))).toEqual([
      { path: 'dateOfBirth', code: 'invalid', message: 'Invalid field' },
    ]);
    expect(await issuesOf(registration({ dateOfBirth: '1850-01-01' }))).toEqual([
      { path: 'dateOfBirth', code: 'invalid', message: 'Invalid field' },
    ]);
    // Shape is right but the stores do not sell there.
    expect(await issuesOf(registration({ country: 'ZZ' }))).toEqual([
      { path: 'country', code: 'invalid', message: 'Invalid field' },
    ]);
    expect(await issuesOf(registration({ country: 'gb' }))).toEqual([
      { path: 'country', code: 'invalid', message: 'Invalid field' },
    ]);

    const { email: _, ...missing } = registration();
    expect(await issuesOf(missing)).toEqual([{ path: 'email', code: 'invalid', message: 'Invalid field' }]);
    // Several problems at once: one issue each.
    const many = await issuesOf(registration({ email: 'x', username: 'a b', password: 'weak', terms: 'yes' }));
    expect(many.map((issue) => issue.path).sort()).toEqual(['email', 'password', 'terms', 'username']);

    // The body's framing: JSON only, and not too large.
    const form = await app.app.request('/api/account/register', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a',
    });
    expect(form.status).toBe(415);
    expect((await register('{"email":')).status).toBe(400);
    expect((await register({ ...registration(), padding: 'x'.repeat(70_000) })).status).toBe(413);
    // Other methods: 405 naming the right one.
    const get = await app.get('/api/account/register');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const put = await app.app.request('/api/account/username-availability?username=abc', { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD');
  });

  test('minimum age per country, counted on the clock', async () => {
    // 15 June 2026: born 16 June 2013 is twelve, born 15 June 2013 is thirteen today.
    expect(await issuesOf(registration({ dateOfBirth: '2013-06-16' }))).toEqual([
      { path: 'dateOfBirth', code: 'min_age', params: { age: 13 }, message: 'You must be at least 13 years old' },
    ]);
    expect((await register(registration({ dateOfBirth: '2013-06-15' }))).status).toBe(200);
    // Germany and the Netherlands: 16; France: 15; Spain and Italy: 14 (GDPR article 8).
    for (const [country, age] of [
      ['DE', 16],
      ['NL', 16],
      ['FR', 15],
      ['ES', 14],
      ['IT', 14],
    ] as const) {
      const tooYoung = `${2026 - age}-06-16`;
      const oldEnough = `${2026 - age}-06-15`;
      expect(await issuesOf(registration({ country, dateOfBirth: tooYoung })), country).toEqual([
        { path: 'dateOfBirth', code: 'min_age', params: { age }, message: `You must be at least ${age} years old` },
      ]);
      expect((await register(registration({ country, dateOfBirth: oldEnough }))).status, country).toBe(200);
    }
    // The next day, the German player born 16 June 2010 is sixteen.
    app.clock.now = startOfTests + 24 * 3600_000;
    try {
      expect((await register(registration({ country: 'DE', dateOfBirth: '2010-06-16' }))).status).toBe(200);
    } finally {
      app.clock.now = startOfTests;
    }
  });

  test('ages across leap days', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('2000-01-01', '2000-01-01')).toBe(0);
    expect(ageOn('1999-12-31', '2026-12-31')).toBe(27);
  });

  test('resend: a new link for an unconfirmed account, the same answer for anyone', async () => {
    const body = registration();
    await register(body);
    const [first] = await app.outbox(body.email);
    const firstLink = linkIn(first?.text ?? '', 'http://api.test/');

    const answers = await Promise.all(
      [body.email, 'nobody@example.com', 'demo@mynacon.test'].map(async (email) => {
        const response = await app.post('/api/account/confirm/resend', { email });
        return { status: response.status, body: await response.text() };
      }),
    );
    expect(new Set(answers.map((item) => JSON.stringify(item))).size).toBe(1);
    expect(answers[0]).toEqual({ status: 200, body: '{"success":true}' });
    // Only the unconfirmed account got a mail; the confirmed demo account got none.
    expect(await app.outbox('nobody@example.com')).toEqual([]);
    expect((await app.outbox('demo@mynacon.test')).filter((mail) => mail.kind === 'confirm')).toEqual([]);

    const [second] = await app.outbox(body.email);
    expect(second?.id).not.toBe(first?.id);
    const secondLink = linkIn(second?.text ?? '', 'http://api.test/');
    // The earlier link was replaced.
    const old = await app.post('/api/account/confirm', {
      email: body.email,
      confirm: firstLink.searchParams.get('confirm'),
    });
    expect(await errorOf(old)).toEqual(goneLink('link_invalid'));
    const fresh = await app.post('/api/account/confirm', {
      email: body.email,
      confirm: secondLink.searchParams.get('confirm'),
    });
    expect(fresh.status).toBe(200);
  });

  test('confirmation links expire after 48 hours and need their own address', async () => {
    const body = registration();
    await register(body);
    const [mail] = await app.outbox(body.email);
    const confirm = linkIn(mail?.text ?? '', 'http://api.test/').searchParams.get('confirm');
    const wrongAddress = await app.post('/api/account/confirm', { email: 'demo@mynacon.test', confirm });
    expect(await errorOf(wrongAddress)).toEqual(goneLink('link_invalid'));
    app.clock.now = startOfTests + 48 * 3600_000;
    try {
      const late = await app.post('/api/account/confirm', { email: body.email, confirm });
      expect(late.status).toBe(410);
      expect(await errorOf(late)).toEqual(goneLink('link_expired'));
    } finally {
      app.clock.now = startOfTests;
    }
    const malformed = await app.post('/api/account/confirm', { email: body.email, confirm: 'nope' });
    expect(malformed.status).toBe(400);
  });

  test('a referral code names the referrer when the programme is on', async () => {
    // Off (the default): the code is ignored, even an unknown one.
    expect((await register(registration({ referralCode: 'NOSUCHCODE' }))).status).toBe(200);
    const { features } = app.context.config;
    features.referralProgram = true;
    try {
      const unknown = await register(registration({ referralCode: 'NOSUCHCODE' }));
      expect((await errorOf(unknown)).issues).toEqual([
        { path: 'referralCode', code: 'invalid', message: 'Invalid field' },
      ]);
      const account = await confirmedAccount(app, { referralCode: 'demoplayer' });
      const row = await app.context.db
        .selectFrom('users')
        .select('referred_by')
        .where('id', '=', account.id)
        .executeTakeFirstOrThrow();
      expect(row.referred_by).toBe(1);
    } finally {
      features.referralProgram = false;
    }
  });
});

describe('registration guards', () => {
  let app: AccountsTestApp;
  let verifier: Server;
  let verdict: { success: boolean; score?: number; action?: string; hostname?: string } | 'down' = { success: false };
  const seen: URLSearchParams[] = [];

  beforeAll(async () => {
    verifier = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        seen.push(new URLSearchParams(body));
        if (verdict === 'down') {
          response.writeHead(502).end();
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(verdict));
      });
    });
    await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
    const base = testConfig();
    app = await createAccountsApp('pglite', {
      services: {
        ...base.services,
        recaptcha: {
          ...base.services.recaptcha,
          secret: 'test-secret',
          verifyUrl: `http://127.0.0.1:${(verifier.address() as AddressInfo).port}/siteverify`,
        },
      },
      accounts: { ...base.accounts, mailLimitPerClient: 4, usernameCheckLimit: 3 },
    });
  });
  afterAll(async () => {
    await app?.dispose();
    await new Promise((resolve) => verifier?.close(resolve));
  });

  test('the bot check refuses with the spec message, and asks for the register action', async () => {
    verdict = { success: false };
    const refused = await app.post('/api/account/register', registration({ botToken: 'bad-token' }));
    expect(refused.status).toBe(400);
    const error = await errorOf(refused);
    expect(error.message).toBe('Looks like you might not be a human');
    expect(error.issues).toEqual([
      { path: 'botToken', code: 'bot_refused', message: 'Looks like you might not be a human' },
    ]);
    expect(seen.at(-1)?.get('response')).toBe('bad-token');

    verdict = { success: true, score: 0.9, action: 'register', hostname: 'api.test' };
    expect((await app.post('/api/account/register', registration({ botToken: 'good-token' }))).status).toBe(200);

    verdict = 'down';
    const down = await app.post('/api/account/register', registration({ botToken: 'good-token' }));
    expect(down.status).toBe(503);
    expect((await errorOf(down)).code).toBe('service_unavailable');
  });

  const from = (address: string, email: string) =>
    app.app.request(
      '/api/account/password-reset',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) },
      { incoming: { socket: { remoteAddress: address } } },
    );

  test('mail-sending calls are throttled per client', async () => {
    // Four calls an hour from one client (this app's limit).
    const statuses: number[] = [];
    for (let call = 0; call < 6; call += 1) {
      const response = await from('198.51.100.7', `someone${call}@example.com`);
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get('retry-after'))).toBe(3600);
        expect((await errorOf(response)).code).toBe('too_many_requests');
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    // Another client is not held back.
    expect((await from('203.0.113.9', 'x@example.com')).status).toBe(200);
    // A new hour, a new allowance.
    app.clock.now = startOfTests + 3600_000;
    expect((await from('198.51.100.7', 'someone@example.com')).status).toBe(200);
  });

  test('one registration at the production password cost', async () => {
    const { auth } = app.context.config;
    const cheap = auth.scrypt;
    auth.scrypt = defaultScryptParams;
    try {
      verdict = { success: true, score: 0.9, action: 'register', hostname: 'api.test' };
      const body = registration({ botToken: 'good-token' });
      const response = await app.app.request(
        '/api/account/register',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
        { incoming: { socket: { remoteAddress: '198.51.100.200' } } },
      );
      expect(response.status).toBe(200);
      const row = await app.context.db
        .selectFrom('users')
        .select('password_hash')
        .where('email_key', '=', body.email.toLowerCase())
        .executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$/);
    } finally {
      auth.scrypt = cheap;
    }
  });

  test('username checks are rate-limited lightly', async () => {
    const statuses: number[] = [];
    for (let call = 0; call < 4; call += 1) {
      statuses.push((await app.get('/api/account/username-availability?username=Someone')).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
