import * as z from 'zod/mini';
import { coded } from './issues.ts';
import { locales } from './primitives.ts';
import { named } from './registry.ts';
import { SignInMethodCode } from './site.ts';

/** The form messages of spec section 5, word for word, and the few the spec leaves to us. */
export const accountMessages = {
  password:
    'Password must contain 8 characters, at least one lowercase letter, one uppercase letter, one number and one special character : @$!%*#?&^.-_',
  username: 'Username contains forbidden characters',
  emailFormat: 'Invalid email format',
  /** The spec's default message of the generic rules (required, max length, …). */
  invalid: 'Invalid field',
  usernameTaken: 'This username is already taken',
  sameEmail: 'This is already your email address',
  wrongPassword: 'The password is not correct',
  /** A link that was never issued, or whose address does not match. */
  linkInvalid: 'This link is not valid. Ask for a new one.',
  linkUsed: 'This link has already been used.',
  linkExpired: 'This link has expired. Ask for a new one.',
  emailUnavailable: 'This email address can no longer be used. Start the change again with another one.',
  /** Refused by the server's estimator as easy to guess (decision 043), whatever the composition rule says. */
  passwordCommon: 'This password is easy to guess. Avoid common words, names and dates.',
  /** Linking or unlinking without a recent proof (403 `reauth_required`). */
  reauthRequired: 'Confirm it is you before changing your linked accounts.',
  codeWrong: 'The code is not correct or has expired. Ask for a new one.',
  /** An account with a password proves it with the password, not a mailed code. */
  codeNotForPassword: 'This account has a password: confirm with your password.',
} as const;

/** 'The filed needs at least {length} characters' (the spec's spelling). */
export const minLengthMessage = (length: number) => `The filed needs at least ${length} characters`;
/** The age rule's message, the same text as the portal's date field. */
export const minAgeMessage = (age: number) => `You must be at least ${age} years old`;

export const usernameMinLength = 3;
export const usernameMaxLength = 30;
export const passwordMinLength = 8;
/** Longer passwords are refused before hashing (the server's scrypt limit). */
export const passwordMaxLength = 1024;
export const emailMaxLength = 254;

/** Length as players count it: an emoji or an accented letter is one character. */
const characterCount = (value: string) => [...value].length;

/** The special characters of the password rule. */
export const passwordSpecialCharacters = '@$!%*#?&^._-';

