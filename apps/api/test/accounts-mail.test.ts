import type { AddressInfo } from 'node:net';
import { locales } from '@mynacon/contract';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { readAccountsConfig } from '../src/accounts/config.ts';
import { createMailer, type MailMessage, type MailTransport, smtpTransport } from '../src/accounts/mail.ts';
import { formatDuration, type MailParams, mailKinds, maskEmail, renderMail } from '../src/accounts/mail-texts.ts';
import { loadConfig } from '../src/config.ts';
import { createConfigReader } from '../src/config-reader.ts';
import { prepareApp } from '../src/server.ts';
import { type AccountsTestApp, createAccountsApp, linkIn, registration } from './accounts-support.ts';
import { backends, testConfig } from './helpers.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A local SMTP server that wants `mailer` / `secret` and keeps what it receives. */
async function startSmtpServer(): Promise<{
  url: string;
  received: Received[];
  next(): Promise<Received>;
  close(): Promise<void>;
}> {
  const received: Received[] = [];
  let waiting: Array<(mail: Received) => void> = [];
  const server = new SMTPServer({
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'secret') callback(null, { user: 'mailer' });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((item) => item.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(mail);
        for (const resolve of waiting) resolve(mail);
        waiting = [];
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://mailer:secret@127.0.0.1:${port}`,
    received,
    next: () => new Promise((resolve) => waiting.push(resolve)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The decoded text part of a raw single-part mail (quoted-printable or 7bit). */
function bodyOf(raw: string): string {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const body = rest.join('\r\n\r\n');
  if (!/content-transfer-encoding: quoted-printable/i.test(head)) return body;
  const bytes = body
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

describe('SMTP transport', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  test('a registration mails through SMTP with the configured sender, and keeps the outbox copy', async () => {
    const base = testConfig();
    const app = await createAccountsApp('pglite', {
      accounts: { ...base.accounts, smtpUrl: smtp.url, mailFrom: 'Mynacon <accounts@mynacon.test>' },
    });
    try {
      const body = registration({ locale: 'de-DE', country: 'DE' });
      const arrived = smtp.next();
      expect((await app.post('/api/account/register', body)).status).toBe(200);
      const mail = await arrived;
      expect(mail.from).toBe('accounts@mynacon.test');
      expect(mail.to).toEqual([body.email]);
      expect(mail.raw).toMatch(/^From: Mynacon <accounts@mynacon\.test>$/m);
      expect(mail.raw).toMatch(/^X-Mynacon-Mail: confirm$/m);
      expect(mail.raw).toMatch(/^Subject: =\?UTF-8\?Q\?Best=C3=A4tige_dein_Mynacon-Konto\?=$/m);
      const text = bodyOf(mail.raw);
      expect(text).toContain(`Hallo ${body.username},`);
      // The same link as the outbox copy.
      const [copy] = await app.outbox(body.email);
      const link = linkIn(copy?.text ?? '', 'http://api.test/');
      expect(text).toContain(link.toString());
    } finally {
      await app.dispose();
    }
  });

  test('in production with SMTP, mails go out by SMTP only and the outbox is not served', async () => {
    const base = testConfig();
    const app = await createAccountsApp('pglite', {
      production: true,
      accounts: { ...base.accounts, smtpUrl: smtp.url, mailFrom: 'accounts@mynacon.test' },
    });
    try {
      const body = registration();
      const arrived = smtp.next();
      expect((await app.post('/api/account/register', body)).status).toBe(200);
      expect((await arrived).to).toEqual([body.email]);
      const rows = await app.context.db.selectFrom('mail_outbox').select('id').execute();
      expect(rows).toEqual([]);
      const outbox = await app.get(`/api/dev/outbox?to=${encodeURIComponent(body.email)}`);
      expect(outbox.status).toBe(404);
      expect(await outbox.json()).toEqual({
        error: { code: 'not_found', message: 'No GET /api/dev/outbox on this server.' },
      });
    } finally {
      await app.dispose();
    }
  });

  test('a failing server is reported and never fails the call', async () => {
    const failures: string[] = [];
    const broken: MailTransport = smtpTransport('smtp://mailer:wrong@127.0.0.1:1', 'a@b.test');
    const refusing: MailTransport = {
      name: 'refusing',
      send: () => Promise.reject(new Error('550 no')),
    };
    const smtpWrongPassword = smtpTransport(smtp.url.replace('secret', 'wrong'), 'a@b.test');
    const mailer = createMailer({
      db: undefined as never,
      recorded: [],
      queued: [broken, refusing, smtpWrongPassword],
      onError: (_error, message, transport) => failures.push(`${transport.name}:${message.kind}`),
    });
    const message: MailMessage = { to: 'x@example.com', subject: 's', text: 't', kind: 'reset' };
    mailer.dispatch([message]);
    await mailer.idle();
    expect(failures.sort()).toEqual(['refusing:reset', 'smtp:reset', 'smtp:reset']);
  });
});

describe('outbox', () => {
  let app: AccountsTestApp;
  beforeAll(async () => {
    app = await createAccountsApp('pglite');
  });
  afterAll(async () => {
    await app?.dispose();
  });

  test('lists the newest mails first, per address in any case, and checks its query', async () => {
    const body = registration();
    await app.post('/api/account/register', body);
    await app.post('/api/account/confirm/resend', { email: body.email });
    const mails = await app.outbox(body.email.toUpperCase());
    expect(mails.map((mail) => mail.kind)).toEqual(['confirm', 'confirm']);
    expect(mails[0]?.id).toBeGreaterThan(mails[1]?.id ?? 0);
    expect(mails[0]).toMatchObject({ to: body.email, html: null, createdAt: '2026-06-15T12:00:00.000Z' });
    const all = await app.get('/api/dev/outbox');
    expect(((await all.json()) as { messages: unknown[] }).messages.length).toBeGreaterThanOrEqual(2);
    expect((await app.get('/api/dev/outbox?to=a&to=b')).status).toBe(400);
    expect((await app.get(`/api/dev/outbox?to=${'x'.repeat(300)}`)).status).toBe(400);
    expect(await app.outbox('nobody@example.com')).toEqual([]);
  });
});

describe.each(backends)('production keeps no mail in the outbox (%s)', (backend) => {
  test('with mail turned off nothing is kept or served, and what an earlier server left there is gone at start', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const base = testConfig();
    const production = await createAccountsApp(backend, {
      production: true,
      accounts: { ...base.accounts, mailLimitPerClient: 1000, mailDisabled: true },
    });
    try {
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('account mails are not sent'));
      const body = registration();
      expect((await production.post('/api/account/register', body)).status).toBe(200);
      expect((await production.get('/api/dev/outbox')).status).toBe(404);
      expect(await production.context.db.selectFrom('mail_outbox').select('kind').execute()).toEqual([]);
      // A reset link as a server without SMTP used to leave it waiting in the table.
      await production.context.db
        .insertInto('mail_outbox')
        .values({
          to: body.email,
          subject: 'Reset your password',
          text: 'http://api.test/en-GB/customer/resetpassword?token=left-behind',
          html: null,
          kind: 'reset',
          created_at: new Date(production.clock.now).toISOString(),
        })
        .execute();
      await production.close();
      const restarted = await prepareApp(production.context.config, { now: () => production.clock.now });
      try {
        expect(await restarted.context.db.selectFrom('mail_outbox').select('kind').execute()).toEqual([]);
      } finally {
        await restarted.close();
      }
    } finally {
      warn.mockRestore();
      await production.dispose();
    }
  });
});

describe('mail texts', () => {
  const samples: { [K in (typeof mailKinds)[number]]: MailParams[K] } = {
    confirm: { username: 'Nova', link: 'https://portal.test/l/confirm', duration: '48 hours' },
    register_existing: { username: 'Nova', loginLink: 'https://portal.test/l/login' },
    reset: { username: 'Nova', link: 'https://portal.test/l/reset', duration: '1 hour' },
    email_change_confirm: { username: 'Nova', link: 'https://portal.test/l/change', duration: '24 hours' },
    email_change_notice: { username: 'Nova', newEmail: 'n***@example.org', loginLink: 'https://portal.test/l/login' },
    email_change_existing: { username: 'Nova', loginLink: 'https://portal.test/l/login' },
    password_changed: { username: 'Nova', loginLink: 'https://portal.test/l/login' },
    link_added: { username: 'Nova', method: 'Steam', name: 'NovaOnSteam', loginLink: 'https://portal.test/l/login' },
    link_removed: { username: 'Nova', method: 'Steam', name: 'NovaOnSteam', loginLink: 'https://portal.test/l/login' },
    reauth_code: { username: 'Nova', code: '482913', duration: '10 minutes' },
  };

  test('every mail exists in every locale, with its link and in its own language', () => {
    for (const kind of mailKinds) {
      const english = renderMail(kind, 'en-GB', samples[kind] as never);
      for (const locale of locales) {
        const mail = renderMail(kind, locale, samples[kind] as never);
        expect(mail.subject.length, `${kind} ${locale}`).toBeGreaterThan(10);
        expect(mail.text).toMatch(/Nova[,:]\n\n/);
        expect(mail.text).not.toMatch(/undefined|\$\{|\{\w+\}/);
        const params = samples[kind] as Record<string, string>;
        for (const value of Object.values(params)) expect(mail.text, `${kind} ${locale}`).toContain(value);
        // Links stand on their own line, so that mail programs make them clickable.
        const link = params.link ?? params.loginLink;
        if (link !== undefined) expect(mail.text.split('\n')).toContain(link);
        if (!locale.startsWith('en')) {
          expect(mail.subject, `${kind} ${locale}`).not.toBe(english.subject);
          expect(mail.text).not.toBe(english.text);
        }
      }
    }
  });

  test('the confirmation of an account registered through external sign-in names the pending link', () => {
    for (const locale of locales) {
      const plain = renderMail('confirm', locale, samples.confirm);
      const linked = renderMail('confirm', locale, { ...samples.confirm, linked: { method: 'Steam', name: 'Nova42' } });
      expect(plain.text).not.toContain('Nova42');
      expect(linked.text, locale).toMatch(/Steam.*Nova42/);
    }
  });

  test('lifetimes are written out in the locale', () => {
    const spaced = (seconds: number, locale: (typeof locales)[number]) =>
      formatDuration(seconds, locale).replace(/\s/g, ' ');
    expect(spaced(172_800, 'en-GB')).toBe('48 hours');
    expect(spaced(3600, 'en-US')).toBe('1 hour');
    expect(spaced(3600, 'fr-FR')).toBe('1 heure');
    expect(spaced(86_400, 'de-DE')).toBe('24 Stunden');
    expect(spaced(172_800, 'nl-NL')).toBe('48 uur');
    expect(spaced(3600, 'es-ES')).toBe('1 hora');
    expect(spaced(1800, 'it-IT')).toBe('30 minuti');
  });

  test('addresses are masked in notices', () => {
    expect(maskEmail('New.Address@Example.org')).toBe('N***@Example.org');
    expect(maskEmail('élodie@example.fr')).toBe('é***@example.fr');
    expect(maskEmail('broken')).toBe('***');
  });
});

describe('accounts configuration', () => {
  const read = (env: Record<string, string>) => {
    const problems: string[] = [];
    const config = readAccountsConfig(createConfigReader(env, problems), false);
    return { config, problems };
  };

  test('defaults', () => {
    const { config, problems } = read({});
    expect(problems).toEqual([]);
    expect(config).toMatchObject({
      minAge: 13,
      minAgeByCountry: { DE: 16, NL: 16, FR: 15, ES: 14, IT: 14 },
      confirmationTtl: 172_800,
      resetTtl: 3600,
      emailChangeTtl: 86_400,
      smtpUrl: undefined,
    });
  });

  test('values are read and each wrong one is reported, passwords never echoed', () => {
    const { config } = read({
      MIN_AGE: '16',
      MIN_AGE_BY_COUNTRY: 'de:18, fr:15',
      SMTP_URL: 'smtps://user:pw@mail.example.com:465',
      MAIL_FROM: 'Team <team@example.com>',
    });
    expect(config).toMatchObject({
      minAge: 16,
      minAgeByCountry: { DE: 18, FR: 15 },
      smtpUrl: 'smtps://user:pw@mail.example.com:465',
      mailFrom: 'Team <team@example.com>',
    });
    const { problems } = read({
      MIN_AGE: '200',
      MIN_AGE_BY_COUNTRY: 'Germany=16',
      PASSWORD_RESET_TOKEN_TTL: '10',
      SMTP_URL: 'http://user:hunter2@mail.example.com',
      MAIL_FROM: 'not an address',
    });
    expect(problems).toHaveLength(5);
    expect(problems.join('\n')).not.toContain('hunter2');
    expect(problems.join('\n')).toContain('SMTP_URL is not valid');
    expect(read({ SMTP_URL: 'smtp://mail.example.com' }).problems).toEqual([
      'MAIL_FROM is required when SMTP_URL is set: the sender address of account mails.',
    ]);
  });

  test('the variables are part of the server configuration', () => {
    const result = loadConfig({ DEVELOPMENT_MODE: 'true', MIN_AGE: 'x', PORT: '0' });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.problems).toEqual(['MIN_AGE="x" is not valid: expected a whole number from 0 to 99.']);
  });
});
