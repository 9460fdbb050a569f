// Media addresses in the public answers: root-relative when the server serves the images itself (they load at
// whatever host the portal was opened, under `img-src 'self'`), absolute on another origin, which the portal's CSP
// then names in `img-src`.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { endpoints, locales } from '@mynacon/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { type Config, loadConfig } from '../src/config.ts';
import { externalImageOrigins, publicMediaAddress } from '../src/data/media-addresses.ts';
import { mountPortal, portalSecurityOptions } from '../src/http/portal.ts';
import { igdbImageIdOf } from '../src/seed/demo.ts';
import { backends, createTestApp, type TestApp, temporaryFolder } from './helpers.ts';

function configOf(env: Record<string, string>): Config {
  const result = loadConfig({ DEVELOPMENT_MODE: 'true', PORT: '0', ...env });
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.config;
}

/** The media settings of a configuration, as `createTestApp` overrides. */
function mediaOverrides(env: Record<string, string>): Partial<Config> {
  // The development mode needs a loopback public address; the tests give the media bases themselves.
  const config = configOf({ PUBLIC_BASE_URL: 'http://localhost', ...env });
  return {
    mediaBaseUrl: config.mediaBaseUrl,
    coverUrlTemplate: config.coverUrlTemplate,
    portal: config.portal,
  };
}

async function read<S extends z.ZodMiniType>(app: TestApp, url: string, schema: S): Promise<z.output<S>> {
  const response = await app.get(url);
  expect(response.status, url).toBe(200);
  return z.parse(schema, await response.json());
}

describe('publicMediaAddress', () => {
  test("the server's own origin becomes root-relative; another origin, or the origin alone, stays absolute", () => {
    const own = 'http://localhost:3000';
    expect(publicMediaAddress('http://localhost:3000/api/media', own)).toBe('/api/media');
    expect(publicMediaAddress('http://LOCALHOST:3000/api/media/covers/t_cover_big/{image_id}.svg', own)).toBe(
      '/api/media/covers/t_cover_big/{image_id}.svg',
    );
    // The default port is the same origin.
    expect(publicMediaAddress('https://portal.example/api/media', 'https://portal.example:443')).toBe('/api/media');
    expect(publicMediaAddress('http://127.0.0.1:3000/api/media', own)).toBe('http://127.0.0.1:3000/api/media');
    expect(publicMediaAddress('https://localhost:3000/api/media', own)).toBe('https://localhost:3000/api/media');
    expect(publicMediaAddress('http://localhost:3001/api/media', own)).toBe('http://localhost:3001/api/media');
    expect(publicMediaAddress('http://localhost:3000', own)).toBe('http://localhost:3000');
    expect(publicMediaAddress('/api/media', own)).toBe('/api/media');
  });

  test('external image origins: the absolute addresses only, once each', () => {
    expect(
      externalImageOrigins([
        '/api/media',
        'https://cdn.example/media',
        'https://cdn.example/other/{image_id}.jpg',
        'http://images.test:8080/catalog',
        undefined,
        42,
        'javascript:alert(1)',
      ]),
    ).toEqual(['https://cdn.example', 'http://images.test:8080']);
  });

  test('the portal options name the external origins only', () => {
    expect(portalSecurityOptions(configOf({})).thirdParty).toEqual({ recaptcha: false, tagManager: false });
    expect(
      portalSecurityOptions(
        configOf({
          // A public https address is production's.
          DEVELOPMENT_MODE: 'false',
          AUTH_SECRET: 'a-secret-of-this-installation-0123456789',
          RECAPTCHA_SECRET: 'bot-secret',
          MAIL_DISABLED: 'true',
          PUBLIC_BASE_URL: 'https://portal.example',
          MEDIA_BASE_URL: 'https://portal.example/api/media',
          IMAGE_BASE_URL: 'http://images.test:8080/catalog',
          COVER_URL_TEMPLATE: 'https://images.igdb.com/igdb/image/upload/t_cover_big/{image_id}.jpg',
        }),
      ).thirdParty,
    ).toEqual({
      recaptcha: false,
      tagManager: false,
      images: ['https://images.igdb.com', 'http://images.test:8080'],
    });
  });
});

let distDir: string;

