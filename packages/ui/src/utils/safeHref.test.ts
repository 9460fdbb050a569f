import { describe, expect, it } from 'vitest';
import { isExternalHref, safeHref } from './safeHref';

describe('safeHref', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'blob:https://example.com/uuid',
    'vbscript:msgbox(1)',
  ])('refuses %j', (href) => {
    expect(safeHref(href)).toBeUndefined();
  });

  it.each(['/support', 'support/games', '#main', '?page=2', 'https://example.com/a', 'mailto:help@example.com'])(
    'keeps %j',
    (href) => {
      expect(safeHref(href)).toBe(href);
    },
  );
});

describe('isExternalHref', () => {
  const origin = 'https://portal.example.com';
  it('treats other http(s) origins as external', () => {
    expect(isExternalHref('https://store.example.com/', origin)).toBe(true);
    expect(isExternalHref('http://portal.example.com/', origin)).toBe(true);
  });
  it('treats paths, same origin and non-http schemes as internal', () => {
    expect(isExternalHref('/en-GB/support', origin)).toBe(false);
    expect(isExternalHref('https://portal.example.com/x', origin)).toBe(false);
    expect(isExternalHref('mailto:help@example.com', origin)).toBe(false);
  });
});
