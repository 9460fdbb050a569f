import { describe, expect, it } from 'vitest';
import { formatMessage } from './format';
import { uiMessages } from './I18nProvider';
import { locales } from './locales';

describe('design-system strings', () => {
  const reference = Object.keys(uiMessages['en-GB']).sort();

  it.each(locales)('%s has every key and no extra one', (locale) => {
    expect(Object.keys(uiMessages[locale]).sort()).toEqual(reference);
  });

  it.each(locales)('%s messages all parse and keep their arguments', (locale) => {
    for (const key of reference) {
      const message = uiMessages[locale][key as keyof (typeof uiMessages)['en-GB']];
      expect(message.trim(), `${locale} ${key}`).not.toBe('');
      const english = uiMessages['en-GB'][key as keyof (typeof uiMessages)['en-GB']];
      const args = (text: string) => [...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]).sort();
      expect(args(message), `${locale} ${key} arguments`).toEqual(args(english));
      expect(() =>
        formatMessage(message, { count: 2, page: 3, shown: 4, total: 9, severity: 'x', status: 'y' }, locale),
      ).not.toThrow();
    }
  });

  it('translates rather than copies English outside en-US', () => {
    for (const locale of locales.filter((l) => !l.startsWith('en'))) {
      expect(uiMessages[locale]['ui.dialog.close']).not.toBe(uiMessages['en-GB']['ui.dialog.close']);
    }
  });
});
