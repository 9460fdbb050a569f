import type { ConfigReader } from '../config-reader.ts';

/** Configuration of the accounts module. */
export interface AccountsConfig {
  /** Minimum age at registration where the country has no rule of its own. */
  minAge: number;
  /** Minimum age per ISO country code (the age of digital consent where it is above the default). */
  minAgeByCountry: Readonly<Record<string, number>>;
  /** Seconds a confirmation link stays valid. */
  confirmationTtl: number;
  /** Seconds a password-reset link stays valid. */
  resetTtl: number;
  /** Seconds an e-mail-change link stays valid. */
  emailChangeTtl: number;
  /** Mail-sending calls per recipient address per hour; 0 turns the limit off. */
  mailLimitPerRecipient: number;
  /** Mail-sending calls per client address per hour; 0 turns the limit off. */
  mailLimitPerClient: number;
  /** Account mail requests per hour from all clients together; 0 turns the limit off. */
  mailLimitGlobal: number;
  /** Username-availability checks per client address per minute; 0 turns the limit off. */
  usernameCheckLimit: number;
  /** `smtp://` or `smtps://` URL of the mail server; unset, no mail leaves the server. */
  smtpUrl: string | undefined;
  /**
   * MAIL_DISABLED: the server sends no account mail, and says so at start. A production server needs either this or
   * `smtpUrl` (decision 041): its mails are never kept in the outbox, which is a development convenience.
   */
  mailDisabled: boolean;
  /** Sender of every mail. */
  mailFrom: string;
  /** Words of this site that a new password must not be made of (the product's and the publisher's names). */
  passwordContextWords: readonly string[];
}

/** Every variable this module reads, with what it accepts (listed in the README and in error messages). */
export const accountsConfigVariables: Record<string, string> = {
  MIN_AGE: 'Minimum age to register, 0 to 99. Default 13.',
  MIN_AGE_BY_COUNTRY:
    'Minimum age per country, COUNTRY:AGE separated by commas (DE:16,NL:16). Default DE:16,NL:16,FR:15,ES:14,IT:14.',
  CONFIRMATION_TOKEN_TTL: 'Seconds a confirmation link stays valid, 300 to 2592000. Default 172800 (48 h).',
  PASSWORD_RESET_TOKEN_TTL: 'Seconds a password-reset link stays valid, 300 to 86400. Default 3600 (1 h).',
  EMAIL_CHANGE_TOKEN_TTL: 'Seconds an e-mail-change link stays valid, 300 to 604800. Default 86400 (24 h).',
  MAIL_LIMIT_PER_RECIPIENT:
    'Account mails per recipient address per hour, 0 (off) to 1000. Default 5. Reset and resend send one mail per recipient in each share of the hour (12 minutes at 5, never longer than the link lives) and answer every request the same.',
  MAIL_LIMIT_PER_CLIENT: 'Account mail requests per client address per hour, 0 (off) to 100000. Default 30.',
  MAIL_LIMIT_GLOBAL:
    'Account mail requests per hour from all clients together, counted after the bot check, 0 (off) to 10000000. Default 2000. Reset and resend requests without a bot token have a budget of their own of the same size.',
  USERNAME_CHECK_LIMIT: 'Username-availability checks per client address per minute, 0 (off) to 10000. Default 60.',
  SMTP_URL:
    'smtp:// or smtps:// URL of the mail server (user and password in the URL). Required without DEVELOPMENT_MODE=true unless MAIL_DISABLED=true; in the development mode, unset: the outbox only.',
  MAIL_DISABLED:
    'true: the server sends no account mail (no confirmation, reset or notice reaches a player); the explicit way to run in production without SMTP_URL. Default false.',
  MAIL_FROM:
    'Sender of account mails, address or "Name <address>". Required with SMTP_URL; default Mynacon <no-reply@localhost>.',
  PASSWORD_CONTEXT_WORDS:
    "Comma-separated words of the site a new password is judged guessable with (the product's and the publisher's names), each 3 to 64 letters, digits or hyphens. Default mynacon.",
};

/** The ages of digital consent of the stores' countries where they are above 13 (GDPR article 8). */
export const defaultMinAgeByCountry = 'DE:16,NL:16,FR:15,ES:14,IT:14';

