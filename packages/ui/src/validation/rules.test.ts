import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../i18n/format';
import { uiMessages } from '../i18n/I18nProvider';
import {
  confirmed,
  digits,
  emailFormat,
  maxLength,
  maxValue,
  minLength,
  minValue,
  orderId,
  password,
  passwordSpecialCharacters,
  required,
  username,
  usernameForbiddenCharacters,
} from './rules';

const en = uiMessages['en-GB'];
const text = (failure: ReturnType<typeof password>) =>
  failure ? formatMessage(en[failure.key], failure.values ?? {}) : null;

const pick = (chars: string) => fc.constantFrom(...chars.split(''));
const lower = pick('abcdefghijklmnopqrstuvwxyz');
const upper = pick('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const digit = pick('0123456789');
const special = pick(passwordSpecialCharacters);
const anyAllowed = fc.oneof(lower, upper, digit, special);

/** A password with one of each class plus filler, shuffled, of at least `min` characters. */
const validPassword = (min = 8) =>
  fc
    .tuple(lower, upper, digit, special, fc.array(anyAllowed, { minLength: Math.max(0, min - 4), maxLength: 40 }))
    .chain(([a, b, c, d, rest]) => fc.shuffledSubarray([a, b, c, d, ...rest], { minLength: rest.length + 4 }))
    .map((chars) => chars.join(''));

describe('password', () => {
  const message =
    'Password must contain 8 characters, at least one lowercase letter, one uppercase letter, one number and one special character : @$!%*#?&^.-_';

  it('accepts every generated password that has each class and 8+ characters', () => {
    fc.assert(fc.property(validPassword(), (value) => password(value) === null));
  });

  const classes = { lowercase: lower, uppercase: upper, digit, special };
  it.each(Object.keys(classes))(
    'rejects 8+ character passwords without a %s character, with the spec message',
    (name) => {
      const others = Object.entries(classes)
        .filter(([key]) => key !== name)
        .map(([, arbitrary]) => arbitrary);
      const missingOne = fc
        .tuple(...others, fc.array(fc.oneof(...others), { minLength: 5, maxLength: 30 }))
        .map(([a, b, c, rest]) => [a, b, c, ...(rest as string[])].join(''));
      fc.assert(fc.property(missingOne, (value) => text(password(value)) === message));
    },
  );

  it('draws the line between 7 and 8 characters', () => {
    expect(text(password('aB3@xyz'))).toBe(message);
    expect(password('aB3@xyzw')).toBeNull();
  });

  it('accepts each special character of the set, and nothing else as special', () => {
    for (const char of passwordSpecialCharacters) expect(password(`aB3xyzw${char}`)).toBeNull();
    for (const char of '+=~/\\<>()[]{} ') expect(password(`aB3xyzwq${char}`)).not.toBeNull();
  });

  it('leaves an empty value to the required rule', () => {
    expect(password('')).toBeNull();
  });
});

describe('username', () => {
  const safe = fc.string({
    unit: pick('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.éß'),
    minLength: 1,
  });

  it('accepts names without forbidden characters', () => {
    fc.assert(fc.property(safe, (value) => username(value) === null));
  });

  it.each([...usernameForbiddenCharacters, ' ', '\t'])('rejects %j anywhere in the name', (char) => {
    fc.assert(
      fc.property(
        safe,
        safe,
        (before, after) => text(username(`${before}${char}${after}`)) === 'Username contains forbidden characters',
      ),
    );
  });
});

describe('order id', () => {
  const message = 'Format must be NAXXXXXXXXXXX';
  const alnum = pick('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789');
  const nineDigits = fc.array(digit, { minLength: 9, maxLength: 9 }).map((d) => d.join(''));
  const middle = fc.array(alnum, { minLength: 2, maxLength: 4 }).map((d) => d.join(''));

  it('accepts NA + 2 to 4 letters or digits + 9 digits (13 to 15 characters)', () => {
    fc.assert(fc.property(middle, nineDigits, (m, d) => orderId(`NA${m}${d}`) === null));
  });

  it('rejects lengths 12 and 16, lowercase na, and letters in the last nine', () => {
    expect(text(orderId('NA1123456789'))).toBe(message); // 12
    expect(orderId('NA12123456789')).toBeNull(); // 13
    expect(orderId('NA1234123456789')).toBeNull(); // 15
    expect(text(orderId('NA12345123456789'))).toBe(message); // 16
    expect(text(orderId('na12123456789'))).toBe(message);
    fc.assert(
      fc.property(middle, nineDigits, fc.integer({ min: 0, max: 8 }), pick('abcXYZ'), (m, d, i, letter) => {
        const broken = `${d.slice(0, i)}${letter}${d.slice(i + 1)}`;
        return text(orderId(`NA${m}${broken}`)) === message;
      }),
    );
  });

  it('rejects anything around a valid id', () => {
    fc.assert(
      fc.property(middle, nineDigits, (m, d) => orderId(` NA${m}${d}`) !== null && orderId(`NA${m}${d}x`) !== null),
    );
  });
});

describe('minimum length', () => {
  it('uses the spec wording with the length', () => {
    expect(text(minLength('abc', 4))).toBe('The filed needs at least 4 characters');
  });
  it('passes exactly at the boundary, counting characters as players see them', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        (n) =>
          minLength('x'.repeat(n), n) === null && minLength('x'.repeat(n - 1) || 'x', n + (n === 1 ? 1 : 0)) !== null,
      ),
    );
    expect(minLength('😀😀😀', 3)).toBeNull();
  });
});

describe('email format', () => {
  it('accepts generated addresses with a dotted domain', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (value) => {
        const domain = value.slice(value.lastIndexOf('@') + 1);
        return !domain.includes('.') || value.length > 254 || emailFormat(value) === null;
      }),
    );
    expect(emailFormat('player.one+tests@example.co.uk')).toBeNull();
  });
  it.each([
    'plainaddress',
    'a@b',
    '@example.com',
    'a@@example.com',
    'a b@example.com',
    'a@example..com',
    'a@-example.com',
  ])('rejects %j with "Invalid email format"', (value) => {
    expect(text(emailFormat(value))).toBe('Invalid email format');
  });
});

describe('generic rules', () => {
  it('required: blank strings, unchecked boxes and empty selections fail with "Invalid field"', () => {
    for (const value of ['', '   ', false, null, undefined, []]) expect(text(required(value))).toBe('Invalid field');
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        (s) => required(s) === null,
      ),
    );
    expect(required(true)).toBeNull();
  });

  it('confirmed: equal to the target', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (s) => confirmed(s, s) === null && confirmed(s, `${s}x`) !== null),
    );
  });

  it('digits: only digits, exact length', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), (n) => {
        const value = '7'.repeat(n);
        return digits(value, n) === null && digits(value, n + 1) !== null && digits(`${value.slice(1)}a`, n) !== null;
      }),
    );
  });

  it('max length, max value, min value, with a custom message when given', () => {
    expect(maxLength('abcd', 4)).toBeNull();
    expect(text(maxLength('abcde', 4))).toBe('Invalid field');
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (v, limit) => (maxValue(String(v), limit) === null) === v <= limit),
    );
    fc.assert(fc.property(fc.integer(), fc.integer(), (v, limit) => (minValue(v, limit) === null) === v >= limit));
    expect(maxValue('abc', 3)).not.toBeNull();
    expect(minValue('1', 5, { message: 'form.minLength' })?.key).toBe('form.minLength');
  });
});
