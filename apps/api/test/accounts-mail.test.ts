import type { AddressInfo } from 'node:net';
import { locales } from '@mynacon/contract';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { readAccountsConfig } from '../src/accounts/config.ts';
import { closeMailer, createMailer, type MailMessage, mailerFor, smtpTransport } from '../src/accounts/mail.ts';
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

/**
 * A local SMTP server that wants `mailer` / `secret` and keeps what it receives; it refuses the next mails while
 * `refuse` is above 0 (counting down), as a server that is down for a while.
 */
async function startSmtpServer(): Promise<{
  refuse: number;
  url: string;
  received: Received[];
  next(): Promise<Received>;
  close(): Promise<void>;
}> {
  const received: Received[] = [];
  let waiting: Array<(mail: Received) => void> = [];
  let port = 0;
  const state = {
    refuse: 0,
    get url() {
      return `smtp://mailer:secret@127.0.0.1:${port}`;
    },
    received,
    next: () => new Promise<Received>((resolve) => waiting.push(resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'secret') callback(null, { user: 'mailer' });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      if (state.refuse > 0) {
        state.refuse -= 1;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })));
        return;
      }
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
  port = (server.server.address() as AddressInfo).port;
  return state;
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
      // Sent, it leaves the outbox: a production server keeps no link there.
      await mailerFor(app.context).idle();
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
});

describe.each(backends)('mail from the outbox (%s)', (backend) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let app: AccountsTestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    const base = testConfig();
    app = await createAccountsApp(backend, {
      accounts: { ...base.accounts, smtpUrl: smtp.url, mailFrom: 'accounts@mynacon.test', mailLimitPerClient: 1000 },
    });
  });
  afterAll(async () => {
    await app?.dispose();
    await smtp?.close();
  });
  const outboxRow = (to: string, db = app.context.db) =>
    db
      .selectFrom('mail_outbox')
      .select(['kind', 'status', 'attempts', 'last_error', 'next_attempt_at'])
      .where('to', '=', to)
      .orderBy('id')
      .execute();

  test('a mail is in the outbox if and only if the change that causes it committed', async () => {
    const mailer = createMailer({ db: app.context.db, now: () => app.clock.now, transports: [], pollMs: 0 });
    const mail = (to: string): MailMessage => ({ to, subject: 's', text: 't', kind: 'password_changed' });
    await expect(
      app.context.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ updated_at: new Date(app.clock.now).toISOString() })
          .execute();
        await mailer.record(trx, [mail('gone@rollback.test')]);
        throw new Error('the change fails after its mail was written');
      }),
    ).rejects.toThrow('the change fails');
    expect(await outboxRow('gone@rollback.test')).toEqual([]);
    await app.context.db.transaction().execute(async (trx) => {
      await mailer.record(trx, [mail('kept@rollback.test')]);
    });
    // Without SMTP, the development mode keeps it for the outbox page and sends nothing.
    expect(await outboxRow('kept@rollback.test')).toMatchObject([{ status: 'kept', attempts: 0 }]);
  });

  test('a mail the SMTP server refuses is tried again after a delay, then sent once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const mailer = mailerFor(app.context);
      smtp.refuse = 1;
      const body = registration();
      expect((await app.post('/api/account/register', body)).status).toBe(200);
      await mailer.idle();
      const [refused] = await outboxRow(body.email);
      expect(refused).toMatchObject({ kind: 'confirm', status: 'pending', attempts: 1 });
      expect(refused?.last_error).toContain('Try again later');
      expect(refused?.next_attempt_at?.getTime()).toBe(app.clock.now + 30_000);
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining('Mail "confirm" (attempt 1 of 8) could not be sent; it is tried again later'),
        expect.anything(),
      );
      // Not before its time.
      app.clock.now += 29_000;
      await mailer.idle();
      expect((await outboxRow(body.email))[0]?.attempts).toBe(1);
      app.clock.now += 1000;
      const arrived = smtp.next();
      await mailer.idle();
      expect((await arrived).to).toEqual([body.email]);
      expect(await outboxRow(body.email)).toMatchObject([
        { status: 'sent', attempts: 2, next_attempt_at: null, last_error: null },
      ]);
      await mailer.idle();
      expect(smtp.received.filter((mail) => mail.to.includes(body.email))).toHaveLength(1);
    } finally {
      smtp.refuse = 0;
      warn.mockRestore();
    }
  });

  test('a server that keeps failing leaves the mail failed after the last attempt, each failure reported', async () => {
    const failures: string[] = [];
    const mailer = createMailer({
      db: app.context.db,
      now: () => app.clock.now,
      transports: [smtpTransport(smtp.url.replace('secret', 'wrong'), 'a@b.test')],
      maxAttempts: 2,
      retryMs: 1000,
      pollMs: 0,
      onError: (_error, message, attempt, final) => failures.push(`${message.kind}:${attempt}:${final}`),
    });
    try {
      const message: MailMessage = { to: 'failing@example.com', subject: 's', text: 't', kind: 'reset' };
      await mailer.record(app.context.db, [message]);
      await mailer.idle();
      app.clock.now += 1000;
      await mailer.idle();
      app.clock.now += 60_000;
      await mailer.idle();
      expect(failures).toEqual(['reset:1:false', 'reset:2:true']);
      const [row] = await outboxRow('failing@example.com');
      expect(row).toMatchObject({ status: 'failed', attempts: 2, next_attempt_at: null });
      expect(row?.last_error).toContain('Invalid login');
    } finally {
      await mailer.close();
      // The server's own sender would try it with the right password.
      await app.context.db.deleteFrom('mail_outbox').where('to', '=', 'failing@example.com').execute();
    }
  });

  // Last: it stops the block's app.
  test('a reset asked for just before the process stopped is mailed by the next start', async () => {
    const body = registration();
    expect((await app.post('/api/account/register', body)).status).toBe(200);
    await mailerFor(app.context).idle();
    // The answer is given, then the process stops before its after-the-answer work (no sender any more).
    await closeMailer(app.context);
    expect((await app.post('/api/account/password-reset', { email: body.email })).status).toBe(200);
    expect(await app.context.db.selectFrom('mail_jobs').select('job').execute()).toEqual([{ job: 'password_reset' }]);
    await app.close();
    const arrived = smtp.next();
    const restarted = await prepareApp(app.context.config, { now: () => app.clock.now });
    try {
      await mailerFor(restarted.context).idle();
      expect((await arrived).raw).toMatch(/^X-Mynacon-Mail: reset$/m);
      expect((await outboxRow(body.email, restarted.context.db)).map((row) => `${row.kind}:${row.status}`)).toEqual([
        'confirm:sent',
        'reset:sent',
      ]);
      expect(await restarted.context.db.selectFrom('mail_jobs').select('job').execute()).toEqual([]);
    } finally {
      await restarted.close();
    }
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
