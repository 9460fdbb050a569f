// How the server delivers the portal (apps/api/src/http/portal.ts): caching, shells, security headers, and
// nothing outside the build's files.

import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { expect, locales, test, text } from './fixtures';
import { builtDist } from './platform/servers';

const build = JSON.parse(readFileSync(`${builtDist}/portal-build.json`, 'utf8')) as {
  i18nVersion: string;
  messageBundles: string[];
};
const manifest = JSON.parse(readFileSync(`${builtDist}/.vite/manifest.json`, 'utf8')) as Record<
  string,
  { file: string; isEntry?: boolean; css?: string[] }
>;
const entry = Object.values(manifest).find((chunk) => chunk.isEntry);

/** A raw request: the path goes to the server exactly as written (no URL normalisation on the way). */
function rawGet(path: string): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  const base = new URL(process.env.PORTAL_E2E_URL ?? '');
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: base.hostname, port: base.port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('the shell of each locale: lang, localised title, dark background, security headers', async ({ request }) => {
  for (const locale of locales) {
    // A path without a prerendered page (decision 051) gets the shell.
    const response = await request.get(`/${locale}/support/games`, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain(`<html lang="${locale}"`);
    expect(html).toContain(`<title>${text(locale, 'portal.shell.siteTitle')}</title>`);
    expect(html).toMatch(/background-color:\s*#0a0d13/);
    // The entry, fetched as the page is read and imported last, after its boot chunks (decision 062).
    expect(html).toContain(`<link rel="modulepreload" crossorigin href="/${entry?.file}">`);
    expect(html).toContain(`"/${entry?.file}"].reduce(`);
  }
});

test('hashed assets are cached for a year and compressed', async ({ request }) => {
  const response = await request.get(`/${entry?.file}`, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(headers['content-type']).toBe('text/javascript; charset=utf-8');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-encoding']).toBe('br');
  expect(headers.vary).toBe('accept-encoding');
  const etag = headers.etag ?? '';
  const again = await request.get(`/${entry?.file}`, { headers: { 'if-none-match': etag } });
  expect(again.status()).toBe(304);
  const css = await request.get(`/${entry?.css?.[0]}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(css.headers()['content-encoding']).toBe('gzip');
  expect(css.headers()['content-type']).toBe('text/css; charset=utf-8');
  const head = await request.head(`/${entry?.file}`);
  expect(head.status()).toBe(200);
  expect(await head.body()).toHaveLength(0);
});

test('message bundles: cached a day for the current build, not otherwise', async ({ request }) => {
  for (const locale of locales) {
    const current = await request.get(`/_i18n/${locale}/messages.json?v=${build.i18nVersion}`);
    expect(current.status()).toBe(200);
    expect(current.headers()['cache-control']).toBe('public, max-age=86400');
    expect(current.headers()['content-type']).toBe('application/json; charset=utf-8');
    expect((await current.json())['portal.shell.siteTitle']).toBe(text(locale, 'portal.shell.siteTitle'));
  }
  // Each feature's strings (decision 056), under the same rules.
  expect(build.messageBundles).toContain('auth');
  const auth = await request.get(`/_i18n/fr-FR/auth.json?v=${build.i18nVersion}`);
  expect(auth.headers()['cache-control']).toBe('public, max-age=86400');
  const authMessages = await auth.json();
  expect(authMessages['portal.login.title']).toBe(text('fr-FR', 'portal.login.title'));
  expect(authMessages['portal.shell.siteTitle']).toBeUndefined();
  for (const query of ['', '?v=older-build', '?v=']) {
    for (const bundle of ['messages', 'auth']) {
      const response = await request.get(`/_i18n/fr-FR/${bundle}.json${query}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control'], `${bundle} ${query}`).toBe('no-cache');
    }
  }
  for (const path of ['/_i18n/pt-PT/messages.json', '/_i18n/fr-FR/other.json', '/_i18n/', '/assets/missing.js']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect((await response.json()).error.code).toBe('not_found');
  }
});

test("the app asks for the bundles of its own build (the shell's, preloaded, and the page's feature's) and the configuration: one request each", async ({
  page,
  request,
}) => {
  const shell = await (await request.get('/it-IT/contact')).text();
  const preloaded = [
    `/_i18n/it-IT/messages.json?v=${build.i18nVersion}`,
    '/api/cache/public/config',
    '/api/cache/public/infos',
  ];
  for (const url of preloaded) {
    expect(shell).toContain(
      `<link rel="preload" href="${url}" as="fetch" type="application/json" crossorigin="anonymous" />`,
    );
  }
  const asked: string[] = [];
  const configAsked: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/_i18n/')) asked.push(req.url());
    if (req.url().includes('/api/cache/public/')) configAsked.push(new URL(req.url()).pathname);
  });
  const unused: string[] = [];
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) unused.push(message.text());
  });
  await page.goto('/it-IT/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('it-IT', 'portal.page.contact.title'));
  expect(asked.map((url) => new URL(url).pathname).sort()).toEqual([
    '/_i18n/it-IT/content.json',
    '/_i18n/it-IT/messages.json',
  ]);
  for (const url of asked) expect(new URL(url).searchParams.get('v')).toBe(build.i18nVersion);
  expect(configAsked.sort()).toEqual(['/api/cache/public/config', '/api/cache/public/infos']);
  expect(unused).toEqual([]);
});

test('no path reaches outside the build, nor the build metadata', async () => {
  const secrets = ['"name": "mynacon-portal"', 'root:x:0:0', '"i18nVersion"', '"isEntry"'];
  for (const path of [
    '/assets/../../package.json',
    '/assets/..%2f..%2f..%2fpackage.json',
    '/assets/%2e%2e/%2e%2e/%2e%2e/%2e%2e/package.json',
    '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/..%2f..%2f..%2f..%2fetc%2fpasswd',
    '/_i18n/..%2f..%2fportal-build.json/messages.json',
    '/_i18n/%2e%2e/messages.json',
    '/assets/..\\..\\package.json',
    '/portal-build.json',
    '/.vite/manifest.json',
    '/shells/en-GB.html',
    '/index.html',
    '//etc/passwd',
  ]) {
    const response = await rawGet(path);
    expect([200, 302, 400, 404], path).toContain(response.status);
    for (const secret of secrets) expect(response.body, path).not.toContain(secret);
    if (response.status === 302) expect(String(response.headers.location), path).toMatch(/^\/en-GB\//);
    if (response.status === 200) expect(response.body, path).toContain('<div id="root">');
  }
});

test('API paths are never shadowed', async ({ request }) => {
  const config = await request.get('/api/cache/public/config');
  expect(config.status()).toBe(200);
  expect((await config.json()).defaultLocale).toBe('en-GB');
  const unknown = await request.get('/api/unknown/path');
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()['content-type']).toContain('application/json');
  const post = await request.post('/en-GB/login', { maxRedirects: 0 });
  expect(post.status()).toBe(404);
});
