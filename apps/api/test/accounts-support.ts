/** Shared pieces of the accounts module's tests: a cheap-hashing app on a fake clock, JSON calls, the outbox. */
import { accountMessages } from '@mynacon/contract';
import type { ScryptParams } from '../src/auth/password.ts';
import type { Config } from '../src/config.ts';
import { type BackendName, createTestApp, type TestApp, testConfig } from './helpers.ts';

/** 15 June 2026, noon UTC: the tests' "now" unless they move the clock. */
export const startOfTests = Date.parse('2026-06-15T12:00:00.000Z');

export interface AccountsTestApp extends TestApp {
  /** The fake clock: set `clock.now` (ms) to move time. */
  clock: { now: number };
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  /** Mails of the development outbox to an address, newest first. */
  outbox(to: string): Promise<OutboxMail[]>;
}

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  kind: string;
  createdAt: string;
}

/** scrypt at logN 10: about a millisecond a hash. */
export const cheapScrypt: ScryptParams = { logN: 10, r: 8, p: 1 };

/**
 * Configuration overrides with the given password cost on top of `extra`. The mail throttle is out of the way
 * (1000 an hour) unless `extra.accounts` sets it: its own tests do.
 */
export function cheapConfig(extra: Partial<Config> = {}, scrypt: ScryptParams = cheapScrypt): Partial<Config> {
  const base = testConfig();
  return {
    ...extra,
    auth: { ...base.auth, ...extra.auth, scrypt },
    accounts: extra.accounts ?? { ...base.accounts, mailLimitPerClient: 1000, mailLimitPerRecipient: 1000 },
  };
}

/** A test app with cheap password hashes (unless `scrypt` says otherwise) and a fake clock. */
export async function createAccountsApp(
  backend: BackendName,
  overrides: Partial<Config> = {},
  scrypt: ScryptParams = cheapScrypt,
): Promise<AccountsTestApp> {
  const clock = { now: startOfTests };
  const app = await createTestApp(backend, cheapConfig(overrides, scrypt), { now: () => clock.now });
  return Object.assign(app, {
    clock,
    post: (path: string, body: unknown, headers: Record<string, string> = {}) =>
      Promise.resolve(
        app.app.request(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
      ),
    async outbox(to: string) {
      const response = await app.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      if (response.status !== 200) throw new Error(`outbox answered ${response.status}`);
      return ((await response.json()) as { messages: OutboxMail[] }).messages;
    },
  });
}

/** The first link of a mail that starts with `prefix`, parsed. */
export function linkIn(text: string, prefix: string): URL {
  const line = text.split('\n').find((item) => item.startsWith(prefix));
  if (line === undefined) throw new Error(`No ${prefix} link in:\n${text}`);
  return new URL(line);
}

let counter = 0;

/** A valid registration with a fresh address and username. */
export function registration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const id = `${process.pid}x${counter}`;
  return {
    email: `player${id}@example.com`,
    username: `Player${id}`,
    password: 'Strong-Pass-2026!',
    dateOfBirth: '2000-02-01',
    country: 'GB',
    locale: 'en-GB',
    terms: true,
    ...overrides,
  };
}

/** Registers and confirms an account; answers its id, address and password. */
export async function confirmedAccount(
  app: AccountsTestApp,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; email: string; username: string; password: string }> {
  const body = registration(overrides);
  const registered = await app.post('/api/account/register', body);
  if (registered.status !== 200) throw new Error(`register answered ${registered.status}: ${await registered.text()}`);
  const [mail] = await app.outbox(body.email);
  if (mail === undefined) throw new Error('no confirmation mail');
  const link = linkIn(mail.text, 'http://api.test/');
  const confirmed = await app.post('/api/account/confirm', {
    email: link.searchParams.get('email'),
    confirm: link.searchParams.get('confirm'),
  });
  if (confirmed.status !== 200) throw new Error(`confirm answered ${confirmed.status}`);
  const user = await app.context.db
    .selectFrom('users')
    .select('id')
    .where('email_key', '=', body.email.toLowerCase())
    .executeTakeFirstOrThrow();
  return { id: user.id, email: body.email, username: body.username, password: body.password };
}

/** The error body of an answer. */
export async function errorOf(response: Response): Promise<{ code: string; message: string; issues?: unknown[] }> {
  return ((await response.json()) as { error: { code: string; message: string; issues?: unknown[] } }).error;
}

/** The message of a password that breaks the rules, as the player reads it. */
export const passwordMessage =
  'Password must contain 8 characters, at least one lowercase letter, one uppercase letter, one number and one special character : @$!%*#?&^.-_';

/** The error body of a link that no longer works (410 `gone`): its reason and the message the player reads. */
export function goneLink(reason: 'link_used' | 'link_expired' | 'link_invalid') {
  const message = {
    link_used: accountMessages.linkUsed,
    link_expired: accountMessages.linkExpired,
    link_invalid: accountMessages.linkInvalid,
  };
  return { code: 'gone', message: message[reason], reason };
}
