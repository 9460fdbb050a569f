import { describe, expect, test } from 'vitest';
import { issueIdOf, publishedOn } from './archive';

describe('the newsletter archive', () => {
  test('only a record id can name an issue', () => {
    expect(issueIdOf('101')).toBe('101');
    expect(issueIdOf('0')).toBe('0');
    for (const bad of [undefined, '', '0101', '-1', '1.5', 'abc', '1234567890', '101 ', '<b>1</b>']) {
      expect([bad, issueIdOf(bad)]).toEqual([bad, undefined]);
    }
  });

  test('the date reads in the player’s locale and time zone', () => {
    expect(publishedOn('2026-09-01T12:00:00Z', 'en-GB', 'UTC')).toBe('1 September 2026');
    expect(publishedOn('2026-09-01T12:00:00Z', 'en-US', 'UTC')).toBe('September 1, 2026');
    expect(publishedOn('2026-09-01T12:00:00Z', 'de-DE', 'UTC')).toBe('1. September 2026');
    // Late on the 1st in London is already the 2nd in Tokyo.
    expect(publishedOn('2026-09-01T23:30:00Z', 'en-GB', 'Asia/Tokyo')).toBe('2 September 2026');
  });
});
