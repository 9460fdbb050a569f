import { ApiError, endpoints } from '@mynacon/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { loadConfig } from '../src/config.ts';
import { createEmailDnsChecker } from '../src/services/email-dns.ts';
import { backends, createTestApp, type TestApp } from './helpers.ts';
import { type DnsStandIn, servicesConfig, startDnsStandIn } from './services-stand-ins.ts';

const zone = {
  'mail.test': { mx: [[10, 'mx1.mail.test'] as [number, string], [20, 'mx2.mail.test'] as [number, string]] },
  'a-only.test': { a: ['192.0.2.10'] },
  'v6-only.test': { aaaa: ['2001:db8::25'] },
  'null-mx.test': { mx: [[0, ''] as [number, string]], a: ['192.0.2.11'] },
  'no-records.test': {},
  'servfail.test': { rcode: 2 },
  'silent.test': { silent: true },
  'cached.test': { mx: [[10, 'mx.cached.test'] as [number, string]] },
  'upper.test': { a: ['192.0.2.12'] },
};

let dns: DnsStandIn;
beforeAll(async () => {
  dns = await startDnsStandIn(zone);
});
afterAll(async () => {
  await dns?.close();
});

// Long enough for a loaded machine to answer from loopback, short enough to wait for once per backend.
const timeoutMs = 800;

