import { describe, expect, test } from 'vitest';
import { maskCode, parseGameCodes } from './game-codes';

describe('parseGameCodes', () => {
  test('reads the keys with their platforms, in order', () => {
    const text = JSON.stringify([
      { platform: 'PC::Steam', code: 'AB12-CD34-EF56' },
      { platform: 'PC::Epic Games Store', code: 'GH78-JK90-LM12' },
    ]);
    expect(parseGameCodes(text)).toEqual({
      status: 'ok',
      codes: [
        { platform: 'PC::Steam', code: 'AB12-CD34-EF56' },
        { platform: 'PC::Epic Games Store', code: 'GH78-JK90-LM12' },
      ],
    });
  });

  test('no keys: an empty list, empty text, null', () => {
    for (const text of ['[]', '', '  ', 'null', null, undefined]) {
      expect(parseGameCodes(text)).toEqual({ status: 'ok', codes: [] });
    }
  });

  test('a key without a platform keeps the key', () => {
    expect(parseGameCodes('[{"code":" XY-1 "}]')).toEqual({ status: 'ok', codes: [{ platform: null, code: 'XY-1' }] });
    expect(parseGameCodes('[{"code":"XY-1","platform":null}]')).toEqual({
      status: 'ok',
      codes: [{ platform: null, code: 'XY-1' }],
    });
  });

  test('text cut off mid-way (the demo order NAEN000100107) is malformed, not a crash', () => {
    expect(parseGameCodes('[{"platform":"Nintendo::Nintendo Switch 2","code":"DRA2-K7QX-')).toEqual({
      status: 'malformed',
    });
  });

  test('JSON of another shape is malformed', () => {
    for (const text of [
      '{"code":"AB"}',
      '"AB12"',
      '42',
      'true',
      '[1]',
      '[null]',
      '[[]]',
      '[{"platform":"PC::Steam"}]',
      '[{"code":""}]',
      '[{"code":12}]',
      '[{"code":"AB","platform":3}]',
      '[{"code":"AB"},{"platform":"PC::Steam"}]',
    ]) {
      expect([text, parseGameCodes(text)]).toEqual([text, { status: 'malformed' }]);
    }
  });

  test('never throws: every prefix of a valid text is read or refused', () => {
    const text = JSON.stringify([
      { platform: 'PC::Steam', code: 'AB12-CD34-EF56' },
      { platform: 'Xbox::Xbox Series X|S', code: 'GH78-JK90-LM12' },
    ]);
    for (let length = 0; length <= text.length; length += 1) {
      const result = parseGameCodes(text.slice(0, length));
      const expected = length === 0 || length === text.length ? 'ok' : 'malformed';
      expect([length, result.status]).toEqual([length, expected]);
    }
  });
});

describe('maskCode', () => {
  test('hides letters and digits, keeps the separators and the length', () => {
    expect(maskCode('AB12-CD34-EF56')).toBe('••••-••••-••••');
    expect(maskCode('ABC DEF')).toBe('••• •••');
  });
});
