import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadConfig } from '../src/config.ts';

describe('configuration', () => {
  test('defaults', () => {
    const result = loadConfig({}, '/srv/app');
    // Each module's own section is checked in its tests.
    expect(result).toMatchObject({
      ok: true,
      config: {
        port: 3000,
        host: '127.0.0.1',
        databaseUrl: undefined,
        databaseSchema: 'public',
        dataDir: path.resolve('/srv/app', '.data'),
        publicBaseUrl: 'http://localhost:3000',
        mediaBaseUrl: 'http://localhost:3000/api/media',
        coverUrlTemplate: 'http://localhost:3000/api/media/covers/t_cover_big/{image_id}.svg',
        cacheMaxAge: 60,
        seed: 'demo',
        features: { gameSupport: true, referralProgram: false, enableDnsValidation: true, cookieConsent: true },
        production: false,
        auth: { accessTokenTtl: 900 },
      },
    });
  });

  test('the portal settings: tag manager, image base, external hosts', () => {
    const result = loadConfig({
      TAG_MANAGER_CODE: 'GTM-AB12CD3',
      IMAGE_BASE_URL: 'https://cdn.example/media/catalog/product',
      EXTERNAL_LINK_HOSTS: 'Store.Example.com, help.example.com',
    });
    expect(result.ok && result.config.portal).toEqual({
      tagManagerCode: 'GTM-AB12CD3',
      imageBaseUrl: 'https://cdn.example/media/catalog/product',
      externalLinkHosts: ['store.example.com', 'help.example.com'],
    });
    const wrong = loadConfig({ TAG_MANAGER_CODE: 'UA-1', EXTERNAL_LINK_HOSTS: 'https://x.example' });
    expect(wrong.ok === false && wrong.problems).toEqual([
      'TAG_MANAGER_CODE="UA-1" is not valid: expected a container id such as GTM-AB12CD3.',
      'EXTERNAL_LINK_HOSTS="https://x.example" is not valid: expected host names such as store.example.com, separated by commas.',
    ]);
    const defaults = loadConfig({});
    expect(defaults.ok && defaults.config.portal.tagManagerCode).toBe(null);
  });

  test('AUTH_SECRET is required in production and must be long enough', () => {
    const production = loadConfig({ NODE_ENV: 'production' });
    expect(production.ok === false && production.problems).toContain(
      'AUTH_SECRET is required when NODE_ENV=production.',
    );
    const short = loadConfig({ AUTH_SECRET: 'short' });
    expect(short.ok === false && short.problems.join('\n')).toMatch(/AUTH_SECRET is not valid/);
    const short2 = loadConfig({ AUTH_SECRET: 'short' });
    expect(short2.ok === false && short2.problems.join('\n')).not.toMatch(/short/);
  });

  test('values from the environment', () => {
    const result = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      DATABASE_SCHEMA: 'portal',
      PUBLIC_BASE_URL: 'https://players.example',
      COVER_URL_TEMPLATE: 'https://images.igdb.com/igdb/image/upload/t_cover_big/{image_id}.jpg',
      FEATURE_REFERRAL_PROGRAM: 'yes',
      COOKIE_CONSENT: '0',
      SEED: 'none',
    });
    expect(result.ok && result.config).toMatchObject({
      port: 8080,
      databaseSchema: 'portal',
      mediaBaseUrl: 'https://players.example/api/media',
      coverUrlTemplate: 'https://images.igdb.com/igdb/image/upload/t_cover_big/{image_id}.jpg',
      seed: 'none',
      features: { referralProgram: true, cookieConsent: false },
    });
  });

  test('one clear message per wrong value, all at once', () => {
    const result = loadConfig({
      PORT: '70000',
      DATABASE_URL: 'mysql://root:secret@db/app',
      DATABASE_SCHEMA: 'Drop Table',
      PUBLIC_BASE_URL: 'ftp://example.com',
      MEDIA_BASE_URL: 'https://cdn.example/',
      COVER_URL_TEMPLATE: 'https://cdn.example/cover.jpg',
      CACHE_MAX_AGE: 'ten',
      SEED: 'full',
      ENABLE_DNS_VALIDATION: 'maybe',
    });
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    expect(problems).toEqual([
      'PORT="70000" is not valid: expected a whole number from 0 to 65535.',
      'DATABASE_URL is not valid: expected postgres://user@host:port/database (value not shown).',
      'DATABASE_SCHEMA="Drop Table" is not valid: expected a lower-case identifier of at most 63 characters.',
      'PUBLIC_BASE_URL="ftp://example.com" is not valid: expected an absolute http:// or https:// URL without a trailing slash.',
      'MEDIA_BASE_URL="https://cdn.example/" is not valid: expected an absolute http:// or https:// URL without a trailing slash.',
      'COVER_URL_TEMPLATE="https://cdn.example/cover.jpg" is not valid: expected an http(s) URL containing {image_id}.',
      'CACHE_MAX_AGE="ten" is not valid: expected a whole number from 0 to 86400.',
      'SEED="full" is not valid: expected demo or none.',
      'ENABLE_DNS_VALIDATION="maybe" is not valid: expected true or false.',
    ]);
    expect(problems.join('\n')).not.toContain('secret');
  });
});
