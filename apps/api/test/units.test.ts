import { describe, expect, test } from 'vitest';
import { normaliseFaqLocale } from '../src/data/public-api.ts';
import { int8ToNumber } from '../src/db/database.ts';
import { readMigrations, splitStatements } from '../src/db/migrate.ts';
import { etagMatches, LruCache, prepareJson } from '../src/http/prepared.ts';
import { buildDemoData } from '../src/seed/demo.ts';
import { Random } from '../src/seed/random.ts';

describe('ETags', () => {
  test('strong, weak, list and star matches', () => {
    const { etag } = prepareJson({ a: 1 });
    expect(etagMatches(etag, etag)).toBe(true);
    expect(etagMatches(`W/${etag}`, etag)).toBe(true);
    expect(etagMatches(`"x", ${etag}`, etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
    expect(etagMatches('"x"', etag)).toBe(false);
    expect(etagMatches(undefined, etag)).toBe(false);
    expect(etagMatches('', etag)).toBe(false);
  });

  test('the same body gives the same ETag, another body another', () => {
    expect(prepareJson({ a: 1 }).etag).toBe(prepareJson({ a: 1 }).etag);
    expect(prepareJson({ a: 1 }).etag).not.toBe(prepareJson({ a: 2 }).etag);
  });
});

test('the LRU cache forgets the least recently used entry', () => {
  const cache = new LruCache<number>(2);
  cache.set('a', 1);
  cache.set('b', 2);
  expect(cache.get('a')).toBe(1);
  cache.set('c', 3);
  expect(cache.get('b')).toBeUndefined();
  expect(cache.get('a')).toBe(1);
  expect(cache.size).toBe(2);
});

test('int8 values become numbers, and refuse to lose precision', () => {
  expect(int8ToNumber('360001000000')).toBe(360_001_000_000);
  expect(int8ToNumber(42n)).toBe(42);
  expect(int8ToNumber(7)).toBe(7);
  expect(() => int8ToNumber('9223372036854775807')).toThrow(RangeError);
});

test('migrations split at statement ends and drop comments', () => {
  expect(splitStatements('-- c\ncreate table a (x int);\n\ncreate index b on a (x);\n')).toEqual([
    'create table a (x int)',
    'create index b on a (x)',
  ]);
  const migrations = readMigrations();
  expect(migrations[0]?.id).toBe('001_initial');
  expect(migrations[0]?.statements.length).toBeGreaterThan(15);
});

test('FAQ locales accept help-centre and portal forms', () => {
  expect(normaliseFaqLocale('en-GB')).toBe('en-gb');
  expect(normaliseFaqLocale('EN-us')).toBe('en-us');
  expect(normaliseFaqLocale('fr-FR')).toBe('fr');
  expect(normaliseFaqLocale('de')).toBe('de');
});

test('the demo data is the same on every build', () => {
  expect(JSON.stringify(buildDemoData())).toBe(JSON.stringify(buildDemoData()));
  const a = new Random(1);
  const b = new Random(1);
  expect([a.next(), a.next()]).toEqual([b.next(), b.next()]);
});
