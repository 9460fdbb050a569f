import type { MessageValues } from '../i18n/format';
import type { UIMessageKey } from '../i18n/I18nProvider';

/** A failed rule: the message key (translated by the form) and its arguments. `null` means valid. */
export interface RuleFailure {
  key: UIMessageKey;
  values?: MessageValues;
}
export type ValidationResult = RuleFailure | null;

const fail = (key: UIMessageKey, values?: MessageValues): RuleFailure => (values ? { key, values } : { key });
const isEmpty = (value: string) => value.length === 0;
// Length as players count it: emoji and accented letters are one character each.
const characterCount = (value: string) => [...value].length;

/** The special characters a password may use to satisfy its special-character rule. */
export const passwordSpecialCharacters = '@$!%*#?&^._-';
export const passwordMinLength = 8;
const specialPattern = /[@$!%*#?&^._-]/;

/** Each password rule on its own, for the live checklist under the field. */
export function passwordChecks(value: string) {
  return {
    length: characterCount(value) >= passwordMinLength,
    lowercase: /\p{Ll}/u.test(value),
    uppercase: /\p{Lu}/u.test(value),
    digit: /[0-9]/.test(value),
    special: specialPattern.test(value),
  };
}
export type PasswordCheck = keyof ReturnType<typeof passwordChecks>;

/**
 * At least 8 characters with a lowercase letter, an uppercase letter, a digit and a special character from
 * `@$!%*#?&^._-`. Other characters (spaces, other symbols, any script) are allowed: they only add strength.
 */
export function password(value: string): ValidationResult {
  if (isEmpty(value)) return null;
  return Object.values(passwordChecks(value)).every(Boolean) ? null : fail('form.password');
}

/** The characters a username may not contain, besides whitespace. */
export const usernameForbiddenCharacters = ['%', "'", '`', '*', '#', ';', ',', '"'] as const;

/** No `% ' \` * # ; , "` and no space (nor any other whitespace, which looks like a space). */
export function username(value: string): ValidationResult {
  return /[%'`*#;,"\s]/u.test(value) ? fail('form.username') : null;
}

/** 'NA', then 2 to 4 letters or digits, then exactly 9 digits: the whole value, case-sensitive. */
export function orderId(value: string): ValidationResult {
  if (isEmpty(value)) return null;
  return /^NA[A-Za-z0-9]{2,4}[0-9]{9}$/.test(value) ? null : fail('form.orderId');
}

/** At least `length` characters. */
export function minLength(value: string, length: number): ValidationResult {
  if (isEmpty(value)) return null;
  return characterCount(value) >= length ? null : fail('form.minLength', { length });
}

// The HTML specification's e-mail grammar, plus a dot in the domain: players mean a public address.
const emailPattern =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** The format check of an e-mail address (the DNS check is `createEmailDnsCheck`). */
export function emailFormat(value: string): ValidationResult {
  if (isEmpty(value)) return null;
  return emailPattern.test(value) && value.length <= 254 ? null : fail('form.emailFormat');
}

/** Options shared by the generic rules: a message key other than the default 'Invalid field'. */
export interface GenericRuleOptions {
  /** Message key when the rule fails. @default 'form.invalid' */
  message?: UIMessageKey;
}
const generic = (options?: GenericRuleOptions) => fail(options?.message ?? 'form.invalid');

/** A value is present: a non-blank string, a checked box, a non-empty selection. */
export function required(value: unknown, options?: GenericRuleOptions): ValidationResult {
  const present =
    typeof value === 'string'
      ? value.trim().length > 0
      : Array.isArray(value)
        ? value.length > 0
        : value !== null && value !== undefined && value !== false;
  return present ? null : generic(options);
}

/** Equals the target field's value (password confirmation). */
export function confirmed(value: string, target: string, options?: GenericRuleOptions): ValidationResult {
  if (isEmpty(value)) return null;
  return value === target ? null : generic(options);
}

/** Only digits, exactly `length` of them. */
export function digits(value: string, length: number, options?: GenericRuleOptions): ValidationResult {
  if (isEmpty(value)) return null;
  return /^[0-9]+$/.test(value) && value.length === length ? null : generic(options);
}

/** At most `length` characters. */
export function maxLength(value: string, length: number, options?: GenericRuleOptions): ValidationResult {
  return characterCount(value) <= length ? null : generic(options);
}

const toNumber = (value: string | number) =>
  typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);

/** A number no greater than `max`. */
export function maxValue(value: string | number, max: number, options?: GenericRuleOptions): ValidationResult {
  if (value === '') return null;
  const n = toNumber(value);
  return Number.isFinite(n) && n <= max ? null : generic(options);
}

/** A number no smaller than `min`. */
export function minValue(value: string | number, min: number, options?: GenericRuleOptions): ValidationResult {
  if (value === '') return null;
  const n = toNumber(value);
  return Number.isFinite(n) && n >= min ? null : generic(options);
}
