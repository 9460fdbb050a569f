import { ApiError } from '@mynacon/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import * as z from 'zod/mini';
import type { ServerContext } from '../src/context.ts';
import type { ServicesConfig } from '../src/services/config.ts';
import { botRefusedMessage, checkBotToken } from '../src/services/recaptcha.ts';
import { appPerBlock, backends, createTestApp, type TestApp } from './helpers.ts';
import { type HttpStandIn, json, type StandInHandler, servicesConfig, startHttpStandIn } from './services-stand-ins.ts';

const siteKey = '6LeStandInSiteKey_0000000000000000000000';
const secret = 'stand-in-secret';

/** The upstream script: echoes its query so that a test can see what was asked. */
const script =
  (status = 200): StandInHandler =>
  (request, response) => {
    response.writeHead(status, { 'content-type': 'text/javascript' });
    response.end(`/* loader ${new URL(request.url, 'http://x').search} */`);
  };

/** The verification upstream: the token says what to answer. */
const verify: StandInHandler = (request, response) => {
  const form = new URLSearchParams(request.body.toString('utf8'));
  const token = form.get('response') ?? '';
  const answers: Record<string, object> = {
    human: { success: true, score: 0.9, action: 'register', hostname: 'api.test' },
    borderline: { success: true, score: 0.5, action: 'register', hostname: 'API.test' },
    bot: { success: true, score: 0.3, action: 'register', hostname: 'api.test' },
    other: { success: true, score: 0.9, action: 'signin', hostname: 'api.test' },
    unscored: { success: true, action: 'register', hostname: 'api.test' },
    // Solved on a site that embeds our key: a good score, but not for this site.
    elsewhere: { success: true, score: 0.9, action: 'register', hostname: 'evil.example' },
    hostless: { success: true, score: 0.9, action: 'register' },
    expired: { success: false, 'error-codes': ['timeout-or-duplicate'] },
    misconfigured: { success: false, 'error-codes': ['invalid-input-secret'] },
  };
  if (token === 'broken') {
    response.writeHead(500);
    response.end('upstream down');
  } else if (token === 'html') {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<html>maintenance</html>');
  } else if (token === 'hang') {
    // Never answers: the caller's deadline must end the wait.
  } else {
    json(200, answers[token] ?? { success: false, 'error-codes': ['invalid-input-response'] })(request, response);
  }
};

let upstream: HttpStandIn;
let verifier: HttpStandIn;
beforeAll(async () => {
  upstream = await startHttpStandIn(script());
  verifier = await startHttpStandIn(verify);
});
afterAll(async () => {
  await upstream?.close();
  await verifier?.close();
});

