// The portal's security headers and its build-info files (apps/api/src/http/portal.ts), on a small fake build:
// the CSP with the shell's inline-script hashes and only the configured third-party hosts, Permissions-Policy,
// Referrer-Policy, HSTS only over HTTPS, and `builds/` answered with no-cache and read afresh.
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { locales } from '@mynacon/contract';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { encodedEtag } from '../src/http/encoding.ts';
import { signedInPageDrawer } from '../src/http/portal/signed-in-pages.ts';
import {
  inlineScriptHashes,
  mountPortal,
  type PortalOptions,
  portalContentSecurityPolicy,
  portalPermissionsPolicy,
  portalSecurityOptions,
} from '../src/http/portal.ts';
import { backends, createTestApp, temporaryFolder } from './helpers.ts';

const inlineScript = 'window.__portalBoot = { started: Date.now() };';
const inlineHash = `sha256-${createHash('sha256').update(inlineScript).digest('base64')}`;

let distDir: string;

function write(relative: string, content: string): void {
  const file = path.join(distDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(() => {
  distDir = temporaryFolder('portal-dist');
  write('portal-build.json', JSON.stringify({ i18nVersion: 'v1', locales, defaultLocale: 'en-GB' }));
  for (const locale of locales) {
    write(
      `shells/${locale}.html`,
      `<!doctype html><html lang="${locale}"><head><script>${inlineScript}</script>` +
        '<script type="module" crossorigin src="/assets/index-abc123.js"></script></head>' +
        '<body><div id="root"></div></body></html>',
    );
  }
  write('assets/index-abc123.js', 'console.log("app");');
  write('_i18n/en-GB/messages.json', '{"portal.shell.brand":"Mynacon"}');
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('builds/latest.json', '{"id":"build-1","timestamp":1}\n');
  write('builds/meta/build-1.json', '{"id":"build-1","timestamp":1,"prerendered":[]}\n');
});

afterAll(() => {
  rmSync(distDir, { recursive: true, force: true });
});

/** A bare app with the portal mounted; `config` stands in for the API's own public configuration. */
function portalApp(options: Omit<PortalOptions, 'distDir'> = {}, config?: Record<string, unknown>) {
  const app = new Hono();
  let configReads = 0;
  if (config) {
    app.get('/api/cache/public/config', (c) => {
      configReads += 1;
      return c.json(config);
    });
  }
  mountPortal(app, { distDir, ...options });
  return {
    // Every request comes from 10.0.0.2 (a proxy when the options list it).
    get: (url: string, headers: Record<string, string> = {}) =>
      app.request(url, { headers }, { incoming: { socket: { remoteAddress: '10.0.0.2' } } }),
    configReads: () => configReads,
  };
}

function directives(csp: string | null): Map<string, string[]> {
  return new Map(
    (csp ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

const recaptchaHosts = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const tagManagerHost = 'https://www.googletagmanager.com';

describe('the shell CSP', () => {
  test("allows exactly the app's scripts: its origin and the shell's inline script by hash", async () => {
    const response = await portalApp({}, { recaptchaSiteKey: null, tagManagerCode: null }).get('/en-GB/login');
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy');
    expect(csp).toBe(portalContentSecurityPolicy({ scriptHashes: [inlineHash] }));
    const policy = directives(csp);
    expect(policy.get('script-src')).toEqual(["'self'", `'${inlineHash}'`]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(csp).not.toContain('google');
    expect(csp).not.toContain("'unsafe-eval'");
  });

  test('the hashes are those of the inline scripts only, as the browser computes them', () => {
    expect(inlineScriptHashes(`<script>${inlineScript}</script><script src="/a.js"></script>`)).toEqual([inlineHash]);
    expect(
      inlineScriptHashes('<script type="module" crossorigin src="/assets/x.js"></script><SCRIPT>a()</SCRIPT >'),
    ).toEqual([`sha256-${createHash('sha256').update('a()').digest('base64')}`]);
    expect(inlineScriptHashes('<html><body>no scripts</body></html>')).toEqual([]);
  });

  test('adds the bot-protection and tag-manager hosts only when the public configuration has them', async () => {
    const portal = portalApp({}, { recaptchaSiteKey: '6LeSiteKey_000000', tagManagerCode: 'GTM-AB12CD3' });
    const policy = directives((await portal.get('/fr-FR/')).headers.get('content-security-policy'));
    expect(policy.get('script-src')).toEqual(["'self'", `'${inlineHash}'`, ...recaptchaHosts, tagManagerHost]);
    expect(policy.get('frame-src')).toEqual([
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      tagManagerHost,
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ]);
    // Read once, then remembered.
    await portal.get('/de-DE/support');
    await portal.get('/externallogin/twitch');
    expect(portal.configReads()).toBe(1);

    const onlyTagManager = directives(
      (await portalApp({}, { recaptchaSiteKey: null, tagManagerCode: 'GTM-AB12CD3' }).get('/en-GB/')).headers.get(
        'content-security-policy',
      ),
    );
    expect(onlyTagManager.get('script-src')).toEqual(["'self'", `'${inlineHash}'`, tagManagerHost]);
    expect(onlyTagManager.get('frame-src')).toEqual(["'none'"]);
  });

  test('the pages with a secret in their address (recovery, newsletter preferences) allow no third-party script and send no referrer', async () => {
    const portal = portalApp({}, { recaptchaSiteKey: '6LeSiteKey_000000', tagManagerCode: 'GTM-AB12CD3' });
    for (const page of [
      '/en-GB/customer/resetpassword?email=a%40b.test&token=abc',
      '/de-DE/confirmation?email=a%40b.test&confirm=abc',
      '/fr-FR/confirmation/',
      `/it-IT/newsletter/${'ab'.repeat(32)}`,
      `/en-US/newsletter/${'AB'.repeat(32)}/`,
    ]) {
      const response = await portal.get(page);
      expect(response.status, page).toBe(200);
      expect(response.headers.get('referrer-policy'), page).toBe('no-referrer');
      const policy = directives(response.headers.get('content-security-policy'));
      expect(policy.get('script-src'), page).toEqual(["'self'", `'${inlineHash}'`]);
      expect(policy.get('connect-src'), page).toEqual(["'self'"]);
      expect(policy.get('frame-src'), page).toEqual(["'none'"]);
    }
    // Every other page keeps its configured hosts and the usual referrer policy.
    for (const page of ['/en-GB/login', '/en-GB/newsletters', `/en-GB/newsletters/${'ab'.repeat(32)}`]) {
      const other = await portal.get(page);
      expect(other.headers.get('referrer-policy'), page).toBe('strict-origin-when-cross-origin');
      expect(directives(other.headers.get('content-security-policy')).get('script-src'), page).toContain(
        tagManagerHost,
      );
    }
  });

  test('explicit third-party options win over the configuration; a configuration that fails allows none', async () => {
    const explicit = portalApp(
      { thirdParty: { recaptcha: true, tagManager: false } },
      { tagManagerCode: 'GTM-AB12CD3' },
    );
    const policy = directives((await explicit.get('/en-GB/')).headers.get('content-security-policy'));
    expect(policy.get('script-src')).toEqual(["'self'", `'${inlineHash}'`, ...recaptchaHosts]);
    expect(explicit.configReads()).toBe(0);

    const failing = portalApp();
    const answer = await failing.get('/en-GB/');
    expect(answer.status).toBe(200);
    expect(directives(answer.headers.get('content-security-policy')).get('script-src')).toEqual([
      "'self'",
      `'${inlineHash}'`,
    ]);
  });

  test('a policy given as text is sent as is; false sends none', async () => {
    expect(
      (await portalApp({ contentSecurityPolicy: "default-src 'none'" }).get('/en-GB/')).headers.get(
        'content-security-policy',
      ),
    ).toBe("default-src 'none'");
    expect(
      (await portalApp({ contentSecurityPolicy: false }).get('/en-GB/')).headers.has('content-security-policy'),
    ).toBe(false);
  });
});

describe('the other security headers', () => {
  test('shells: Permissions-Policy, Referrer-Policy, nosniff, no framing; other files: Referrer-Policy and nosniff', async () => {
    const portal = portalApp({ thirdParty: { recaptcha: false, tagManager: false } });
    const shell = await portal.get('/it-IT/playtests');
    expect(shell.headers.get('permissions-policy')).toBe(portalPermissionsPolicy);
    expect(portalPermissionsPolicy).toContain('camera=()');
    expect(portalPermissionsPolicy).toContain('geolocation=()');
    expect(shell.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(shell.headers.get('x-content-type-options')).toBe('nosniff');
    expect(shell.headers.get('x-frame-options')).toBe('DENY');
    for (const file of ['/assets/index-abc123.js', '/favicon.svg', '/builds/latest.json']) {
      const response = await portal.get(file);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('referrer-policy'), file).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-content-type-options'), file).toBe('nosniff');
    }
  });

  test('HSTS only over HTTPS: an https public address, or X-Forwarded-Proto from a trusted proxy', async () => {
    const none = { thirdParty: { recaptcha: false, tagManager: false } };
    const hsts = async (options: Omit<PortalOptions, 'distDir'>, url: string, headers: Record<string, string> = {}) =>
      (await portalApp({ ...none, ...options }).get(url, headers)).headers.get('strict-transport-security');

    expect(await hsts({}, '/en-GB/')).toBeNull();
    expect(await hsts({ publicBaseUrl: 'http://localhost:3000' }, '/en-GB/')).toBeNull();
    // Without a trusted proxy the header is the client's word: not believed.
    expect(await hsts({}, '/en-GB/', { 'x-forwarded-proto': 'https' })).toBeNull();

    const https = { publicBaseUrl: 'https://portal.example.com' };
    for (const url of ['/en-GB/', '/assets/index-abc123.js', '/login', '/builds/latest.json', '/assets/missing.js']) {
      expect(await hsts(https, url), url).toBe('max-age=31536000');
    }
    expect(await hsts({}, 'https://portal.example.com/en-GB/')).toBe('max-age=31536000');

    const proxied = { trustProxyHops: 1, trustedProxies: ['10.0.0.0/8'] };
    // From a peer that is not a configured proxy the header is the client's word.
    expect(
      await hsts({ trustProxyHops: 1, trustedProxies: ['192.0.2.1'] }, '/en-GB/', { 'x-forwarded-proto': 'https' }),
    ).toBeNull();
    expect(await hsts(proxied, '/en-GB/', { 'x-forwarded-proto': 'https' })).toBe('max-age=31536000');
    // Subdomains only when configured, and still only over HTTPS.
    const subdomains = { ...https, hstsIncludeSubDomains: true };
    expect(await hsts(subdomains, '/en-GB/')).toBe('max-age=31536000; includeSubDomains');
    expect(await hsts({ hstsIncludeSubDomains: true }, '/en-GB/')).toBeNull();
    expect(await hsts(proxied, '/en-GB/', { 'x-forwarded-proto': 'http' })).toBeNull();
    // The client wrote the first entry, our proxy the last.
    expect(await hsts(proxied, '/en-GB/', { 'x-forwarded-proto': 'https, http' })).toBeNull();
    expect(await hsts(proxied, '/en-GB/', { 'x-forwarded-proto': 'http, https' })).toBe('max-age=31536000');
    expect(await hsts({ ...proxied, trustProxyHops: 2 }, '/en-GB/', { 'x-forwarded-proto': 'http, https, http' })).toBe(
      'max-age=31536000',
    );
  });

  test("the options follow the server's configuration", () => {
    // Behind trusted proxies at an https address: a production configuration.
    const result = loadConfig({
      AUTH_SECRET: 'a-secret-of-this-installation-0123456789',
      RECAPTCHA_SECRET: 'bot-secret',
      MAIL_DISABLED: 'true',
      PUBLIC_BASE_URL: 'https://portal.example.com',
      TRUST_PROXY_HOPS: '2',
      TRUSTED_PROXIES: '10.0.0.0/8',
      RECAPTCHA_SITE_KEY: '6LeSiteKey_000000',
    });
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(portalSecurityOptions(result.config)).toEqual({
      thirdParty: { recaptcha: true, tagManager: false },
      publicBaseUrl: 'https://portal.example.com',
      trustProxyHops: 2,
      trustedProxies: ['10.0.0.0/8'],
    });
    const subdomains = loadConfig({ DEVELOPMENT_MODE: 'true', HSTS_INCLUDE_SUBDOMAINS: 'true' });
    expect(subdomains.ok && portalSecurityOptions(subdomains.config).hstsIncludeSubDomains).toBe(true);
  });
});

describe('the build-info files', () => {
  test('builds/latest.json: no-cache with an ETag, and a new deploy is seen without a restart', async () => {
    const portal = portalApp({ thirdParty: { recaptcha: false, tagManager: false } });
    const first = await portal.get('/builds/latest.json?timestamp=123');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await first.json()).toEqual({ id: 'build-1', timestamp: 1 });
    const etag = first.headers.get('etag') ?? '';
    expect((await portal.get('/builds/latest.json', { 'if-none-match': etag })).status).toBe(304);

    write('builds/latest.json', '{"id":"build-2","timestamp":2}\n');
    // A different modification time, as a later deploy has (the clock may not have ticked in between).
    utimesSync(path.join(distDir, 'builds/latest.json'), new Date(2030, 0, 1), new Date(2030, 0, 1));
    const second = await portal.get('/builds/latest.json?timestamp=456');
    expect(await second.json()).toEqual({ id: 'build-2', timestamp: 2 });
    expect(second.headers.get('etag')).not.toBe(etag);
    expect((await portal.get('/builds/latest.json', { 'if-none-match': etag })).status).toBe(200);
    write('builds/latest.json', '{"id":"build-1","timestamp":1}\n');
  });

  test('builds/meta/{id}.json: no-cache; nothing else under builds/, and no way out of it', async () => {
    const portal = portalApp({ thirdParty: { recaptcha: false, tagManager: false } });
    const meta = await portal.get('/builds/meta/build-1.json');
    expect(meta.status).toBe(200);
    expect(meta.headers.get('cache-control')).toBe('no-cache');
    expect((await meta.json()).prerendered).toEqual([]);
    for (const url of [
      '/builds/meta/build-9.json',
      '/builds/other.json',
      '/builds/',
      '/builds/meta/..%2f..%2fportal-build.json',
      '/builds/meta/build-1.json.map',
      '/builds/_payload.json',
    ]) {
      const response = await portal.get(url);
      expect(response.status, url).toBe(404);
      expect((await response.json()).error.code, url).toBe('not_found');
    }
    // Dot segments are resolved before routing: this is `/portal-build.json`, a page address, not the file.
    const dotted = await portal.get('/builds/meta/../../portal-build.json');
    expect(dotted.status).toBe(302);
    expect(await dotted.text()).not.toContain('i18nVersion');
  });
});

describe.each(backends)('with the real public configuration (%s)', (backend) => {
  test('the CSP follows RECAPTCHA_SITE_KEY and TAG_MANAGER_CODE', async () => {
    const result = loadConfig({
      DEVELOPMENT_MODE: 'true',
      RECAPTCHA_SITE_KEY: '6LeSiteKey_000000',
      TAG_MANAGER_CODE: 'GTM-AB12CD3',
    });
    if (!result.ok) throw new Error(result.problems.join('\n'));
    const app = await createTestApp(
      backend,
      { services: result.config.services, portal: result.config.portal },
      { mountPortal: (hono) => mountPortal(hono, { distDir }) },
    );
    try {
      const policy = directives((await app.get('/en-GB/')).headers.get('content-security-policy'));
      expect(policy.get('script-src')).toEqual(["'self'", `'${inlineHash}'`, ...recaptchaHosts, tagManagerHost]);
    } finally {
      await app.dispose();
    }
    const plain = await createTestApp(backend, {}, { mountPortal: (hono) => mountPortal(hono, { distDir }) });
    try {
      const policy = directives((await plain.get('/en-GB/')).headers.get('content-security-policy'));
      expect(policy.get('script-src')).toEqual(["'self'", `'${inlineHash}'`]);
    } finally {
      await plain.dispose();
    }
  });
});

describe('prerendered pages (decision 051)', () => {
  const pageScript = 'window.__prerendered = true;';
  const pageHash = `sha256-${createHash('sha256').update(pageScript).digest('base64')}`;
  let prerenderDist: string;
  // The external sign-in buttons' empty place, as the build draws it, and their template (decision 051).
  const slot = '<div data-part="external-sign-in" class="slot"></div>';
  const externalSignIn = {
    slot,
    tokens: { code: 'Code', label: 'Label', displayClass: 'Display', environment: 'Env', items: 'Items' },
    locales: {
      'fr-FR': {
        section: '<section><h2>Autres moyens</h2><ul>Items</ul></section>',
        item: '<li><button data-method="Code" data-environment="Env" class="button Display">Continuer avec Label</button></li>',
      },
    },
  };
  const page = (marker: string) =>
    `<!doctype html><html lang="fr-FR"><head><script>${pageScript}</script></head>` +
    `<body><div id="root" data-prerendered="${marker}">${'<p>Se connecter</p>'.repeat(60)}${slot}</div></body></html>`;

  // A page whose frame has a part that a flag on by default adds (decision 068: the footer's game-support link).
  const gameSupportLink = '<li><a href="/fr-FR/support/games">Assistance jeux</a></li>';
  const withFooter = (marker: string) =>
    page(`${marker}" data-features="gameSupport`).replace(
      '</div></body>',
      `<footer><ul><li><a href="/fr-FR/support">Assistance</a></li>${gameSupportLink}` +
        '<li><a href="/fr-FR/contact">Contact</a></li></ul></footer></div></body>',
    );

  beforeAll(() => {
    prerenderDist = temporaryFolder('portal-prerendered');
    const put = (relative: string, content: string) => {
      mkdirSync(path.dirname(path.join(prerenderDist, relative)), { recursive: true });
      writeFileSync(path.join(prerenderDist, relative), content);
    };
    put('portal-build.json', JSON.stringify({ i18nVersion: 'v1', locales, defaultLocale: 'en-GB' }));
    for (const locale of locales) {
      put(`shells/${locale}.html`, `<!doctype html><html lang="${locale}"><body><div id="root"></div></body></html>`);
    }
    put('prerendered/fr-FR/login.html', page('fr-FR:login'));
    put('prerendered/fr-FR/_content-page.html', page('fr-FR:content-page'));
    put('prerendered/fr-FR/register.html', page('fr-FR:register'));
    put('prerendered/fr-FR/register.referralProgram.html', page('fr-FR:register" data-features="referralProgram'));
    put('prerendered/fr-FR/_home.html', page('fr-FR:home'));
    put('prerendered/fr-FR/support.html', withFooter('fr-FR:support'));
    put('prerendered/fr-FR/_account.html', withFooter('fr-FR:account'));
    put(
      'prerendered/rules.json',
      JSON.stringify({
        pages: {
          '/fr-FR/login': 'fr-FR/login.html',
          '/fr-FR/register': 'fr-FR/register.html',
          '/fr-FR/support': 'fr-FR/support.html',
        },
        signedInPages: { '/fr-FR': 'fr-FR/_home.html', '/fr-FR/account': 'fr-FR/_account.html' },
        contentPages: { 'fr-FR': 'fr-FR/_content-page.html' },
        reservedSegments: ['account', 'contact', 'login', 'register'],
        externalSignIn,
        featurePages: { referralProgram: { 'fr-FR/register.html': 'fr-FR/register.referralProgram.html' } },
        defaultParts: { gameSupport: { 'fr-FR': gameSupportLink } },
      }),
    );
  });

  afterAll(() => {
    rmSync(prerenderDist, { recursive: true, force: true });
  });

  const prerenderApp = () => {
    const app = new Hono();
    mountPortal(app, { distDir: prerenderDist, thirdParty: { recaptcha: false, tagManager: false } });
    return (url: string, headers: Record<string, string> = {}) => app.request(url, { headers });
  };

  /** The portal with these flags given, or read from this public configuration (neither: it cannot be read). */
  const withFeatures = (features?: Record<string, boolean>, config?: Record<string, unknown>) => {
    const app = new Hono();
    if (config) app.get('/api/cache/public/config', (c) => c.json(config));
    mountPortal(app, {
      distDir: prerenderDist,
      thirdParty: { recaptcha: false, tagManager: false },
      signInMethods: [],
      ...(features ? { features } : {}),
    });
    return (url: string, headers: Record<string, string> = {}) => app.request(url, { headers });
  };

  test('its paths get the prerendered file, with its inline script in the CSP, an ETag and compression', async () => {
    const get = prerenderApp();
    for (const url of ['/fr-FR/login', '/fr-FR/login/', '/fr-FR/login?redirect=%2Ffr-FR%2F']) {
      const answer = await get(url);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('data-prerendered="fr-FR:login"');
      expect(directives(answer.headers.get('content-security-policy')).get('script-src')).toContain(`'${pageHash}'`);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
    }
    const first = await get('/fr-FR/login', { 'accept-encoding': 'br' });
    expect(first.headers.get('content-encoding')).toBe('br');
    const etag = first.headers.get('etag') ?? '';
    expect((await get('/fr-FR/login', { 'accept-encoding': 'br', 'if-none-match': etag })).status).toBe(304);
    // Each encoding is a representation of its own, with its own ETag (as the API's answers): the uncompressed file
    // is sent whole to a client that holds the brotli one.
    const plain = await get('/fr-FR/login', { 'if-none-match': etag });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(encodedEtag(plain.headers.get('etag') ?? '', 'br')).toBe(etag);
    // The encoding the client weighs higher, as for the API's answers.
    const weighed = await get('/fr-FR/login', { 'accept-encoding': 'gzip;q=1, br;q=0.5' });
    expect(weighed.headers.get('content-encoding')).toBe('gzip');
    expect(weighed.headers.get('etag')).toBe(encodedEtag(plain.headers.get('etag') ?? '', 'gzip'));
    // The shell of the same locale is another file, with another ETag.
    expect((await get('/fr-FR/inbox')).headers.get('etag')).not.toBe(etag);
  });

  test('the configured external sign-in buttons are drawn into their place, the ETag and CSP following', async () => {
    const methods = [
      { code: 'steam', label: 'Steam', displayClass: 'steam', environment: null, active: true },
      { code: 'epic', label: 'Epic <Games> & "$&"', displayClass: 'epic', environment: 'sandbox', active: true },
      { code: 'xbox', label: 'Xbox', displayClass: 'xbox', environment: null, active: false },
    ];
    const app = new Hono();
    mountPortal(app, {
      distDir: prerenderDist,
      thirdParty: { recaptcha: false, tagManager: false },
      signInMethods: methods,
    });
    const drawn = await app.request('/fr-FR/login');
    const body = await drawn.text();
    // The active methods, in order, escaped; an environment only where there is one.
    expect(body).toContain(
      '<div data-part="external-sign-in" class="slot"><section><h2>Autres moyens</h2><ul>' +
        '<li><button data-method="steam" class="button steam">Continuer avec Steam</button></li>' +
        '<li><button data-method="epic" data-environment="sandbox" class="button epic">' +
        'Continuer avec Epic &lt;Games&gt; &amp; &quot;$&amp;&quot;</button></li></ul></section></div>',
    );
    expect(body).not.toContain('xbox');
    expect(directives(drawn.headers.get('content-security-policy')).get('script-src')).toContain(`'${pageHash}'`);
    // Another text, another ETag than the build's file (sent as it is while the configuration cannot be read).
    const plain = await prerenderApp()('/fr-FR/login');
    expect(await plain.text()).toContain(slot);
    const etag = drawn.headers.get('etag') ?? '';
    expect(etag).not.toBe(plain.headers.get('etag'));
    expect((await app.request('/fr-FR/login', { headers: { 'if-none-match': etag } })).status).toBe(304);
    const compressed = await app.request('/fr-FR/login', { headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(compressed.headers.get('etag')).toBe(encodedEtag(etag, 'gzip'));
  });

  test('a page drawn once more with a feature flag on is sent while the configuration has it on', async () => {
    const on = withFeatures({ referralProgram: true });
    const featured = await on('/fr-FR/register/');
    expect(await featured.text()).toContain('data-prerendered="fr-FR:register" data-features="referralProgram"');
    expect(directives(featured.headers.get('content-security-policy')).get('script-src')).toContain(`'${pageHash}'`);
    const etag = featured.headers.get('etag') ?? '';
    expect((await on('/fr-FR/register', { 'if-none-match': etag })).status).toBe(304);
    const compressed = await on('/fr-FR/register', { 'accept-encoding': 'br' });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('etag')).toBe(encodedEtag(etag, 'br'));
    // Other pages are as drawn; with the flag off, or no configuration to read, the page drawn without it.
    expect(await (await on('/fr-FR/login')).text()).not.toContain('data-features');
    for (const off of [
      withFeatures({ referralProgram: false }),
      withFeatures(undefined, { features: { referralProgram: false } }),
      withFeatures(),
    ]) {
      const plain = await off('/fr-FR/register');
      expect(await plain.text()).toContain('<div id="root" data-prerendered="fr-FR:register">');
      expect(plain.headers.get('etag')).not.toBe(etag);
    }
    // Read from the app's own public configuration when not given.
    const configured = withFeatures(undefined, { features: { referralProgram: true } });
    expect(await (await configured('/fr-FR/register')).text()).toContain('data-features="referralProgram"');
  });

  test('a part drawn in every page for a flag the configuration has off is not sent (decision 068)', async () => {
    const asDrawn = await (await withFeatures({ gameSupport: true })('/fr-FR/support')).text();
    expect(asDrawn).toBe(withFooter('fr-FR:support'));
    for (const off of [
      withFeatures({ gameSupport: false }),
      withFeatures(undefined, { features: { gameSupport: false } }),
    ]) {
      const answer = await off('/fr-FR/support');
      const text = await answer.text();
      // Without the link and without the flag on #root, so that the page is hydrated as sent; all else as drawn.
      expect(text).toBe(
        withFooter('fr-FR:support').replace(gameSupportLink, '').replace(' data-features="gameSupport"', ''),
      );
      expect(directives(answer.headers.get('content-security-policy')).get('script-src')).toContain(`'${pageHash}'`);
      const etag = answer.headers.get('etag') ?? '';
      expect((await off('/fr-FR/support', { 'if-none-match': etag })).status).toBe(304);
      // A signed-in page's frame, to a request with a session cookie, likewise.
      const frame = await (await off('/fr-FR/account', { cookie: 'authjs.session-token=abc' })).text();
      expect(frame).toContain('data-prerendered="fr-FR:account">');
      expect(frame).not.toContain('/fr-FR/support/games');
      expect(frame).toContain('<li><a href="/fr-FR/contact">Contact</a></li>');
    }
    // While the configuration cannot be read, as drawn (React takes the link away once hydrated).
    expect(await (await withFeatures()('/fr-FR/support')).text()).toBe(withFooter('fr-FR:support'));
  });

  test('a content page is any one-segment path no other route has; other paths and locales get the shell', async () => {
    const get = prerenderApp();
    expect(await (await get('/fr-FR/a-propos')).text()).toContain('data-prerendered="fr-FR:content-page"');
    for (const url of ['/fr-FR/contact', '/fr-FR/profile/all', '/fr-FR/', '/en-GB/login', '/en-GB/a-propos']) {
      expect(await (await get(url)).text(), url).toContain('<div id="root"></div>');
    }
  });

  test("a signed-in player's page (decision 061) goes to a request with a session cookie; others get the shell", async () => {
    const get = prerenderApp();
    const cookie = { cookie: 'theme=dark; __Secure-authjs.session-token=abc' };
    for (const url of ['/fr-FR/', '/fr-FR']) {
      const answer = await get(url, cookie);
      expect(await answer.text(), url).toContain('data-prerendered="fr-FR:home"');
      expect(answer.headers.get('vary')).toContain('cookie');
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(directives(answer.headers.get('content-security-policy')).get('script-src')).toContain(`'${pageHash}'`);
    }
    // Without the cookie, the shell, which sends the visitor on to sign in; another page with it, its shell.
    const shell = await get('/fr-FR/', { cookie: 'theme=dark; authjs.csrf-token=abc' });
    expect(await shell.text()).toContain('<div id="root"></div>');
    expect(shell.headers.get('vary')).toContain('cookie');
    expect(await (await get('/fr-FR/profile/all', cookie)).text()).toContain('<div id="root"></div>');
    expect(await (await get('/en-GB/', cookie)).text()).toContain('<div id="root"></div>');
  });

  test("a signed-in player's page is drawn with the player's data by the build's render (decision 063), else sent as its frame", async () => {
    // The build's render for the server, as a stand-in that asks this app for the session as the portal's does, and
    // draws the page by what the session's answer says.
    const drawnDist = temporaryFolder('portal-drawn');
    cpSync(prerenderDist, drawnDist, { recursive: true });
    const frame = `${'<p>Se connecter</p>'.repeat(60)}${slot}`;
    mkdirSync(path.join(drawnDist, 'server'));
    writeFileSync(
      path.join(drawnDist, 'server', 'render.js'),
      `export function fetchWith() {}
export async function renderSignedInPage(pathname, features, fetcher) {
  const answer = await fetcher(new Request('http://portal.invalid/api/auth/session'));
  const { mode } = await answer.json();
  if (mode === 'throws') throw new Error('the render failed');
  if (mode === 'nothing') return undefined;
  return {
    frame: mode === 'another frame' ? '<p>Autre</p>' : ${JSON.stringify(frame)},
    html: '<p>Bonjour ' + pathname + ' ' + features.length + '</p>',
    data: '<script type="application/json" id="portal-data">{}</script>',
  };
}
`,
      { flag: 'w' },
    );
    try {
      const app = new Hono();
      const sessionCookies: string[] = [];
      app.get('/api/auth/session', (c) => {
        sessionCookies.push(c.req.header('cookie') ?? '');
        c.header('set-cookie', 'authjs.session-token=rotated; Path=/; HttpOnly');
        return c.json({
          mode: /mode=([a-z ]+)/.exec(decodeURIComponent(c.req.header('cookie') ?? ''))?.[1] ?? 'draws',
        });
      });
      mountPortal(app, { distDir: drawnDist, thirdParty: { recaptcha: false, tagManager: false } });
      const get = (mode: string) =>
        app.request('/fr-FR/', { headers: { cookie: `authjs.session-token=abc; mode=${encodeURIComponent(mode)}` } });

      const drawn = await get('draws');
      const body = await drawn.text();
      expect(body).toContain('<div id="root" data-prerendered="fr-FR:home"><p>Bonjour /fr-FR/ 0</p></div>');
      expect(body).toContain('<script type="application/json" id="portal-data">{}</script></body>');
      expect(body).not.toContain('Se connecter');
      // One player's page: no cache keeps it; the session's rotated cookie reaches the browser; the frame's CSP.
      expect(drawn.headers.get('cache-control')).toBe('private, no-store');
      expect(drawn.headers.get('vary')).toContain('cookie');
      expect(drawn.headers.getSetCookie()).toEqual(['authjs.session-token=rotated; Path=/; HttpOnly']);
      expect(directives(drawn.headers.get('content-security-policy')).get('script-src')).toContain(`'${pageHash}'`);
      expect(sessionCookies.at(-1)).toContain('authjs.session-token=abc');

      // Nothing to draw, a render that fails, a frame that is not the build's: the frame, the cookie still passed on.
      for (const mode of ['nothing', 'throws', 'another frame']) {
        const answer = await get(mode);
        const text = await answer.text();
        expect(text, mode).toContain(frame);
        expect(text, mode).not.toContain('portal-data');
        expect(answer.headers.get('cache-control'), mode).toBe('no-cache');
        expect(answer.headers.getSetCookie(), mode).toEqual(['authjs.session-token=rotated; Path=/; HttpOnly']);
      }
    } finally {
      rmSync(drawnDist, { recursive: true, force: true });
    }
  });

  test('a render that does not end in time sends the frame with the cookies of its reads, and starts none after', async () => {
    const drawnDist = temporaryFolder('portal-late');
    mkdirSync(path.join(drawnDist, 'server'));
    // A render that draws at once (`/fr-FR/`), or reads the session now or after the time limit, then never ends.
    writeFileSync(
      path.join(drawnDist, 'server', 'render.js'),
      `export function fetchWith() {}
export async function renderSignedInPage(pathname, features, fetcher) {
  if (pathname === '/fr-FR/') return { frame: 'frame', html: 'drawn', data: '' };
  if (pathname === '/fr-FR/late-read') await new Promise((resolve) => setTimeout(resolve, 100));
  await fetcher(new Request('http://portal.invalid/api/auth/session'));
  return new Promise(() => {});
}
`,
    );
    // The clock is the test's: the time limit and the slow answers run out when it says, on a machine however loaded.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const app = new Hono();
      let sessionReads = 0;
      app.get('/api/auth/session', async (c) => {
        sessionReads += 1;
        await new Promise((resolve) => setTimeout(resolve, 150));
        c.header('set-cookie', 'authjs.session-token=rotated');
        return c.json({});
      });
      const draw = signedInPageDrawer(drawnDist, app, { timeLimit: 50 });
      app.get('/fr-FR/*', async (c) => c.json(await draw?.(c, c.req.path, '<body>frame</body>')));
      const get = async (url: string) => (await app.request(url)).json();
      expect(await get('/fr-FR/')).toEqual({ body: '<body>drawn</body>', cookies: [] });
      // The frame, once the read on its way has answered: its rotated cookie goes with it.
      const slow = get('/fr-FR/slow-read');
      await vi.advanceTimersByTimeAsync(50);
      await vi.advanceTimersByTimeAsync(150);
      expect(await slow).toEqual({ cookies: ['authjs.session-token=rotated'] });
      expect(sessionReads).toBe(1);
      // A read the render would start after the page was sent does not reach the app.
      const late = get('/fr-FR/late-read');
      await vi.advanceTimersByTimeAsync(50);
      expect(await late).toEqual({ cookies: [] });
      await vi.advanceTimersByTimeAsync(150);
      expect(sessionReads).toBe(1);
      // The drawer draws the next page.
      expect(await get('/fr-FR/')).toEqual({ body: '<body>drawn</body>', cookies: [] });
    } finally {
      vi.useRealTimers();
      rmSync(drawnDist, { recursive: true, force: true });
    }
  });

  test('a build whose rules name a file it does not have does not start', () => {
    const broken = temporaryFolder('portal-prerendered-broken');
    try {
      for (const relative of ['portal-build.json', ...locales.map((locale) => `shells/${locale}.html`)]) {
        mkdirSync(path.dirname(path.join(broken, relative)), { recursive: true });
        writeFileSync(path.join(broken, relative), readFileSync(path.join(prerenderDist, relative)));
      }
      mkdirSync(path.join(broken, 'prerendered'), { recursive: true });
      writeFileSync(
        path.join(broken, 'prerendered', 'rules.json'),
        JSON.stringify({ pages: { '/fr-FR/login': 'fr-FR/login.html' }, contentPages: {}, reservedSegments: [] }),
      );
      expect(() => mountPortal(new Hono(), { distDir: broken })).toThrow(/fr-FR\/login\.html/);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });
});

describe("a page's code named in its first answer (decision 058)", () => {
  let codeDist: string;
  const shell = (locale: string) =>
    `<!doctype html><html lang="${locale}"><head><script>${inlineScript}</script>` +
    '<script type="module" crossorigin src="/assets/index-abc123.js"></script></head>' +
    '<body><div id="root"></div></body></html>';
  const file = (name: string) => `/assets/${name}`;
  const route = (name: string, routePath: string, feature: string, files: string[]) => ({
    name,
    path: routePath,
    feature,
    files: files.map((name) => `assets/${name}`),
  });

  beforeAll(() => {
    codeDist = temporaryFolder('portal-route-code');
    const put = (relative: string, content: string) => {
      mkdirSync(path.dirname(path.join(codeDist, relative)), { recursive: true });
      writeFileSync(path.join(codeDist, relative), content);
    };
    put('portal-build.json', JSON.stringify({ i18nVersion: 'v1', locales, defaultLocale: 'en-GB' }));
    for (const locale of locales) put(`shells/${locale}.html`, shell(locale));
    put('_i18n/fr-FR/profiles.json', '{}');
    put('_i18n/fr-FR/auth.json', '{}');
    for (const name of ['home', 'card', 'auth', 'forms', 'content', 'profiles', 'detail', 'product', 'account-menu']) {
      put(`assets/${name}.js`, `export const ${name.replace('-', '')} = 1;`);
    }
    for (const name of ['card', 'auth', 'account-menu']) put(`assets/${name}.css`, 'p{}');
    // The prerendered sign-in page names its route's stylesheet already (disabled: its rules are in the page's own).
    put(
      'prerendered/fr-FR/login.html',
      shell('fr-FR')
        .replace('</head>', '<link rel="stylesheet" crossorigin href="/assets/auth.css" disabled /></head>')
        .replace('<div id="root"></div>', '<div id="root" data-prerendered="fr-FR:login"><p>Se connecter</p></div>'),
    );
    put(
      'prerendered/rules.json',
      JSON.stringify({
        pages: { '/fr-FR/login': 'fr-FR/login.html' },
        contentPages: {},
        reservedSegments: ['login', 'contact'],
        routePreloads: {
          routes: [
            route('home', '/', 'home', ['home.js', 'card.js', 'card.css']),
            route('login', '/login', 'auth', ['auth.js', 'auth.css', 'forms.js']),
            route('content-page', '/{slug}', 'content', ['content.js']),
            route('profile-all', '/profile/all', 'profiles', ['profiles.js', 'card.js']),
            route('profile-detail', '/profile/{detail...}', 'profiles', ['profiles.js', 'detail.js']),
            route('profile-product', '/profile/product/{detail...}', 'profiles', ['profiles.js', 'product.js']),
          ],
          signedIn: ['assets/account-menu.js', 'assets/forms.js', 'assets/account-menu.css'],
        },
      }),
    );
  });

  afterAll(() => {
    rmSync(codeDist, { recursive: true, force: true });
  });

  const codeApp = () => {
    const app = new Hono();
    mountPortal(app, { distDir: codeDist, thirdParty: { recaptcha: false, tagManager: false } });
    return async (url: string, headers: Record<string, string> = {}) => await app.request(url, { headers });
  };
  /** The files a page names for preloading, in its order. */
  const preloaded = (html: string) =>
    [...html.matchAll(/<link rel="(?:modulepreload|preload)" href="([^"]+)"[^>]*>/g)].map((match) => match[1]);

  test('each path gets the code of the route the router would pick, and its feature bundle when it has one', async () => {
    const get = codeApp();
    const expected: Record<string, string[]> = {
      '/fr-FR/': [file('home.js'), file('card.js'), file('card.css')],
      '/fr-FR': [file('home.js'), file('card.js'), file('card.css')],
      '/fr-FR/a-propos': [file('content.js')],
      '/fr-FR/profile/all': [file('profiles.js'), file('card.js'), '/_i18n/fr-FR/profiles.json?v=v1'],
      '/fr-FR/profile/all/': [file('profiles.js'), file('card.js'), '/_i18n/fr-FR/profiles.json?v=v1'],
      '/fr-FR/profile/mynacon-racing': [file('profiles.js'), file('detail.js'), '/_i18n/fr-FR/profiles.json?v=v1'],
      '/fr-FR/profile/product/a/b': [file('profiles.js'), file('product.js'), '/_i18n/fr-FR/profiles.json?v=v1'],
      // No bundle of that feature in this locale.
      '/en-GB/profile/all': [file('profiles.js'), file('card.js')],
      '/fr-FR/nowhere/at/all': [],
    };
    for (const [url, files] of Object.entries(expected)) {
      const answer = await get(url);
      const html = await answer.text();
      expect(preloaded(html), url).toEqual(files);
      expect(html, url).toContain('<div id="root"></div>');
      // The links are not scripts: the policy still allows the shell's inline script, and nothing else inline.
      expect(directives(answer.headers.get('content-security-policy')).get('script-src'), url).toContain(
        `'${inlineHash}'`,
      );
    }
    const links = await (await get('/fr-FR/')).text();
    expect(links).toContain('<link rel="modulepreload" href="/assets/home.js" crossorigin />');
    expect(links).toContain('<link rel="preload" href="/assets/card.css" as="style" crossorigin />');
    const signedIn = await (await get('/fr-FR/', { cookie: 'authjs.session-token=abc' })).text();
    // The account menu, drawn after the page, waits behind the page's code and calls.
    expect(signedIn).toContain(
      '<link rel="modulepreload" href="/assets/account-menu.js" crossorigin fetchpriority="low" />',
    );
    expect(signedIn).toContain('<link rel="modulepreload" href="/assets/home.js" crossorigin />');
  });

  test("a signed-in player's page names the account menu's code too, and the answer varies by cookie", async () => {
    const get = codeApp();
    const out = await get('/fr-FR/', { 'accept-encoding': 'br' });
    const outHtml = await get('/fr-FR/').then((answer) => answer.text());
    expect(preloaded(outHtml)).not.toContain(file('account-menu.js'));
    expect(out.headers.get('vary')?.split(', ')).toContain('cookie');
    for (const cookie of [
      'authjs.session-token=abc',
      'theme=dark; __Host-authjs.session-token.0=abc',
      '__Secure-authjs.session-token=abc',
    ]) {
      const signedIn = await get('/fr-FR/', { cookie, 'accept-encoding': 'br' });
      expect(signedIn.headers.get('vary')?.split(', '), cookie).toContain('cookie');
      expect(signedIn.headers.get('etag'), cookie).not.toBe(out.headers.get('etag'));
      const html = await get('/fr-FR/', { cookie }).then((answer) => answer.text());
      expect(preloaded(html), cookie).toEqual([
        file('home.js'),
        file('card.js'),
        file('card.css'),
        file('account-menu.js'),
        file('forms.js'),
        file('account-menu.css'),
      ]);
    }
    // An empty or other cookie is no session.
    for (const cookie of ['authjs.session-token=', 'authjs.csrf-token=abc', 'my-authjs.session-token=abc']) {
      const html = await get('/fr-FR/', { cookie }).then((answer) => answer.text());
      expect(preloaded(html), cookie).not.toContain(file('account-menu.js'));
    }
  });

  test('a build whose table names code it does not have does not start', () => {
    const rules = JSON.parse(readFileSync(path.join(codeDist, 'prerendered', 'rules.json'), 'utf8'));
    rules.routePreloads.signedIn.push('assets/account-menu-old.js');
    const broken = temporaryFolder('portal-route-code-broken');
    const assets = readdirSync(path.join(codeDist, 'assets')).map((name) => `assets/${name}`);
    try {
      for (const relative of ['portal-build.json', ...locales.map((locale) => `shells/${locale}.html`), ...assets]) {
        mkdirSync(path.dirname(path.join(broken, relative)), { recursive: true });
        writeFileSync(path.join(broken, relative), readFileSync(path.join(codeDist, relative)));
      }
      mkdirSync(path.join(broken, 'prerendered'), { recursive: true });
      writeFileSync(path.join(broken, 'prerendered', 'rules.json'), JSON.stringify({ ...rules, pages: {} }));
      expect(() => mountPortal(new Hono(), { distDir: broken })).toThrow(/account-menu-old\.js/);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });

  test('a prerendered page is sent as the build drew it: its paint needs none of that code', async () => {
    const get = codeApp();
    const answer = await get('/fr-FR/login', { cookie: 'authjs.session-token=abc' });
    const html = await answer.text();
    expect(html).toContain('data-prerendered="fr-FR:login"');
    expect(preloaded(html)).toEqual([]);
    expect(answer.headers.get('vary') ?? '').not.toContain('cookie');
  });
});
