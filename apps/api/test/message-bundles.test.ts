// The API's texts are message bundles in the portal's format (decision 003): the mails (src/accounts/messages) and
// the seeded inbox notifications (src/seed/messages), `{locale}.json` each. They get the checks the portal's bundles
// get: every locale of the contract has exactly the keys of en-GB, each message takes the arguments of its English
// one (simple ones only, which the API fills) and fills without a leftover brace, and no bundle but en-US repeats
// the English.
import { readdirSync, readFileSync } from 'node:fs';
import { locales } from '@mynacon/contract';
import { describe, expect, test } from 'vitest';
import { fillMessage, mailBundles, mailKinds } from '../src/accounts/mail-texts.ts';

type Bundles = Record<string, Record<string, string>>;

function bundlesIn(folder: string): Bundles {
  const dir = new URL(`../src/${folder}/`, import.meta.url);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.slice(0, -5), JSON.parse(readFileSync(new URL(file, dir), 'utf8'))]),
  );
}

const argumentsOf = (message: string) => [...message.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1] ?? '').sort();

describe.each([
  ['the mails', 'accounts/messages', /^mail\./],
  ['the seeded notifications', 'seed/messages', /^notification\./],
])('%s', (_name, folder, prefix) => {
  const bundles = bundlesIn(folder);
  const enGB = bundles['en-GB'] ?? {};

  test('every locale has a bundle with exactly the keys of en-GB', () => {
    expect(Object.keys(bundles).sort()).toEqual([...locales].sort());
    const keys = Object.keys(enGB).sort();
    expect(keys.length).toBeGreaterThan(5);
    for (const key of keys) expect([key, prefix.test(key)]).toEqual([key, true]);
    for (const [locale, bundle] of Object.entries(bundles)) {
      expect([locale, Object.keys(bundle).sort()]).toEqual([locale, keys]);
    }
  });

  test('every message takes the arguments of its English one, simple ones only, and fills completely', () => {
    for (const [locale, bundle] of Object.entries(bundles)) {
      for (const [key, message] of Object.entries(bundle)) {
        const names = argumentsOf(message);
        expect([locale, key, names]).toEqual([locale, key, argumentsOf(enGB[key] ?? '')]);
        expect([locale, key, /\{\w+,/.test(message)]).toEqual([locale, key, false]);
        const text = fillMessage(message, Object.fromEntries(names.map((name) => [name, 'x'])));
        expect([locale, key, text.includes('{'), text.trim() === '']).toEqual([locale, key, false, false]);
      }
    }
  });

  test('no bundle but en-US repeats the English text', () => {
    for (const [locale, bundle] of Object.entries(bundles)) {
      if (locale.startsWith('en')) continue;
      for (const [key, english] of Object.entries(enGB)) {
        expect([locale, key, bundle[key]]).not.toEqual([locale, key, english]);
      }
    }
  });
});

test('the mails read their bundles: a subject and a body per mail; a missing value is an error', () => {
  expect(Object.keys(mailBundles).sort()).toEqual([...locales].sort());
  for (const kind of mailKinds) {
    expect(Object.keys(mailBundles['en-GB'])).toEqual(
      expect.arrayContaining([`mail.${kind}.subject`, `mail.${kind}.body`]),
    );
  }
  expect(() => fillMessage('Hello {username}', {})).toThrow(/username/);
});