/** At least 8 characters with a lowercase and an uppercase letter, a digit and one of `@$!%*#?&^._-`. */
export function isStrongPassword(value: string): boolean {
  return (
    characterCount(value) >= passwordMinLength &&
    /\p{Ll}/u.test(value) &&
    /\p{Lu}/u.test(value) &&
    /[0-9]/.test(value) &&
    /[@$!%*#?&^._-]/.test(value)
  );
}

/**
 * The spec's forbidden characters (`% ' \` * # ; , "` and space), any other white space, invisible control and
 * format characters, which would let two public names look alike, and lone surrogates, which are no text at all.
 */
export function hasForbiddenUsernameCharacters(value: string): boolean {
  return /[%'`*#;,"\s\p{Cc}\p{Cf}\p{Cs}]/u.test(value);
}

// The HTML specification's e-mail grammar, plus a dot in the domain (the same rule as the portal's field).
const emailPattern =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** The e-mail format check of spec section 5. */
export function isEmailFormat(value: string): boolean {
  return value.length <= emailMaxLength && emailPattern.test(value);
}

/** An e-mail address, trimmed, in the spec's format. */
export const EmailAddress = z
  .string(accountMessages.invalid)
  .check(z.trim(), z.refine(isEmailFormat, coded(accountMessages.emailFormat, 'email_format')));

/** A public player name: 3 to 30 characters, none of the forbidden ones. */
export const Username = z.string(accountMessages.invalid).check(
  z.refine(
    (value) => characterCount(value) >= usernameMinLength,
    coded(minLengthMessage(usernameMinLength), 'too_short', { min: usernameMinLength }),
  ),
  z.refine((value) => characterCount(value) <= usernameMaxLength, coded(accountMessages.invalid, 'invalid')),
  z.refine((value) => !hasForbiddenUsernameCharacters(value), coded(accountMessages.username, 'username_characters')),
);

/** A new password: the spec's strength rule, at most 1024 characters. */
export const NewPassword = z
  .string(accountMessages.invalid)
  .check(
    z.refine(isStrongPassword, coded(accountMessages.password, 'password_rules')),
    z.maxLength(passwordMaxLength, accountMessages.invalid),
  );

/** The current password, checked against the stored one (no strength rule: it may predate it). */
export const CurrentPassword = z
  .string(accountMessages.invalid)
  .check(z.minLength(1, accountMessages.invalid), z.maxLength(passwordMaxLength, accountMessages.invalid));

/** The single-use secret of an e-mailed link: 32 random bytes, base64url. */
export const LinkToken = z
  .string(accountMessages.invalid)
  .check(z.regex(/^[A-Za-z0-9_-]{43}$/, accountMessages.linkInvalid));

/** Registration (`POST /api/account/register`). Field names are the portal form's. */
export const RegistrationBody = named(
  'RegistrationBody',
  z.object({
    email: EmailAddress,
    username: Username,
    password: NewPassword,
    /** `YYYY-MM-DD`; the minimum age depends on the country. */
    dateOfBirth: z.iso.date(accountMessages.invalid),
    /** ISO 3166-1 alpha-2, one of the stores' allowed countries. */
    country: z.string(accountMessages.invalid).check(z.regex(/^[A-Z]{2}$/, accountMessages.invalid)),
    /** The player's language: mails and links use it. */
    locale: z.enum(locales, accountMessages.invalid),
    /** The terms of service are accepted. */
    terms: z.literal(true, accountMessages.invalid),
    newsletter: z.optional(z.boolean(accountMessages.invalid)),
    /** Another player's referral code (used when the referral programme is on). */
    referralCode: z.optional(
      z.string(accountMessages.invalid).check(z.regex(/^[A-Za-z0-9_-]{1,32}$/, accountMessages.invalid)),
    ),
    /** The bot-protection (v3) token of the `register` action. */
    botToken: z.optional(z.string(accountMessages.invalid).check(z.maxLength(4096, accountMessages.invalid))),
  }),
  'A new account. Answers the same whether or not the address is already registered.',
);
export type RegistrationBody = z.output<typeof RegistrationBody>;

/** The answer of the account calls that must not reveal whether an address is registered. */
export const AccountRequestResponse = named(
  'AccountRequestResponse',
  z.object({ success: z.boolean() }),
  'Always the same for a well-formed request: a mail follows when there is someone to send it to.',
);

export const UsernameAvailabilityQuery = z.object({
  username: z.string().check(z.maxLength(256)),
});
export const UsernameAvailabilityResponse = named(
  'UsernameAvailabilityResponse',
  z.object({
    available: z.boolean(),
    /** Why not: `taken` by another player, or `invalid` under the username rules (see `message`). */
    reason: z.optional(z.enum(['taken', 'invalid'])),
    message: z.optional(z.string()),
  }),
);

/** The confirmation link's query (`/{locale}/confirmation?email=…&confirm=…`), posted back. */
export const ConfirmEmailBody = named(
  'ConfirmEmailBody',
  z.object({
    email: z.string(accountMessages.invalid).check(z.trim(), z.maxLength(emailMaxLength)),
    confirm: LinkToken,
  }),
);
/**
 * An external account that an external sign-up linked to the account and that waits for the holder of the
 * confirmation link to keep or drop it (decision 042): it signs nobody in until it is kept.
 */
export const PendingLink = named(
  'PendingLink',
  z.object({
    provider: SignInMethodCode,
    /** The external account's name at the provider. */
    displayName: z.string(),
  }),
);

export const ConfirmEmailResponse = named(
  'ConfirmEmailResponse',
  z.object({
    success: z.boolean(),
    /** Single-use token for the auth module's `token` sign-in provider (cross-login style), when it is available. */
    signInToken: z.optional(z.string().check(z.minLength(1))),
    /** The links waiting for a choice (`POST /api/account/confirm/links`); confirming does not make them active. */
    pendingLinks: z.array(PendingLink),
  }),
);

/** What the holder of the confirmation link does with a pending link. */
export const pendingLinkChoices = ['keep', 'drop'] as const;

/**
 * The confirmation link's query, posted back once the address is confirmed with it, and a choice per pending link
 * (none: only the list). The link chooses until it expires.
 */
export const PendingLinksBody = named(
  'PendingLinksBody',
  z.object({
    email: z.string(accountMessages.invalid).check(z.trim(), z.maxLength(emailMaxLength)),
    confirm: LinkToken,
    choices: z
      .array(z.object({ provider: SignInMethodCode, choice: z.enum(pendingLinkChoices) }))
      .check(z.maxLength(5, accountMessages.invalid)),
  }),
);
export const PendingLinksResponse = named(
  'PendingLinksResponse',
  z.object({
    success: z.boolean(),
    /** The links still waiting for a choice, after the ones made. */
    pendingLinks: z.array(PendingLink),
  }),
);
export type PendingLink = z.output<typeof PendingLink>;
export type PendingLinkChoice = z.output<typeof PendingLinksBody>['choices'][number];

/**
 * Resend of the confirmation mail, and the password-reset request: the address, and the bot-protection (v3) token of
 * the `resend` or `reset` action where the page loads the bot check (the sign-in and registration pages; the
 * recovery pages load no third-party script and send none).
 */
export const AccountEmailBody = named(
  'AccountEmailBody',
  z.object({
    email: EmailAddress,
    botToken: z.optional(z.string(accountMessages.invalid).check(z.maxLength(4096, accountMessages.invalid))),
  }),
);

/** The reset link's query (`/{locale}/customer/resetpassword?email=…&token=…`) and the new password. */
export const PasswordResetBody = named(
  'PasswordResetBody',
  z.object({
    email: z.string(accountMessages.invalid).check(z.trim(), z.maxLength(emailMaxLength)),
    token: LinkToken,
    password: NewPassword,
  }),
);

/** An e-mail change: the current password and the new address, confirmed from the new mailbox. */
export const EmailChangeBody = named('EmailChangeBody', z.object({ password: CurrentPassword, email: EmailAddress }));

/** The e-mail change link's `payload` (`/{locale}/confirmation?payload=…`), posted back. */
export const EmailChangeConfirmBody = named('EmailChangeConfirmBody', z.object({ token: LinkToken }));

export const PasswordChangeBody = named(
  'PasswordChangeBody',
  z.object({ currentPassword: CurrentPassword, password: NewPassword }),
);

/** A mailed re-authentication code: six digits. */
export const ReauthCode = z.string(accountMessages.invalid).check(z.regex(/^[0-9]{6}$/, accountMessages.codeWrong));

/** Proof that it is the player: the account's password, or (for an account without one) the code mailed to it. */
export const ReauthenticateBody = named(
  'ReauthenticateBody',
  z.object({ password: z.optional(CurrentPassword), code: z.optional(ReauthCode) }),
  'One of `password` or `code`.',
);

export const ReauthenticateResponse = named(
  'ReauthenticateResponse',
  z.object({ success: z.boolean(), until: z.iso.datetime() }),
  'Until when linking and unlinking external accounts is allowed in this session.',
);

/** One mail of the development outbox (`GET /api/dev/outbox`, outside the contract: never in production). */
export const OutboxMessage = z.object({
  id: z.int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.nullable(z.string()),
  kind: z.string(),
  createdAt: z.iso.datetime(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;
export const OutboxResponse = z.object({ messages: z.array(OutboxMessage) });