beforeAll(() => {
  distDir = temporaryFolder('media-portal-dist');
  const write = (relative: string, content: string) => {
    const file = path.join(distDir, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  };
  write('portal-build.json', JSON.stringify({ i18nVersion: 'v1', locales, defaultLocale: 'en-GB' }));
  for (const locale of locales) {
    write(`shells/${locale}.html`, `<!doctype html><html lang="${locale}"><body><div id="root"></div></body></html>`);
  }
});

afterAll(() => {
  rmSync(distDir, { recursive: true, force: true });
});

const imgSources = (response: Response) =>
  (response.headers.get('content-security-policy') ?? '')
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'img-src')
    ?.slice(1);

describe.each(backends)('media addresses (%s)', (backend) => {
  test('by default every media address is root-relative, and each one is served', async () => {
    const app = await createTestApp(backend, {}, { mountPortal: (hono) => mountPortal(hono, { distDir }) });
    try {
      const config = await read(app, '/api/cache/public/config', endpoints.publicConfig.response);
      expect(config).toMatchObject({
        mediaBaseUrl: '/api/media',
        imageBaseUrl: '/api/media',
        coverUrlTemplate: '/api/media/covers/t_cover_big/{image_id}.svg',
      });
      expect((await app.get(config.coverUrlTemplate.replace('{image_id}', igdbImageIdOf(0)))).status).toBe(200);
      const products = await read(app, '/api/cache/support/products/all', endpoints.products.response);
      expect(products.length).toBeGreaterThan(0);
      for (const product of products) expect(product.image).toBe(`/api/media/products/${product.product_sku}.svg`);
      expect((await app.get(products[0]?.image ?? '')).status).toBe(200);
      const newsletters = await read(app, '/api/cache/newsletters?locale=en-GB', endpoints.newsletters.response);
      expect(newsletters.items.length).toBeGreaterThan(0);
      for (const newsletter of newsletters.items) {
        expect(newsletter.image).toMatch(/^\/api\/media\//);
        expect((await app.get(newsletter.image)).status).toBe(200);
      }
      // Nothing in any answer names the server's own origin.
      for (const url of ['/api/cache/public/config', '/api/cache/support/products/all', '/api/cache/newsletters']) {
        expect(await (await app.get(url)).text(), url).not.toContain('http://api.test');
      }
      // The shell's CSP needs no other image origin.
      expect(imgSources(await app.get('/en-GB/'))).toEqual(["'self'", 'data:', 'https:']);
    } finally {
      await app.dispose();
    }
  });

  test('a base on another origin stays absolute, and the CSP names that origin', async () => {
    const app = await createTestApp(
      backend,
      mediaOverrides({
        MEDIA_BASE_URL: 'http://media.test:8080/assets',
        IMAGE_BASE_URL: 'https://images.test/catalog/product',
      }),
      { mountPortal: (hono) => mountPortal(hono, { distDir }) },
    );
    try {
      const config = await read(app, '/api/cache/public/config', endpoints.publicConfig.response);
      expect(config).toMatchObject({
        mediaBaseUrl: 'http://media.test:8080/assets',
        imageBaseUrl: 'https://images.test/catalog/product',
        coverUrlTemplate: 'http://media.test:8080/assets/covers/t_cover_big/{image_id}.svg',
      });
      const products = await read(app, '/api/cache/support/products/all', endpoints.products.response);
      expect(products[0]?.image).toMatch(/^http:\/\/media\.test:8080\/assets\/products\/[A-Z0-9-]+\.svg$/);
      expect(imgSources(await app.get('/en-GB/'))).toEqual([
        "'self'",
        'data:',
        'https:',
        'http://media.test:8080',
        'https://images.test',
      ]);
    } finally {
      await app.dispose();
    }
  });

  test("a base configured on the server's own origin is root-relative too", async () => {
    const app = await createTestApp(
      backend,
      mediaOverrides({
        MEDIA_BASE_URL: 'http://api.test/api/media',
        COVER_URL_TEMPLATE: 'https://images.igdb.com/igdb/image/upload/t_cover_big/{image_id}.jpg',
      }),
    );
    try {
      const config = await read(app, '/api/cache/public/config', endpoints.publicConfig.response);
      expect(config).toMatchObject({
        mediaBaseUrl: '/api/media',
        imageBaseUrl: '/api/media',
        coverUrlTemplate: 'https://images.igdb.com/igdb/image/upload/t_cover_big/{image_id}.jpg',
      });
    } finally {
      await app.dispose();
    }
  });
});
