import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { developmentSecret } from '../src/auth/config.ts';
import { isLoopback, loadConfig } from '../src/config.ts';

describe('configuration', () => {
  test('defaults (with a secret of its own and mail turned off, which production requires)', () => {
    const result = loadConfig(
      { AUTH_SECRET: 'a-secret-of-this-installation-0123456789', MAIL_DISABLED: 'true' },
      '/srv/app',
    );
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
        seed: 'none',
        features: { gameSupport: true, referralProgram: false, enableDnsValidation: true, cookieConsent: true },
        production: true,
        faultInjection: false,
        auth: { accessTokenTtl: 900 },
        accounts: { smtpUrl: undefined, mailDisabled: true },
      },
    });
  });

  test('the portal settings: tag manager, image base, external hosts', () => {
    const result = loadConfig({
      DEVELOPMENT_MODE: 'true',
      TAG_MANAGER_CODE: 'GTM-AB12CD3',
      IMAGE_BASE_URL: 'https://cdn.example/media/catalog/product',
      EXTERNAL_LINK_HOSTS: 'Store.Example.com, help.example.com',
    });
    expect(result.ok && result.config.portal).toEqual({
      tagManagerCode: 'GTM-AB12CD3',
      imageBaseUrl: 'https://cdn.example/media/catalog/product',
      externalLinkHosts: ['store.example.com', 'help.example.com'],
    });
    const wrong = loadConfig({
      DEVELOPMENT_MODE: 'true',
      TAG_MANAGER_CODE: 'UA-1',
      EXTERNAL_LINK_HOSTS: 'https://x.example',
    });
    expect(wrong.ok === false && wrong.problems).toEqual([
      'TAG_MANAGER_CODE="UA-1" is not valid: expected a container id such as GTM-AB12CD3.',
      'EXTERNAL_LINK_HOSTS="https://x.example" is not valid: expected host names such as store.example.com, separated by commas.',
    ]);
    const defaults = loadConfig({ DEVELOPMENT_MODE: 'true' });
    expect(defaults.ok && defaults.config.portal.tagManagerCode).toBe(null);
  });

  test('AUTH_SECRET is required unless in development mode, never the development value, and long enough', () => {
    // NODE_ENV no longer matters: any value but the explicit opt-in is production.
    for (const env of [{}, { NODE_ENV: 'development' }, { NODE_ENV: 'Production' }, { DEVELOPMENT_MODE: 'false' }]) {
      const production = loadConfig({ ...env, MAIL_DISABLED: 'true' });
      expect(production.ok === false && production.problems).toEqual([
        'AUTH_SECRET is required (the development value needs DEVELOPMENT_MODE=true).',
      ]);
    }
    const development = loadConfig({ DEVELOPMENT_MODE: 'true' });
    expect(development.ok && development.config.auth.secret).toBe(developmentSecret);
    const leaked = loadConfig({ AUTH_SECRET: developmentSecret, MAIL_DISABLED: 'true' });
    expect(leaked.ok === false && leaked.problems).toEqual([
      'AUTH_SECRET is the development value, which anyone can read: set a secret of your own.',
    ]);
    const short = loadConfig({ AUTH_SECRET: 'short' });
    expect(short.ok === false && short.problems.join('\n')).toMatch(/AUTH_SECRET is not valid/);
    const short2 = loadConfig({ AUTH_SECRET: 'short' });
    expect(short2.ok === false && short2.problems.join('\n')).not.toMatch(/short/);
  });

  test('the development mode only for a server this machine alone reaches, whatever the bind address', () => {
    const secret = 'a-secret-of-this-installation-0123456789';
    const rule =
      'The development conveniences are for a server that only this machine reaches: HOST on loopback, an http:// PUBLIC_BASE_URL on loopback (such as http://localhost:3000), and no TRUSTED_PROXIES.';
    // A reverse proxy on this host forwards to a loopback server: its public address and trusted proxy say so.
    const proxied = loadConfig({
      DEVELOPMENT_MODE: 'true',
      HOST: '127.0.0.1',
      PUBLIC_BASE_URL: 'https://players.example',
    });
    expect(proxied.ok === false && proxied.problems).toEqual([
      `DEVELOPMENT_MODE=true is refused: PUBLIC_BASE_URL="https://players.example" is not an http:// loopback address. ${rule}`,
    ]);
    const trusted = loadConfig({ DEVELOPMENT_MODE: 'true', TRUSTED_PROXIES: '127.0.0.1' });
    expect(trusted.ok === false && trusted.problems).toEqual([
      `DEVELOPMENT_MODE=true is refused: TRUSTED_PROXIES names reverse proxies, which forward requests from elsewhere. ${rule}`,
    ]);
    const open = loadConfig({ DEVELOPMENT_MODE: 'true', HOST: '0.0.0.0', PUBLIC_BASE_URL: 'http://localhost:3000' });
    expect(open.ok === false && open.problems).toEqual([
      `DEVELOPMENT_MODE=true is refused: HOST="0.0.0.0" is not a loopback address. ${rule}`,
    ]);
    // The conveniences that come with it are refused without it.
    const demo = loadConfig({ AUTH_SECRET: secret, MAIL_DISABLED: 'true', SEED: 'demo' });
    expect(demo.ok === false && demo.problems).toEqual([
      'SEED=demo needs DEVELOPMENT_MODE=true: the demo password is published in the README.',
    ]);
    // This machine alone: loopback HOST and an http loopback public address, in every spelling.
    for (const [host, base] of [
      ['127.0.0.1', 'http://localhost:3000'],
      ['::1', 'http://[::1]:8080'],
      ['localhost', 'http://127.0.0.2'],
    ] as const) {
      const local = loadConfig({ DEVELOPMENT_MODE: 'true', SEED: 'demo', HOST: host, PUBLIC_BASE_URL: base });
      expect(local.ok && local.config, base).toMatchObject({ production: false, seed: 'demo' });
    }
  });

  test('https and bot protection whenever other machines may reach the server, a proxy on loopback included', () => {
    const secret = 'a-secret-of-this-installation-0123456789';
    const production = { AUTH_SECRET: secret, MAIL_DISABLED: 'true' };
    const behindProxy = loadConfig({ ...production, HOST: '127.0.0.1', PUBLIC_BASE_URL: 'http://players.example' });
    const why =
      'other machines may reach this server (PUBLIC_BASE_URL="http://players.example" is not an http:// loopback address)';
    expect(behindProxy.ok === false && behindProxy.problems).toEqual([
      `PUBLIC_BASE_URL must be an https:// address: ${why}.`,
      `RECAPTCHA_SECRET is required (bot protection): ${why}.`,
    ]);
    const trusted = loadConfig({ ...production, TRUSTED_PROXIES: '127.0.0.1' });
    expect(trusted.ok === false && trusted.problems).toEqual([
      'PUBLIC_BASE_URL must be an https:// address: other machines may reach this server (TRUSTED_PROXIES names reverse proxies, which forward requests from elsewhere).',
      'RECAPTCHA_SECRET is required (bot protection): other machines may reach this server (TRUSTED_PROXIES names reverse proxies, which forward requests from elsewhere).',
    ]);
    const open = loadConfig({ ...production, HOST: '0.0.0.0', PUBLIC_BASE_URL: 'https://players.example' });
    expect(open.ok === false && open.problems).toEqual([
      'RECAPTCHA_SECRET is required (bot protection): other machines may reach this server (HOST="0.0.0.0" is not a loopback address, and PUBLIC_BASE_URL="https://players.example" is not an http:// loopback address).',
    ]);
    const ready = loadConfig({
      ...production,
      HOST: '127.0.0.1',
      PUBLIC_BASE_URL: 'https://players.example',
      TRUSTED_PROXIES: '127.0.0.1',
      RECAPTCHA_SECRET: 'bot-secret',
    });
    expect(ready.ok && ready.config).toMatchObject({ production: true, seed: 'none', faultInjection: false });
    // A local production run (this machine alone) may use http and no bot protection.
    for (const host of ['127.0.0.1', '127.0.0.2', '::1', '[::1]', 'localhost']) {
      expect(loadConfig({ ...production, HOST: host }).ok, host).toBe(true);
      expect(isLoopback(host), host).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '10.0.0.1', 'players.example', '127.0.0.1.example', 'localhost.example']) {
      expect(isLoopback(host), host).toBe(false);
    }
  });

  test('production sends its mails by SMTP, or turns mail off explicitly: never only into the outbox', () => {
    const production = { AUTH_SECRET: 'a-secret-of-this-installation-0123456789' };
    const silent = loadConfig(production);
    expect(silent.ok === false && silent.problems).toEqual([
      'SMTP_URL is required (account mails carry the confirmation and reset links); MAIL_DISABLED=true runs the server without account mails.',
    ]);
    const smtp = loadConfig({ ...production, SMTP_URL: 'smtps://u:p@mail.example', MAIL_FROM: 'a@mail.example' });
    expect(smtp.ok && smtp.config.accounts).toMatchObject({ smtpUrl: 'smtps://u:p@mail.example', mailDisabled: false });
    const both = loadConfig({
      ...production,
      SMTP_URL: 'smtps://u:p@mail.example',
      MAIL_FROM: 'a@mail.example',
      MAIL_DISABLED: 'true',
    });
    expect(both.ok === false && both.problems).toEqual([
      'MAIL_DISABLED=true and SMTP_URL are both set: unset one of them.',
    ]);
    // The development mode has its outbox.
    expect(loadConfig({ DEVELOPMENT_MODE: 'true' }).ok).toBe(true);
  });

  test('values from the environment', () => {
    const result = loadConfig({
      AUTH_SECRET: 'a-secret-of-this-installation-0123456789',
      RECAPTCHA_SECRET: 'bot-secret',
      MAIL_DISABLED: 'true',
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

  test("the site's words a new password must not be made of: mynacon by default, or a list", () => {
    const words = (value?: string) => {
      const result = loadConfig({
        DEVELOPMENT_MODE: 'true',
        ...(value === undefined ? {} : { PASSWORD_CONTEXT_WORDS: value }),
      });
      return result.ok ? result.config.accounts.passwordContextWords : result.problems;
    };
    expect(words()).toEqual(['mynacon']);
    expect(words(' Mynacon, Ravenhollow-Games ,')).toEqual(['mynacon', 'ravenhollow-games']);
    expect(words('mynacon,ab')).toEqual([
      'PASSWORD_CONTEXT_WORDS="mynacon,ab" is not valid: expected words of 3 to 64 letters, digits or hyphens separated by commas.',
    ]);
  });

  test('one clear message per wrong value, all at once', () => {
    const result = loadConfig({
      DEVELOPMENT_MODE: 'true',
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
