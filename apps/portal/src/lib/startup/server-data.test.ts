import { describe, expect, test } from 'vitest';
import { readServerData, serverDataId, serverDataJson } from './server-data';

/** A document whose data block holds `text` (none when undefined). */
const documentWith = (text: string | undefined) => ({
  getElementById: (id: string) =>
    id === serverDataId && text !== undefined ? ({ textContent: text } as HTMLElement) : null,
});

describe('the data block of a page drawn on a server', () => {
  test('gives back what the server wrote, a text that would close the script included', () => {
    const entries = {
      'inbox.notifications': { scope: 'player' as const, value: [{ subject: '</script><script>alert(1)</script>' }] },
      'inbox.translations': { scope: 'site' as const, value: { key: 'a\u2028b & <c>' } },
    };
    const json = serverDataJson(entries);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(readServerData(documentWith(json))).toEqual(entries);
  });

  test('a page without one, or with one that is not entries, seeds nothing', () => {
    expect(readServerData(documentWith(undefined))).toEqual({});
    expect(readServerData(documentWith('{"inbox.notifications":'))).toEqual({});
    expect(readServerData(documentWith('[1, 2]'))).toEqual({});
    expect(
      readServerData(documentWith('{"a":{"scope":"player","value":1},"b":{"scope":"everyone","value":2}}')),
    ).toEqual({});
    expect(readServerData(documentWith('{"a":{"scope":"site"}}'))).toEqual({});
  });
});
