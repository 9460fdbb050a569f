import type { LocaleCode } from '@mynacon/contract';
import { type Kysely, sql, type UpdateQueryBuilder, type UpdateResult } from 'kysely';
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

/** Somewhere mails go. */
export interface MailTransport {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
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

/** Work done after a call's answer, by name, that ends in mails (written with the work, in its transaction). */
export type MailJobHandler = (
  trx: Kysely<Database>,
  userId: number,
  payload: Record<string, unknown>,
) => Promise<{ messages: readonly MailMessage[]; afterwards?: () => Promise<void> }>;

/**
 * Delivers the module's mails from the outbox table (decision 053): a mail is written in the transaction of the
 * change that causes it, so it exists if and only if the change committed, and a sender sends it after the commit,
 * again after a failure (with a growing delay) until it is sent or out of attempts. Any instance sends any mail: a
 * send is claimed in the database, and a claim whose process died runs out after `leaseMs`.
 */
export interface Mailer {
  /** Writes the mails into the outbox with `db`: pass the transaction of the change that causes them. */
  record(db: Kysely<Database>, messages: readonly MailMessage[]): Promise<void>;
  /** Sends what is due without waiting (call it after the commit); the sender also looks every `pollMs`. */
  dispatch(): void;
  /** `record` with the server's database, then `dispatch` (a mail no single change causes). */
  deliver(messages: readonly MailMessage[]): Promise<void>;
  /**
   * Writes a job to run after the answer (`handle` names what it does) with `db`, for a known account or none
   * (`undefined`: the same write, dropped by the sender), so that a call takes the same time and work for both; the
   * job is kept until its mails are written, so a process that dies after answering loses none.
   */
  later(
    db: Kysely<Database>,
    job: string,
    userId: number | undefined,
    payload?: Record<string, unknown>,
  ): Promise<void>;
  /** What the jobs called `job` do; registered by the routes at start, on every instance. */
  handle(job: string, handler: MailJobHandler): void;
  /** Runs the jobs and sends the mails due now, and resolves when done (tests, the dev outbox). */
  idle(): Promise<void>;
  /** Stops looking for due mails and waits for the sends under way. */
  close(): Promise<void>;
}

export interface MailerOptions {
  db: Kysely<Database>;
  now: () => number;
  /** Where mails are sent; none: they stay in the outbox (`kept`) or, with `keep: false`, are not written at all. */
  transports: readonly MailTransport[];
  /** Whether mails are written when no transport sends them (the development outbox). @default true */
  keep?: boolean;
  /** Attempts of one mail before it is `failed`. @default 8 */
  maxAttempts?: number;
  /** Delay after the first failure, doubled after each next one, at most an hour. @default 30 s */
  retryMs?: number;
  /** How long a claimed send may take before another sender tries it. @default 2 min */
  leaseMs?: number;
  /** How often a sender looks for due mails (left by a stopped process, or retries). 0: only when asked. @default 15 s */
  pollMs?: number;
  /** Whether a sent mail stays in the outbox (`sent`) or is deleted. @default true */
  keepSent?: boolean;
  /** Mails sent at once. @default 2 */
  concurrency?: number;
  /** Where sending failures are reported. @default console.warn, and console.error for the last attempt */
  onError?: (error: unknown, message: MailMessage, attempt: number, final: boolean) => void;
}

const iso = (ms: number) => new Date(ms).toISOString();
const maxRetryMs = 3_600_000;

export function createMailer(options: MailerOptions): Mailer {
  const { db, now, transports } = options;
  const keep = options.keep ?? true;
  const maxAttempts = options.maxAttempts ?? 8;
  const retryMs = options.retryMs ?? 30_000;
  const leaseMs = options.leaseMs ?? 120_000;
  const pollMs = options.pollMs ?? 15_000;
  const keepSent = options.keepSent ?? true;
  const concurrency = options.concurrency ?? 2;
  const onError =
    options.onError ??
    ((error: unknown, message: MailMessage, attempt: number, final: boolean) => {
      const what = `Mail "${message.kind}" (attempt ${attempt} of ${maxAttempts})`;
      if (final)
        console.error(`${what} could not be sent; no attempt is left, it stays in the outbox as failed:`, error);
      else console.warn(`${what} could not be sent; it is tried again later:`, error);
    });
  const handlers = new Map<string, MailJobHandler>();
  const delayAfter = (attempts: number) => Math.min(retryMs * 2 ** (attempts - 1), maxRetryMs);

  /**
   * Claims the next due row of a queue (a job, or a pending mail of the outbox): counts the attempt and moves its time
   * on by the lease, so that no other sender, on another connection or instance, takes it meanwhile.
   */
  const claimNext = <Queue extends 'mail_jobs' | 'mail_outbox'>(queue: Queue) => {
    const at = now();
    const table: 'mail_jobs' | 'mail_outbox' = queue;
    const claim = db
      .updateTable(table)
      .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: iso(at + leaseMs) }))
      .where('id', '=', (eb) =>
        eb
          .selectFrom(table)
          .select('id')
          .$if(table === 'mail_outbox', (qb) => qb.where(sql.ref('status'), '=', 'pending'))
          .where('next_attempt_at', '<=', new Date(at))
          .orderBy('next_attempt_at')
          .orderBy('id')
          .limit(1)
          .forUpdate()
          .skipLocked(),
      );
    // Built on both tables' common columns; the caller's `returning` reads the one it claims from.
    return claim as unknown as UpdateQueryBuilder<Database, Queue, Queue, UpdateResult>;
  };

  /** Claims the next due job (its lease moves its time on), runs it and drops it; false when none is due. */
  const runJob = async (): Promise<boolean> => {
    const job = await claimNext('mail_jobs')
      .returning(['id', 'job', 'user_id', 'payload', 'attempts'])
      .executeTakeFirst();
    if (job === undefined) return false;
    const handler = handlers.get(job.job);
    // Not known here (yet): left to the lease, for an instance that knows it.
    if (handler === undefined && job.user_id !== null) return true;
    try {
      if (job.user_id === null || handler === undefined) {
        await db.deleteFrom('mail_jobs').where('id', '=', job.id).execute();
        return true;
      }
      const userId = job.user_id;
      const afterwards = await db.transaction().execute(async (trx) => {
        // One job of a player at a time: two run side by side (on two connections or two instances) would each see
        // no live link of the other and each mail one, where the window allows one.
        await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
        const done = await handler(trx, userId, JSON.parse(job.payload) as Record<string, unknown>);
        await mailer.record(trx, done.messages);
        await trx.deleteFrom('mail_jobs').where('id', '=', job.id).execute();
        return done.afterwards;
      });
      await afterwards?.();
    } catch (error) {
      const final = job.attempts >= maxAttempts;
      console[final ? 'error' : 'warn'](
        `Mail job "${job.job}" failed (attempt ${job.attempts} of ${maxAttempts})${final ? '; dropped' : ''}:`,
        error,
      );
      if (final) await db.deleteFrom('mail_jobs').where('id', '=', job.id).execute();
      else
        await db
          .updateTable('mail_jobs')
          .set({ next_attempt_at: iso(now() + delayAfter(job.attempts)) })
          .where('id', '=', job.id)
          .execute();
    }
    return true;
  };

  /** Claims the next due mail, sends it and records the outcome; false when none is due. */
  const sendMail = async (): Promise<boolean> => {
    const row = await claimNext('mail_outbox')
      .returning(['id', 'to', 'subject', 'text', 'html', 'kind', 'attempts'])
      .executeTakeFirst();
    if (row === undefined) return false;
    const message: MailMessage = {
      to: row.to,
      subject: row.subject,
      text: row.text,
      kind: row.kind as MailKind,
      ...(row.html === null ? {} : { html: row.html }),
    };
    try {
      for (const transport of transports) await transport.send(message);
      if (keepSent)
        await db
          .updateTable('mail_outbox')
          .set({ status: 'sent', sent_at: iso(now()), next_attempt_at: null, last_error: null })
          .where('id', '=', row.id)
          .execute();
      else await db.deleteFrom('mail_outbox').where('id', '=', row.id).execute();
    } catch (error) {
      const final = row.attempts >= maxAttempts;
      onError(error, message, row.attempts, final);
      await db
        .updateTable('mail_outbox')
        .set({
          status: final ? 'failed' : 'pending',
          next_attempt_at: final ? null : iso(now() + delayAfter(row.attempts)),
          last_error: String(error instanceof Error ? error.message : error).slice(0, 1000),
        })
        .where('id', '=', row.id)
        .execute();
    }
    return true;
  };

  // One pass at a time: jobs first (they write mails), then `concurrency` senders until nothing is due.
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;
  const pass = async () => {
    do {
      again = false;
      while (await runJob()) {}
      if (transports.length > 0) {
        await Promise.all(
          Array.from({ length: concurrency }, async () => {
            while (await sendMail()) {}
          }),
        );
      }
    } while (again && !closed);
  };
  const start = (): Promise<void> => {
    if (running !== undefined) {
      again = true;
      return running;
    }
    running = pass()
      .catch((error: unknown) => console.error('The mail sender failed; it looks again later:', error))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = pollMs > 0 ? setInterval(() => void start(), pollMs) : undefined;
  timer?.unref();

  const mailer: Mailer = {
    async record(executor, messages) {
      if (transports.length === 0 && !keep) return;
      const status = transports.length > 0 ? 'pending' : 'kept';
      const at = iso(now());
      for (const message of messages) {
        await executor
          .insertInto('mail_outbox')
          .values({
            to: message.to,
            subject: message.subject,
            text: message.text,
            html: message.html ?? null,
            kind: message.kind,
            created_at: at,
            status,
            next_attempt_at: status === 'pending' ? at : null,
          })
          .execute();
      }
    },
    dispatch() {
      if (!closed) void start();
    },
    async deliver(messages) {
      await mailer.record(db, messages);
      mailer.dispatch();
    },
    async later(executor, job, userId, payload = {}) {
      await executor
        .insertInto('mail_jobs')
        .values({
          job,
          user_id: userId ?? null,
          payload: userId === undefined ? '{}' : JSON.stringify(payload),
          next_attempt_at: iso(now()),
          created_at: iso(now()),
        })
        .execute();
    },
    handle(job, handler) {
      handlers.set(job, handler);
    },
    async idle() {
      await running;
      if (!closed) await start();
    },
    async close() {
      closed = true;
      if (timer !== undefined) clearInterval(timer);
      await running;
    },
  };
  return mailer;
}

