// Every locale has every key of en-GB and no other, with the same {arguments} (decision 003).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const dir = new URL('./', import.meta.url);
const bundles = Object.fromEntries(
  readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [file.slice(0, -5), JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Record<string, string>]),
);
const reference = bundles['en-GB'] ?? {};

/** The argument names of an ICU message: `{name}`, `{count, plural, …}`, `{value, select, …}`. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  let depth = 0;
  for (let index = 0; index < message.length; index++) {
    const char = message[index];
    if (char === '{') {
      // An argument starts where a brace opens outside any plural or select case text.
      if (depth % 2 === 0) names.add(/^\{\s*(\w+)/.exec(message.slice(index))?.[1] ?? '');
      depth++;
    } else if (char === '}') {
      depth--;
    }
  }
  return [...names].sort();
}

describe('message bundles', () => {
  it('exist for the seven locales', () => {
    expect(Object.keys(bundles).sort()).toEqual(['de-DE', 'en-GB', 'en-US', 'es-ES', 'fr-FR', 'it-IT', 'nl-NL']);
  });
  it('use portal.* keys (or override ui.*)', () => {
    for (const key of Object.keys(reference)) expect(key).toMatch(/^(portal|ui)\./);
  });
  it.each(Object.keys(bundles))('%s has exactly the keys of en-GB', (locale) => {
    expect(Object.keys(bundles[locale] ?? {}).sort()).toEqual(Object.keys(reference).sort());
  });
  it.each(Object.keys(bundles))('%s has the same {arguments} in every message, and no empty one', (locale) => {
    for (const [key, message] of Object.entries(bundles[locale] ?? {})) {
      expect(message.trim(), `${locale} ${key}`).not.toBe('');
      expect(argumentsOf(message), `${locale} ${key}`).toEqual(argumentsOf(reference[key] ?? ''));
    }
  });
  it('keeps the spec wording in English', () => {
    for (const locale of ['en-GB', 'en-US']) {
      const messages = bundles[locale] ?? {};
      expect(messages['portal.error.notFound.title']).toBe('Page not found');
      expect(messages['portal.error.notFound.heading']).toBe('Page not found');
      expect(messages['portal.error.notFound.hintMissing']).toBe("The page you requested can't be found.");
      expect(messages['portal.error.notFound.hintTypo']).toBe(
        'If you typed in the URL directly, make sure there are no typos.',
      );
      expect(messages['portal.error.notFound.hintObsolete']).toBe(
        'If you clicked on a link to get here, the link is obsolete.',
      );
      expect(messages['portal.error.backHome']).toBe('Back to homepage');
      expect(messages['portal.error.other.title']).toBe('An error occured');
      expect(messages['portal.error.other.heading']).toBe('An error occurred');
      expect(messages['portal.error.guardFailed']).toBe('Page Not Found: {path}');
      expect(messages['portal.error.unmatched']).toBe('Page not found: {path}');
      expect(messages['portal.error.localeFailed']).toBe('Failed loading locale ({locale})');
      expect(messages['portal.account.signOutFailed.csrf']).toBe('Could not fetch CSRF Token for signing out');
    }
  });
  it('the argument check sees plural arguments and arguments inside cases, not the case texts', () => {
    expect(argumentsOf('{count, plural, one {item} other {items}} for {name}')).toEqual(['count', 'name']);
    expect(argumentsOf('{count, plural, one {# item in {place}} other {# items}}')).toEqual(['count', 'place']);
  });
});