function readMinAgeByCountry(read: ConfigReader): Record<string, number> {
  const value = read.present('MIN_AGE_BY_COUNTRY') ?? defaultMinAgeByCountry;
  const ages: Record<string, number> = {};
  for (const entry of value.split(',')) {
    const match = /^\s*([A-Za-z]{2})\s*:\s*([0-9]{1,2})\s*$/.exec(entry);
    if (match === null) {
      read.wrong('MIN_AGE_BY_COUNTRY', value, 'COUNTRY:AGE pairs separated by commas, such as DE:16,FR:15');
      return {};
    }
    ages[(match[1] as string).toUpperCase()] = Number(match[2]);
  }
  return ages;
}

function readSmtpUrl(read: ConfigReader): string | undefined {
  const value = read.present('SMTP_URL');
  if (value === undefined) return undefined;
  try {
    const url = new URL(value);
    if ((url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '') return value;
  } catch {
    // Reported below.
  }
  // The URL may carry a password: never echo it.
  read.problem('SMTP_URL is not valid: expected smtp://[user:password@]host[:port] or smtps://… (value not shown).');
  return undefined;
}

function readContextWords(read: ConfigReader): string[] {
  const value = read.present('PASSWORD_CONTEXT_WORDS') ?? 'mynacon';
  const words = value
    .split(',')
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word !== '');
  if (words.some((word) => !/^[\p{L}\p{N}-]{3,64}$/u.test(word))) {
    read.wrong('PASSWORD_CONTEXT_WORDS', value, 'words of 3 to 64 letters, digits or hyphens separated by commas');
    return [];
  }
  return words;
}

/**
 * Reads the module's variables; each wrong value is recorded through the reader. In production (no development
 * mode) mails go by SMTP or, explicitly, nowhere: never only into the outbox table, where reset links would wait.
 */
export function readAccountsConfig(read: ConfigReader, production: boolean): AccountsConfig {
  const smtpUrl = readSmtpUrl(read);
  const mailDisabled = read.boolean('MAIL_DISABLED', false);
  if (mailDisabled && read.present('SMTP_URL') !== undefined) {
    read.problem('MAIL_DISABLED=true and SMTP_URL are both set: unset one of them.');
  } else if (production && !mailDisabled && read.present('SMTP_URL') === undefined) {
    read.problem(
      'SMTP_URL is required (account mails carry the confirmation and reset links); MAIL_DISABLED=true runs the server without account mails.',
    );
  }
  const from = read.present('MAIL_FROM');
  if (from !== undefined && !/^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/.test(from)) {
    read.wrong('MAIL_FROM', from, 'an e-mail address or "Name <address>"');
  }
  if (from === undefined && read.present('SMTP_URL') !== undefined) {
    read.problem('MAIL_FROM is required when SMTP_URL is set: the sender address of account mails.');
  }
  return {
    minAge: read.integer('MIN_AGE', 13, 0, 99),
    minAgeByCountry: readMinAgeByCountry(read),
    confirmationTtl: read.integer('CONFIRMATION_TOKEN_TTL', 48 * 3600, 300, 30 * 24 * 3600),
    resetTtl: read.integer('PASSWORD_RESET_TOKEN_TTL', 3600, 300, 24 * 3600),
    emailChangeTtl: read.integer('EMAIL_CHANGE_TOKEN_TTL', 24 * 3600, 300, 7 * 24 * 3600),
    mailLimitPerRecipient: read.integer('MAIL_LIMIT_PER_RECIPIENT', 5, 0, 1000),
    mailLimitPerClient: read.integer('MAIL_LIMIT_PER_CLIENT', 30, 0, 100_000),
    mailLimitGlobal: read.integer('MAIL_LIMIT_GLOBAL', 2000, 0, 10_000_000),
    usernameCheckLimit: read.integer('USERNAME_CHECK_LIMIT', 60, 0, 10_000),
    smtpUrl,
    mailDisabled,
    mailFrom: from ?? 'Mynacon <no-reply@localhost>',
    passwordContextWords: readContextWords(read),
  };
}
