import { describe, expect, it } from 'vitest';
import { formatMessage } from './format';

describe('formatMessage', () => {
  it('substitutes named arguments', () => {
    expect(formatMessage('The filed needs at least {length} characters', { length: 8 })).toBe(
      'The filed needs at least 8 characters',
    );
    expect(formatMessage('Failed loading locale ({locale})', { locale: 'fr-FR' })).toBe(
      'Failed loading locale (fr-FR)',
    );
  });

  it('leaves a missing argument visible instead of printing undefined', () => {
    expect(formatMessage('Hello {name}')).toBe('Hello {name}');
  });

  it('chooses plural forms by the locale rules, with exact matches first', () => {
    const message = '{count, plural, =0 {No messages} one {# message} other {# messages}}';
    expect(formatMessage(message, { count: 0 })).toBe('No messages');
    expect(formatMessage(message, { count: 1 })).toBe('1 message');
    expect(formatMessage(message, { count: 5 })).toBe('5 messages');
    // French treats 0 and 1 as "one"; exact =0 still wins, 1 and 1.5 do not.
    const fr = '{count, plural, one {# erreur} other {# erreurs}}';
    expect(formatMessage(fr, { count: 1.5 }, 'fr-FR')).toBe('1,5 erreur');
    expect(formatMessage(fr, { count: 2 }, 'fr-FR')).toBe('2 erreurs');
  });

  it('writes numbers as the locale does, in `#` and in plain arguments; text arguments stay as given', () => {
    const votes = '{count, plural, one {# vote} other {# votes}}';
    expect(formatMessage(votes, { count: 12345 }, 'en-GB')).toBe('12,345 votes');
    expect(formatMessage(votes, { count: 12345 }, 'de-DE')).toBe('12.345 votes');
    expect(formatMessage('{up} up', { up: 1234567 }, 'en-US')).toBe('1,234,567 up');
    expect(formatMessage('{up} up', { up: 1234 }, 'fr-FR')).toMatch(/^1\s234 up$/);
    expect(formatMessage('© {year}', { year: '2026' }, 'de-DE')).toBe('© 2026');
  });

  it('selects cases and nests arguments inside them', () => {
    const message = '{platform, select, pc {On PC, {name}} other {On console, {name}}}';
    expect(formatMessage(message, { platform: 'pc', name: 'Ana' })).toBe('On PC, Ana');
    expect(formatMessage(message, { platform: 'ps5', name: 'Ana' })).toBe('On console, Ana');
  });

  it('reports malformed messages clearly', () => {
    expect(() => formatMessage('{count, plural, one {x}')).toThrow(/Unclosed plural/);
    expect(() => formatMessage('{count, number}')).toThrow(/Unknown argument type "number"/);
  });
});
