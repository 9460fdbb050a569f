import type { LocaleCode } from '@mynacon/contract';
import type { Kysely } from 'kysely';
import { createTransport } from 'nodemailer';
import type { ServerContext } from '../context.ts';
import type { Database } from '../db/types.ts';
import { type MailKind, type MailParams, renderMail } from './mail-texts.ts';

/** One mail: plain text, optionally an HTML alternative. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: MailKind;
}

/** Somewhere mails go. `db` is the executor of the caller (a transaction, so that the mail is part of it). */
export interface MailTransport {
  readonly name: string;
  send(message: MailMessage, db: Kysely<Database>): Promise<void>;
}

/** Writes mails into the `mail_outbox` table (read at `GET /api/dev/outbox`; the development mode only). */
export function outboxTransport(now: () => number): MailTransport {
  return {
    name: 'outbox',
    async send(message, db) {
      await db
        .insertInto('mail_outbox')
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          kind: message.kind,
          created_at: new Date(now()).toISOString(),
        })
        .execute();
    },
  };
}

/** Sends mails through the SMTP server of `url` (nodemailer), one connection per mail. */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = createTransport(url, { from });
  return {
    name: 'smtp',
    async send(message) {
      await transporter.sendMail({
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html === undefined ? {} : { html: message.html }),
        headers: { 'X-Mynacon-Mail': message.kind },
      });
    },
  };
}

/** Delivers the module's mails. */
export interface Mailer {
  /**
   * Writes the mails through the database transports (the outbox) with `db`: pass the transaction that issued
   * their links, so that every path of a call does the same number of commits and a rollback takes the mail too.
   */
  record(db: Kysely<Database>, messages: readonly MailMessage[]): Promise<void>;
  /**
   * Queues the mails for the background transports (SMTP): an answer never waits for, nor depends on, a remote
   * mail server, so that a call takes about the same time whether it mails or not. Call it after the commit.
   */
  dispatch(messages: readonly MailMessage[]): void;
  /** `record` with the server's database, then `dispatch`. */
  deliver(messages: readonly MailMessage[]): Promise<void>;
  /**
   * Runs `job` after the answer, in the queue of the background sends: a call whose work depends on whether an
   * address has an account answers before doing it, so that its time tells nothing. Failures are logged.
   */
  later(what: string, job: () => Promise<void>): void;
  /** Resolves when every queued mail and job has finished or failed (tests, graceful stops, the dev outbox). */
  idle(): Promise<void>;
}

export interface MailerOptions {
  db: Kysely<Database>;
  /** Written while the call waits, in the caller's transaction. */
  recorded: readonly MailTransport[];
  /** Sent in the background after the answer. */
  queued: readonly MailTransport[];
  /** Mails sent at once by the queued transports. @default 2 */
  concurrency?: number;
  /** Where failures of queued sends are reported. @default console.error */
  onError?: (error: unknown, message: MailMessage, transport: MailTransport) => void;
}

export function createMailer(options: MailerOptions): Mailer {
  const concurrency = options.concurrency ?? 2;
  const onError =
    options.onError ??
    ((error: unknown, message: MailMessage, transport: MailTransport) =>
      console.error(`Mail "${message.kind}" could not be sent through ${transport.name}:`, error));
  const waiting: Array<() => Promise<void>> = [];
  let running = 0;
  let idleResolvers: Array<() => void> = [];

  const pump = () => {
    while (running < concurrency && waiting.length > 0) {
      const job = waiting.shift() as () => Promise<void>;
      running += 1;
      void job().finally(() => {
        running -= 1;
        pump();
      });
    }
    if (running === 0 && waiting.length === 0) {
      for (const resolve of idleResolvers) resolve();
      idleResolvers = [];
    }
  };

  const mailer: Mailer = {
    async record(db, messages) {
      for (const message of messages) {
        for (const transport of options.recorded) await transport.send(message, db);
      }
    },
    dispatch(messages) {
      for (const message of messages) {
        for (const transport of options.queued) {
          waiting.push(() =>
            transport.send(message, options.db).catch((error: unknown) => onError(error, message, transport)),
          );
        }
      }
      pump();
    },
    async deliver(messages) {
      await mailer.record(options.db, messages);
      mailer.dispatch(messages);
    },
    later(what, job) {
      waiting.push(() => job().catch((error: unknown) => console.error(`Background work "${what}" failed:`, error)));
      pump();
    },
    idle() {
      if (running === 0 && waiting.length === 0) return Promise.resolve();
      return new Promise((resolve) => idleResolvers.push(resolve));
    },
  };
  return mailer;
}

/**
 * The mailer of a server: the outbox in the development mode only, and SMTP when `SMTP_URL` is set. A production
 * server never keeps its mails in the outbox (decision 041): without SMTP (`MAIL_DISABLED=true`) they are not sent
 * at all, and the start-up log says so.
 */
export function mailerFor(context: ServerContext): Mailer {
  const { smtpUrl, mailFrom } = context.config.accounts;
  const recorded = context.config.production ? [] : [outboxTransport(context.now)];
  const queued = smtpUrl === undefined ? [] : [smtpTransport(smtpUrl, mailFrom)];
  if (context.config.production && smtpUrl === undefined) {
    console.warn('No SMTP_URL (MAIL_DISABLED=true): account mails are not sent, and no player can confirm or reset.');
  }
  return createMailer({ db: context.db, recorded, queued });
}

/** Builds one mail in the recipient's locale. */
export function composeMail<K extends MailKind>(
  kind: K,
  to: string,
  locale: LocaleCode,
  params: MailParams[K],
): MailMessage {
  return { ...renderMail(kind, locale, params), to, kind };
}