describe.each(backends)('e-mail DNS validation on %s', (backend) => {
  let app: TestApp;
  let clock = Date.UTC(2026, 8, 1);
  let address = 0;
  /** Each test speaks from its own address, so the rate limit of one never spills into another. */
  const nextClient = () => {
    address += 1;
    return `198.51.${Math.floor(address / 250)}.${(address % 250) + 1}`;
  };

  beforeAll(async () => {
    const services = servicesConfig({
      DNS_SERVERS: dns.server,
      DNS_TIMEOUT_MS: String(timeoutMs),
      DNS_CACHE_TTL: '300',
      DNS_RATE_LIMIT: '5',
    });
    app = await createTestApp(backend, { services }, { now: () => clock });
  });
  afterAll(async () => {
    await app?.dispose();
  });

  const post = (body: unknown, client: string, headers: Record<string, string> = {}) =>
    app.app.request(
      '/api/email-dns-validation',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      },
      { incoming: { socket: { remoteAddress: client } } },
    );
  const check = async (email: string) => {
    const response = await post({ email }, nextClient());
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return z.parse(endpoints.emailDnsValidation.response, await response.json());
  };

  test('a domain with MX records can receive mail', async () => {
    expect(await check('player@mail.test')).toEqual({ success: true, isValid: true });
  });

  test('without MX, an A or an AAAA record is enough', async () => {
    expect(await check('player@a-only.test')).toEqual({ success: true, isValid: true });
    expect(await check('player@v6-only.test')).toEqual({ success: true, isValid: true });
    expect(dns.queries).toContain('a-only.test A');
  });

  test('the null MX says no mail, even with an address record', async () => {
    expect(await check('player@null-mx.test')).toEqual({ success: true, isValid: false });
    expect(dns.queries).not.toContain('null-mx.test A');
  });

  test('NXDOMAIN and a domain without records are definite refusals', async () => {
    expect(await check('player@nowhere.test')).toEqual({ success: true, isValid: false });
    expect(await check('player@no-records.test')).toEqual({ success: true, isValid: false });
  });

  test('a failing resolver or a timeout is a failed check, which the portal accepts', async () => {
    expect(await check('player@servfail.test')).toEqual({ success: false, isValid: false });
    const started = performance.now();
    expect(await check('player@silent.test')).toEqual({ success: false, isValid: false });
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(timeoutMs - 20);
    expect(elapsed).toBeLessThan(timeoutMs + 1500);
  });

  test('answers are cached per domain, case-insensitively, until the TTL passes; failures are not', async () => {
    const asked = () => dns.queries.filter((query) => query === 'cached.test MX').length;
    const before = asked();
    expect(await check('one@cached.test')).toEqual({ success: true, isValid: true });
    expect(await check('two@CACHED.test')).toEqual({ success: true, isValid: true });
    expect(asked()).toBe(before + 1);
    clock += 299_000;
    await check('three@cached.test');
    expect(asked()).toBe(before + 1);
    clock += 2_000;
    await check('four@cached.test');
    expect(asked()).toBe(before + 2);

    const failures = () => dns.queries.filter((query) => query === 'servfail.test MX').length;
    const failedBefore = failures();
    await check('a@servfail.test');
    await check('b@servfail.test');
    expect(failures()).toBe(failedBefore + 2);
  });

  test('simultaneous checks of one domain share one lookup', async () => {
    const asked = () => dns.queries.filter((query) => query === 'upper.test MX').length;
    const before = asked();
    const answers = await Promise.all(['a@upper.test', 'b@UPPER.TEST', 'c@upper.test'].map(check));
    expect(answers).toEqual(Array(3).fill({ success: true, isValid: true }));
    expect(asked()).toBe(before + 1);
  });

  test('a malformed address is 400 with the spec’s message, before any lookup', async () => {
    const before = dns.queries.length;
    for (const email of ['', 'player', 'player@localhost', 'a b@mail.test', `${'a'.repeat(250)}@mail.test`]) {
      const response = await post({ email }, nextClient());
      expect(response.status, email).toBe(400);
      const error = z.parse(ApiError, await response.json()).error;
      expect(error).toMatchObject({
        code: 'invalid_body',
        issues: [{ path: 'email', code: 'email_format', message: 'Invalid email format' }],
      });
    }
    expect((await post({}, nextClient())).status).toBe(400);
    expect((await post('{"email":', nextClient())).status).toBe(400);
    expect((await post({ email: 'player@mail.test' }, nextClient(), { 'content-type': 'text/plain' })).status).toBe(
      415,
    );
    expect((await post({ email: `${'a'.repeat(5000)}@mail.test` }, nextClient())).status).toBe(413);
    expect(dns.queries.length).toBe(before);
  });

  test('each client address is limited lightly, with Retry-After', async () => {
    const client = nextClient();
    for (let index = 0; index < 5; index += 1) {
      expect((await post({ email: 'player@mail.test' }, client)).status).toBe(200);
    }
    const limited = await post({ email: 'player@mail.test' }, client);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('12');
    expect(z.parse(ApiError, await limited.json()).error.code).toBe('too_many_requests');
    expect((await post({ email: 'player@mail.test' }, nextClient())).status).toBe(200);
    clock += 12_000;
    expect((await post({ email: 'player@mail.test' }, client)).status).toBe(200);
    expect((await post({ email: 'player@mail.test' }, client)).status).toBe(429);
  });

  test('other methods are 405 with Allow: POST', async () => {
    const response = await app.get('/api/email-dns-validation');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  test('fuzz: any body gets a contract answer or a JSON error, never a 5xx', async () => {
    const bodies = fc.oneof(
      fc.record({ email: fc.emailAddress() }),
      fc.record({ email: fc.string({ maxLength: 300 }) }),
      fc.record({ email: fc.constantFrom('x@mail.test', 'x@nowhere.test', 'x@servfail.test', 'x@null-mx.test') }),
      fc.anything(),
      fc.jsonValue(),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          bodies.map((body) => JSON.stringify(body) ?? 'null'),
          fc.string(),
        ),
        async (text) => {
          const response = await post(text, nextClient());
          expect(response.status).toBeLessThan(500);
          const body = await response.json();
          if (response.status === 200) z.parse(endpoints.emailDnsValidation.response, body);
          else z.parse(ApiError, body);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe.each(backends)('e-mail DNS validation switched off on %s', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    const base = loadConfig({ DEVELOPMENT_MODE: 'true', DNS_SERVERS: dns.server });
    if (!base.ok) throw new Error(base.problems.join('\n'));
    app = await createTestApp(backend, {
      services: base.config.services,
      features: { ...base.config.features, enableDnsValidation: false },
    });
  });
  afterAll(async () => {
    await app?.dispose();
  });

  test('every well-formed address is valid, without a lookup; a malformed one is still 400', async () => {
    const before = dns.queries.length;
    const request = (email: string) =>
      app.app.request('/api/email-dns-validation', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
    const response = await request('player@nowhere.test');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, isValid: true });
    expect((await request('player')).status).toBe(400);
    expect(dns.queries.length).toBe(before);
  });
});

describe('the checker on its own', () => {
  test('the cache keeps at most its capacity, dropping the least recently used domain', async () => {
    const clock = 0;
    const checker = createEmailDnsChecker({
      servers: [dns.server],
      timeoutMs: 1000,
      cacheTtl: 300,
      now: () => clock,
      maxEntries: 2,
    });
    const asked = (name: string) => dns.queries.filter((query) => query === `${name} MX`).length;
    const before = asked('mail.test');
    await checker.check('mail.test');
    await checker.check('a-only.test');
    await checker.check('mail.test');
    await checker.check('v6-only.test');
    expect(asked('mail.test')).toBe(before + 1);
    const aOnly = asked('a-only.test');
    await checker.check('a-only.test');
    expect(asked('a-only.test')).toBe(aOnly + 1);
  });

  test('a trailing dot names the same domain', async () => {
    const checker = createEmailDnsChecker({ servers: [dns.server], timeoutMs: 1000, cacheTtl: 300, now: () => 0 });
    expect(await checker.check('Mail.Test.')).toEqual({ success: true, isValid: true });
  });
});

describe('configuration of the services module', () => {
  test('defaults', () => {
    expect(servicesConfig({})).toEqual({
      dns: { servers: [], timeoutMs: 2000, cacheTtl: 300, rateLimit: 60 },
      trustProxyHops: 0,
      trustedProxies: [],
      recaptcha: {
        siteKey: undefined,
        secret: undefined,
        scriptUrl: 'https://www.google.com/recaptcha/api.js',
        verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
        minScore: 0.5,
        scriptTtl: 3600,
        timeoutMs: 3000,
      },
      monitoring: { dsn: undefined, maxBytes: 1_048_576, timeoutMs: 5000, rateLimit: 60 },
      writeLimit: { burst: 60, perMinute: 20 },
    });
  });

  test('values from the environment', () => {
    const services = servicesConfig({
      DNS_SERVERS: '192.0.2.53, 192.0.2.54:5353, 2001:db8::53, [2001:db8::54]:53',
      RECAPTCHA_MIN_SCORE: '0.7',
      MONITORING_DSN: 'https://abc123@o1.ingest.example.io/4507',
      TRUST_PROXY_HOPS: '1',
      TRUSTED_PROXIES: '10.0.0.0/8, 2001:db8:1::1',
    });
    expect(services.dns.servers).toEqual(['192.0.2.53', '192.0.2.54:5353', '2001:db8::53', '[2001:db8::54]:53']);
    expect(services.recaptcha.minScore).toBe(0.7);
    expect(services.trustProxyHops).toBe(1);
    expect(services.trustedProxies).toEqual(['10.0.0.0/8', '2001:db8:1::1']);
    expect(services.monitoring.dsn).toEqual({
      value: 'https://abc123@o1.ingest.example.io/4507',
      host: 'o1.ingest.example.io',
      projectId: '4507',
      envelopeUrl: 'https://o1.ingest.example.io/api/4507/envelope/',
    });
    expect(servicesConfig({ MONITORING_DSN: 'https://key@sentry.example:9000/errors/12' }).monitoring.dsn).toEqual({
      value: 'https://key@sentry.example:9000/errors/12',
      host: 'sentry.example:9000',
      projectId: '12',
      envelopeUrl: 'https://sentry.example:9000/errors/api/12/envelope/',
    });
  });

  test('one clear message per wrong value; the DSN is not echoed', () => {
    const result = loadConfig({
      DEVELOPMENT_MODE: 'true',
      DNS_SERVERS: '192.0.2.53,dns.example',
      DNS_TIMEOUT_MS: '0',
      RECAPTCHA_MIN_SCORE: '1.5',
      RECAPTCHA_SITE_KEY: 'no spaces',
      RECAPTCHA_VERIFY_URL: 'ftp://verify.example',
      MONITORING_DSN: 'https://secret-key@sentry.example/not-a-project',
      MONITORING_MAX_BYTES: '10',
    });
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems).toEqual([
      'DNS_SERVERS="192.0.2.53,dns.example" is not valid: expected comma-separated IP addresses, each optionally with :port.',
      'RECAPTCHA_MIN_SCORE="1.5" is not valid: expected a number from 0 to 1, such as 0.5.',
      'RECAPTCHA_SITE_KEY="no spaces" is not valid: expected letters, digits, - and _ (8 to 100 characters).',
      'MONITORING_DSN is not valid: expected https://<publicKey>@<host>/<projectId> (value not shown).',
      'DNS_TIMEOUT_MS="0" is not valid: expected a whole number from 10 to 30000.',
      'RECAPTCHA_VERIFY_URL="ftp://verify.example" is not valid: expected an absolute http:// or https:// URL without a trailing slash.',
      'MONITORING_MAX_BYTES="10" is not valid: expected a whole number from 1024 to 20971520.',
    ]);
    expect(result.ok ? '' : result.problems.join('\n')).not.toContain('secret-key');
  });
});
