// Accounts of their own for tests that change account data: the demo player is shared by every worker, so a test
// that writes (devices, addresses, e-mail, password…) registers a fresh player through the real API, confirms it
// through the development outbox, and signs in as it.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, type Locator, type Page, signIn, t } from './fixtures';

export interface TestAccount {
  email: string;
  username: string;
  password: string;
}

/** A new, unique player: nobody registered these address and username before. */
export function uniqueAccount(prefix = 'player'): TestAccount {
  const id = randomUUID().replaceAll('-', '').slice(0, 12);
  return {
    email: `${prefix}-${id}@mynacon.test`,
    username: `${prefix}_${id}`.slice(0, 30),
    password: 'Fresh-Player-2026!',
  };
}

/** The registration body of the API for an account (adult, in Great Britain, English, terms accepted). */
export function registrationBody(account: TestAccount, overrides: Record<string, unknown> = {}) {
  return {
    email: account.email,
    username: account.username,
    password: account.password,
    dateOfBirth: '1990-04-12',
    country: 'GB',
    locale: 'en-GB',
    terms: true,
    ...overrides,
  };
}

/** One mail of the development outbox. */
export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  kind: string;
  createdAt: string;
}

/** The mails sent to an address, newest first (`GET /api/dev/outbox?to=`), optionally of one kind. */
export async function mailsTo(request: APIRequestContext, to: string, kind?: string): Promise<OutboxMail[]> {
  const answer = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(answer.ok()).toBe(true);
  const { messages } = (await answer.json()) as { messages: OutboxMail[] };
  return kind === undefined ? messages : messages.filter((mail) => mail.kind === kind);
}

/** The newest mail of a kind to an address; fails when there is none. */
export async function latestMail(request: APIRequestContext, to: string, kind: string): Promise<OutboxMail> {
  let mail: OutboxMail | undefined;
  // Mails are written as the request ends; poll briefly rather than assume the order of two requests.
  await expect
    .poll(async () => {
      mail = (await mailsTo(request, to, kind))[0];
      return mail !== undefined;
    })
    .toBe(true);
  return mail as OutboxMail;
}

/** The first link of a mail's text, on the portal (`/{locale}/confirmation?…`, `/{locale}/customer/resetpassword?…`). */
export function linkOf(mail: OutboxMail): URL {
  const match = /https?:\/\/[^\s<>"]+/.exec(mail.text);
  if (match === null) throw new Error(`No link in the mail "${mail.subject}" to ${mail.to}`);
  return new URL(match[0]);
}

/** The link of a mail as a path on the server under test (mails carry the configured public origin). */
export function pathOf(url: URL): string {
  return `${url.pathname}${url.search}`;
}

/** Registers an account through the API (no bot protection is configured in these tests); it is not confirmed. */
export async function registerAccount(
  request: APIRequestContext,
  account: TestAccount = uniqueAccount(),
  overrides: Record<string, unknown> = {},
): Promise<TestAccount> {
  const answer = await request.post('/api/account/register', { data: registrationBody(account, overrides) });
  expect(answer.status(), await answer.text()).toBe(200);
  return account;
}

/** A registered and confirmed account, ready to sign in. */
export async function createConfirmedAccount(
  request: APIRequestContext,
  account: TestAccount = uniqueAccount(),
): Promise<TestAccount> {
  await registerAccount(request, account);
  const link = linkOf(await latestMail(request, account.email, 'confirm'));
  const confirm = await request.post('/api/account/confirm', {
    data: { email: link.searchParams.get('email'), confirm: link.searchParams.get('confirm') },
  });
  expect(confirm.status(), await confirm.text()).toBe(200);
  return account;
}

/** A fresh confirmed account, signed in in the page's context (a real session cookie). */
export async function signInFreshAccount(page: Page, prefix = 'player'): Promise<TestAccount> {
  const account = await createConfirmedAccount(page.request, uniqueAccount(prefix));
  await signIn(page, account);
  return account;
}

/**
 * The parts every account list page shares (addresses, devices): its list, its add form, a card by the text it
 * shows, the empty state and the page's notice; `section` is the page's message prefix (`portal.account.{section}`).
 */
export function accountListPage(page: Page, section: 'addresses' | 'devices') {
  const main = page.getByRole('main');
  const list = main.getByRole('list', { name: t(`portal.account.${section}.listTitle`) });
  const addForm = main.getByRole('form', { name: t(`portal.account.${section}.addTitle`) });
  return {
    main,
    list,
    addForm,
    card: (name: string): Locator => list.getByRole('listitem').filter({ hasText: name }),
    empty: main.getByRole('heading', { name: t(`portal.account.${section}.empty.title`) }),
    notice: main.locator('[data-part="notice"]'),
  };
}
