// The checks every feature's message bundles get, in one place: each feature's messages.test.ts names its
// prefixes, the values its arguments take and its own extra checks, and calls describeFeatureMessages.

import { locales } from '@mynacon/contract/locale';
import { describe, expect, test } from 'vitest';
// The design system's formatter from its source: the package entry pulls in styles a node test cannot load.
import { formatMessage } from '../../../../../../packages/ui/src/i18n/format';
import { bundlesBeside } from './bundles';

type Bundle = Record<string, string>;
type Values = Record<string, string | number>;

export interface FeatureMessages {
  /** What the bundles hold, for the tests' titles ("the surveys messages"). */
  name: string;
  /** The test module's `import.meta.url`: the bundles are the `{locale}.json` files beside it. */
  moduleUrl: string;
  /** The key prefixes the feature owns; every key starts with one of them. */
  prefixes: readonly string[];
  /** A value for every argument the messages take. */
  values: Values;
  /**
   * Keys whose text may be the same in English and another language (a word both share), or a test of the
   * English text that says so.
   */
  sameInEnglish?: readonly string[] | ((key: string, english: string) => boolean);
  /** A bundle whose keys this feature must not repeat (the shell's). */
  notIn?: Record<string, unknown>;
  /** Checks of one locale's bundle beyond the shared ones; `format` formats one key of it in that locale. */
  extra?: (format: (key: string, values: Values) => string, locale: string, bundle: Bundle) => void;
}

/** The `{arguments}` a message takes (plural and select arguments by their name). */
export function argumentsOf(message: string): string[] {
  return [...message.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1] ?? '').sort();
}

/** The three checks of a feature's bundles: the same keys in every locale, the same arguments, real translations. */
export function describeFeatureMessages(spec: FeatureMessages): void {
  const bundles = bundlesBeside(spec.moduleUrl);
  const enGB: Bundle = bundles['en-GB'] ?? {};
  const sameInEnglish =
    typeof spec.sameInEnglish === 'function'
      ? spec.sameInEnglish
      : (key: string) => (spec.sameInEnglish as readonly string[] | undefined)?.includes(key) ?? false;

  describe(spec.name, () => {
    test(`every locale has a bundle with exactly the keys of en-GB, under ${spec.prefixes.join(' or ')}`, () => {
      expect(Object.keys(bundles).sort()).toEqual([...locales].sort());
      const keys = Object.keys(enGB).sort();
      for (const key of keys) {
        expect([key, spec.prefixes.some((prefix) => key.startsWith(prefix))]).toEqual([key, true]);
        if (spec.notIn) expect([key, Object.hasOwn(spec.notIn, key)]).toEqual([key, false]);
      }
      for (const [locale, bundle] of Object.entries(bundles)) {
        expect([locale, Object.keys(bundle).sort()]).toEqual([locale, keys]);
      }
    });

    test('every message takes the arguments of its English one and formats in its locale', () => {
      for (const [locale, bundle] of Object.entries(bundles)) {
        for (const [key, message] of Object.entries(bundle)) {
          expect([locale, key, argumentsOf(message)]).toEqual([locale, key, argumentsOf(enGB[key] ?? '')]);
          const text = formatMessage(message, spec.values, locale as never);
          expect([locale, key, text.includes('{'), text.trim() === '']).toEqual([locale, key, false, false]);
        }
        spec.extra?.((key, values) => formatMessage(bundle[key] ?? '', values, locale as never), locale, bundle);
      }
    });

    test('no bundle but en-US repeats the English text', () => {
      for (const [locale, bundle] of Object.entries(bundles)) {
        if (locale.startsWith('en')) continue;
        for (const [key, english] of Object.entries(enGB)) {
          if (sameInEnglish(key, english)) continue;
          expect([locale, key, bundle[key]]).not.toEqual([locale, key, english]);
        }
      }
    });
  });
}
