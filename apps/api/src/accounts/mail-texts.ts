import { readFileSync } from 'node:fs';
import { type LocaleCode, locales } from '@mynacon/contract';

/** Every mail the accounts module sends. */
export const mailKinds = [
  'confirm',
  'register_existing',
  'reset',
  'email_change_confirm',
  'email_change_notice',
  'email_change_existing',
  'password_changed',
  'link_added',
  'link_removed',
  'reauth_code',
] as const;
export type MailKind = (typeof mailKinds)[number];

/** The values each mail needs. `duration` is a link's lifetime, already written out in the mail's language. */
export interface MailParams {
  /** `linked`: the external account a registration through external sign-in left pending, kept or dropped on the confirmation page. */
  confirm: { username: string; link: string; duration: string; linked?: { method: string; name: string } };
  register_existing: { username: string; loginLink: string };
  reset: { username: string; link: string; duration: string };
  email_change_confirm: { username: string; link: string; duration: string };
  email_change_notice: { username: string; newEmail: string; loginLink: string };
  email_change_existing: { username: string; loginLink: string };
  password_changed: { username: string; loginLink: string };
  link_added: { username: string; method: string; name: string; loginLink: string };
  link_removed: { username: string; method: string; name: string; loginLink: string };
  reauth_code: { username: string; code: string; duration: string };
}

/** One locale's mail texts: `mail.greeting`, `mail.signOff`, `mail.footer`, and per kind `mail.<kind>.subject` and
 * `mail.<kind>.body` (paragraphs apart by a blank line), and `mail.confirm.linked`. */
export type MailBundle = Record<string, string>;

/**
 * The mail texts of the 7 portal locales, in message bundles of the portal's format (`messages/{locale}.json`: ICU
 * MessageFormat strings, decision 003). Mails take simple `{arguments}` only, which `fillMessage` fills; the bundles'
 * test holds them to that, to the keys and arguments of en-GB, and to a translation in every locale.
 */
export const mailBundles: Record<LocaleCode, MailBundle> = Object.fromEntries(
  locales.map((locale) => [
    locale,
    JSON.parse(readFileSync(new URL(`./messages/${locale}.json`, import.meta.url), 'utf8')) as MailBundle,
  ]),
) as Record<LocaleCode, MailBundle>;

/** A message with its simple `{arguments}` filled in; an argument without a value is a programming error. */
export function fillMessage(message: string, values: Readonly<Record<string, string>>): string {
  return message.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in "${message.slice(0, 40)}…"`);
    return value;
  });
}

/** A link's lifetime in words of the locale: whole hours when it is a whole number of them, minutes otherwise. */
export function formatDuration(seconds: number, locale: LocaleCode): string {
  const [value, unit] =
    seconds % 3600 === 0 ? [seconds / 3600, 'hour'] : [Math.max(1, Math.round(seconds / 60)), 'minute'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** Subject and plain text of one mail in one locale. */
export function renderMail<K extends MailKind>(
  kind: K,
  locale: LocaleCode,
  params: MailParams[K],
): { subject: string; text: string } {
  const bundle = mailBundles[locale];
  const text = (key: string, values: Record<string, string> = {}) => fillMessage(bundle[key] ?? '', values);
  const { linked, ...values } = params as MailParams[K] & { linked?: { method: string; name: string } };
  const paragraphs = [
    text('mail.greeting', { username: params.username }),
    text(`mail.${kind}.body`, values as Record<string, string>),
    ...(linked === undefined ? [] : [text('mail.confirm.linked', linked)]),
    text('mail.signOff'),
  ];
  return { subject: text(`mail.${kind}.subject`), text: `${paragraphs.join('\n\n')}\n\n-- \n${text('mail.footer')}\n` };
}

/** `p***@example.com`: enough for the owner to recognise an address, not enough to hand it to a stranger. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${[...email.slice(0, at)][0]}***${email.slice(at)}`;
}