const mailers = new WeakMap<ServerContext, Mailer>();

/**
 * The mailer of a server (one per server, shared by its modules): mails go by SMTP when `SMTP_URL` is set, from the
 * outbox. Without SMTP, the development mode keeps them there for `GET /api/dev/outbox`, and a production server
 * writes none (decision 041): with `MAIL_DISABLED=true` they are not sent at all, and the start-up log says so. In
 * production a sent mail leaves the outbox (its links are secrets); a failed one stays, with its error.
 */
export function mailerFor(context: ServerContext): Mailer {
  const known = mailers.get(context);
  if (known !== undefined) return known;
  const { smtpUrl, mailFrom } = context.config.accounts;
  const { production } = context.config;
  const transports = smtpUrl === undefined ? [] : [smtpTransport(smtpUrl, mailFrom)];
  if (production && smtpUrl === undefined) {
    console.warn('No SMTP_URL (MAIL_DISABLED=true): account mails are not sent, and no player can confirm or reset.');
  }
  const mailer = createMailer({
    db: context.db,
    now: context.now,
    transports,
    keep: !production,
    keepSent: !production,
  });
  mailers.set(context, mailer);
  // Mails and jobs a stopped process left behind, once the routes have registered their jobs.
  setImmediate(() => mailer.dispatch());
  return mailer;
}

/** Stops the server's mailer (graceful stop): no new pass, the sends under way finish. */
export async function closeMailer(context: ServerContext): Promise<void> {
  const mailer = mailers.get(context);
  mailers.delete(context);
  await mailer?.close();
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