describe.each(backends)('bot protection on %s', (backend) => {
  let clock = Date.UTC(2026, 8, 1);

  const app = appPerBlock(async () => {
    const services = servicesConfig({
      RECAPTCHA_SITE_KEY: siteKey,
      RECAPTCHA_SECRET: secret,
      RECAPTCHA_SCRIPT_URL: `${upstream.url}/recaptcha/api.js`,
      RECAPTCHA_VERIFY_URL: `${verifier.url}/siteverify`,
      RECAPTCHA_SCRIPT_TTL: '600',
    });
    return createTestApp(backend, { services }, { now: () => clock });
  });
  beforeEach(() => {
    upstream.handle(script());
  });

  describe('the script at /api/recaptcha', () => {
    test('is fetched for the configured site key, served as JavaScript with a short Cache-Control, and kept', async () => {
      const before = upstream.requests.length;
      const response = await app.get('/api/recaptcha?render=someone-elses-key');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      expect(await response.text()).toBe(`/* loader ?render=${siteKey} */`);
      expect(upstream.requests.at(-1)?.url).toBe(`/recaptcha/api.js?render=${siteKey}`);
      expect((await app.get('/api/recaptcha')).status).toBe(200);
      expect(upstream.requests.length).toBe(before + 1);
    });

    test('the language and the onload callback are passed on and kept apart', async () => {
      const response = await app.get('/api/recaptcha?hl=fr&onload=onCaptchaReady');
      expect(await response.text()).toBe(`/* loader ?render=${siteKey}&hl=fr&onload=onCaptchaReady */`);
      const bad = await app.get('/api/recaptcha?onload=alert(1)');
      expect(bad.status).toBe(400);
      expect(z.parse(ApiError, await bad.json()).error).toMatchObject({
        code: 'invalid_query',
        issues: [{ path: 'onload' }],
      });
      expect((await app.get('/api/recaptcha?hl=%22%3E')).status).toBe(400);
    });

    test('is fetched again after its TTL, and a stale copy is served while the upstream is down', async () => {
      await app.get('/api/recaptcha?hl=de');
      const before = upstream.requests.length;
      clock += 601_000;
      upstream.handle(script(503));
      const stale = await app.get('/api/recaptcha?hl=de');
      expect(stale.status).toBe(200);
      expect(await stale.text()).toBe(`/* loader ?render=${siteKey}&hl=de */`);
      expect(upstream.requests.length).toBe(before + 1);
    });

    test('502 when the upstream fails and nothing is kept; 200 once it is back', async () => {
      upstream.handle(script(500));
      const failed = await app.get('/api/recaptcha?hl=it');
      expect(failed.status).toBe(502);
      expect(z.parse(ApiError, await failed.json()).error.code).toBe('bad_gateway');
      upstream.handle((_request, response) => response.destroy());
      expect((await app.get('/api/recaptcha?hl=it')).status).toBe(502);
      upstream.handle(script());
      expect((await app.get('/api/recaptcha?hl=it')).status).toBe(200);
    });

    test('HEAD answers without a body; other methods are 405', async () => {
      const head = await app.app.request('/api/recaptcha', { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(await head.text()).toBe('');
      const post = await app.app.request('/api/recaptcha', { method: 'POST' });
      expect(post.status).toBe(405);
      expect(post.headers.get('allow')).toBe('GET, HEAD');
    });

    test('fuzz: any query string answers the script or a JSON error, never a 5xx', async () => {
      await fc.assert(
        fc.asyncProperty(fc.webQueryParameters(), async (query) => {
          const response = await app.get(`/api/recaptcha?${query}`);
          expect(response.status).toBeLessThan(500);
          if (response.status !== 200) z.parse(ApiError, await response.json());
        }),
        { numRuns: 100 },
      );
    });
  });

  describe('checkBotToken', () => {
    const context = (): ServerContext => app.context;
    /** The app's context with other bot-protection settings. */
    const withRecaptcha = (changes: Partial<ServicesConfig['recaptcha']>): ServerContext => {
      const { config } = app.context;
      const recaptcha = { ...config.services.recaptcha, ...changes };
      return { ...app.context, config: { ...config, services: { ...config.services, recaptcha } } };
    };

    test('ok for a human score on the expected action; the form carries secret, response and remoteip', async () => {
      expect(await checkBotToken(context(), 'human', 'register', '203.0.113.7')).toBe('ok');
      const form = new URLSearchParams(verifier.requests.at(-1)?.body.toString('utf8'));
      expect(verifier.requests.at(-1)?.headers['content-type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
      expect(Object.fromEntries(form)).toEqual({ secret, response: 'human', remoteip: '203.0.113.7' });
      expect(await checkBotToken(context(), 'borderline', 'register')).toBe('ok');
      expect(new URLSearchParams(verifier.requests.at(-1)?.body.toString('utf8')).has('remoteip')).toBe(false);
    });

    test('refused for a low score, another action, a missing score or a token the upstream rejects', async () => {
      expect(await checkBotToken(context(), 'bot', 'register')).toBe('refused');
      expect(await checkBotToken(context(), 'other', 'register')).toBe('refused');
      expect(await checkBotToken(context(), 'human', 'contact')).toBe('refused');
      expect(await checkBotToken(context(), 'unscored', 'register')).toBe('refused');
      expect(await checkBotToken(context(), 'expired', 'register')).toBe('refused');
      expect(await checkBotToken(context(), 'forged', 'register')).toBe('refused');
    });

    test('refused for a token solved on another host than PUBLIC_BASE_URL’s, or an answer naming none', async () => {
      expect(await checkBotToken(context(), 'elsewhere', 'register')).toBe('refused');
      expect(await checkBotToken(context(), 'hostless', 'register')).toBe('refused');
    });

    test('refused without asking upstream when the token is missing, blank or absurdly long', async () => {
      const before = verifier.requests.length;
      expect(await checkBotToken(context(), undefined, 'register')).toBe('refused');
      expect(await checkBotToken(context(), '', 'register')).toBe('refused');
      expect(await checkBotToken(context(), '   ', 'register')).toBe('refused');
      expect(await checkBotToken(context(), 'x'.repeat(10_001), 'register')).toBe('refused');
      expect(verifier.requests.length).toBe(before);
    });

    test('unavailable when the upstream fails, answers something else, times out or refuses our secret', async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        expect(await checkBotToken(context(), 'broken', 'register')).toBe('unavailable');
        expect(await checkBotToken(context(), 'html', 'register')).toBe('unavailable');
        const started = performance.now();
        expect(await checkBotToken(withRecaptcha({ timeoutMs: 150 }), 'hang', 'register')).toBe('unavailable');
        expect(performance.now() - started).toBeLessThan(2000);
        expect(await checkBotToken(context(), 'misconfigured', 'register')).toBe('unavailable');
        expect(errors).toHaveBeenCalledWith(expect.stringContaining('RECAPTCHA_SECRET'));
      } finally {
        errors.mockRestore();
      }
      const unreachable = withRecaptcha({ verifyUrl: 'http://127.0.0.1:1/siteverify' });
      expect(await checkBotToken(unreachable, 'human', 'register')).toBe('unavailable');
    });

    test('ok without any call when no secret is configured', async () => {
      const before = verifier.requests.length;
      const open = {
        ...context(),
        config: {
          ...context().config,
          services: {
            ...context().config.services,
            recaptcha: { ...context().config.services.recaptcha, secret: undefined },
          },
        },
      };
      expect(await checkBotToken(open, undefined, 'register')).toBe('ok');
      expect(verifier.requests.length).toBe(before);
    });
  });
});

describe.each(backends)('bot protection not configured on %s', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(backend);
  });
  afterAll(async () => {
    await app?.dispose();
  });

  test('/api/recaptcha is a JSON 404 and nothing is fetched', async () => {
    const before = upstream.requests.length;
    const response = await app.get('/api/recaptcha');
    expect(response.status).toBe(404);
    expect(z.parse(ApiError, await response.json()).error.code).toBe('not_found');
    expect(upstream.requests.length).toBe(before);
  });

  test('every token passes, as in development', async () => {
    expect(await checkBotToken(app.context, undefined, 'signin')).toBe('ok');
  });
});

test('the refusal message is the spec’s', () => {
  expect(botRefusedMessage).toBe('Looks like you might not be a human');
});
