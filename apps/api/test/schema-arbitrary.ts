// Values shaped by a contract schema, for the fuzz of every operation: mostly what the schema accepts (so that
// requests get past validation and reach the handlers and the database), now and then one hostile value in one
// place (an id beyond any column, markup, a lone surrogate, a huge string), so that every layer meets them.
import fc from 'fast-check';
import * as z from 'zod/mini';

/** Whole numbers across every range a column or a JavaScript number has, edges first. */
export const edgeIntegers = [
  0,
  1,
  -1,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_648,
  -2_147_483_649,
  4_294_967_296,
  360_001_000_000,
  9_007_199_254_740_991,
  -9_007_199_254_740_991,
  2 ** 53 + 2,
  2 ** 63,
  -(2 ** 63),
  1e308,
] as const;

/** Any whole number: an edge, or one drawn from the whole safe range, or a small one. */
export const anyInteger = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...edgeIntegers) },
  { weight: 1, arbitrary: fc.maxSafeInteger() },
  { weight: 1, arbitrary: fc.integer({ min: -1000, max: 1000 }) },
);

/** Strings that have broken parsers, queries, templates and terminals elsewhere. */
export const hostileStrings = [
  '',
  ' ',
  "'; drop table users; --",
  '" OR "1"="1',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a hostile value, not a template
  '${jndi:ldap://x/a}',
  '{{7*7}}',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  '\uD800',
  '\u202Egnp.exe',
  '🎮'.repeat(50),
  'a'.repeat(10_000),
  '__proto__',
  'constructor',
  'null',
  'NaN',
  '-0',
  '1e309',
  '\\',
  '\r\nSet-Cookie: x=1',
] as const;

const hostileString = fc.constantFrom(...hostileStrings);

/** A value of any JSON type, hostile ones included. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  anyInteger,
  fc.constantFrom<unknown>(null, true, false, 1.5, -0.5, [], {}, [null], { __proto__: { admin: true } }),
  fc.jsonValue({ maxDepth: 2 }),
);

/**
 * Strings that pass refinements a generator cannot read (the e-mail format, the password and username rules, a
 * text's least length): a string leaf draws from those its schema accepts, besides what it generates.
 */
const knownGood = [
  'player@example.test',
  'Fresh-Player-2026!',
  'Player_one',
  'A message long enough for any text field of the contract.',
  'PlayStation::PS5',
  'PC',
  'GB',
  'en-GB',
  '1990-04-12',
  'NAEN000100101',
  'REVO-X',
  'weekly',
  'offers',
] as const;

type Def = { type: string; [key: string]: unknown };
type Check = { _zod: { def: { check: string; [key: string]: unknown } } };

const defOf = (schema: unknown): Def => (schema as z.ZodMiniType)._zod.def as unknown as Def;
const checksOf = (def: Def): Check['_zod']['def'][] =>
  ((def.checks as Check[] | undefined) ?? []).map((check) => check._zod.def);

/** Strings a pattern matches (fast-check takes no flags: a case-insensitive pattern gives its written case). */
const matching = (pattern: RegExp) =>
  fc.stringMatching(
    pattern.flags === '' ? pattern : new RegExp(pattern.source, pattern.flags.replace(/[igmsuy]/g, '')),
  );

/** A path segment as a URL carries it (a lone surrogate, which UTF-8 cannot hold, as U+FFFD, as browsers do). */
export function encodeSegment(value: string): string {
  return encodeURIComponent(
    value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );
}

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const format = (def.format as string | undefined) ?? undefined;
  const pattern = checks.find((check) => check.check === 'string_format' && check.format === 'regex')?.pattern as
    | RegExp
    | undefined;
  const minLength = (checks.find((check) => check.check === 'min_length')?.minimum as number | undefined) ?? 0;
  const maxLength = (checks.find((check) => check.check === 'max_length')?.maximum as number | undefined) ?? 40;
  const exact = checks.find((check) => check.check === 'length_equals')?.length as number | undefined;
  if (pattern !== undefined) return matching(pattern);
  if (def.pattern instanceof RegExp && format !== undefined) {
    switch (format) {
      case 'email':
        return fc.emailAddress();
      case 'url':
        return fc.webUrl();
      case 'uuid':
      case 'guid':
        return fc.uuid();
      case 'datetime':
        return fc
          .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
          .map((date) => `${date.toISOString().slice(0, 19)}Z`);
      case 'date':
        return fc
          .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
          .map((date) => date.toISOString().slice(0, 10));
      default:
        return matching(def.pattern);
    }
  }
  const length = exact ?? undefined;
  return fc.string({
    minLength: length ?? minLength,
    maxLength: length ?? Math.min(Math.max(minLength, maxLength), 200),
    unit: fc.constantFrom('a', 'Z', '7', ' ', 'é', '-', '_', '.', '@', '<', "'", '🎮'),
  });
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  const checks = checksOf(def);
  const lower = checks.find((check) => check.check === 'greater_than');
  const upper = checks.find((check) => check.check === 'less_than');
  const min = typeof lower?.value === 'number' ? lower.value + (lower.inclusive ? 0 : 1) : -1000;
  const max = typeof upper?.value === 'number' ? upper.value - (upper.inclusive ? 0 : 1) : 1000;
  const whole = def.format === 'safeint' || def.format === 'int32';
  const inRange = whole
    ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) })
    : fc.double({ min, max, noNaN: true });
  return fc.oneof({ weight: 3, arbitrary: inRange }, { weight: 1, arbitrary: anyInteger });
}

const containers = new Set([
  'object',
  'array',
  'tuple',
  'record',
  'optional',
  'nullable',
  'default',
  'prefault',
  'readonly',
  'nonoptional',
  'catch',
  'pipe',
  'lazy',
  'union',
  'intersection',
]);

/**
 * An arbitrary of values shaped by `schema`: each leaf what it accepts most of the time, and now and then a
 * hostile value in its place (`hostility`: the weight of the hostile choice against 20 for the shaped one; 0 for
 * values the schema accepts, as far as a generator can tell without running refinements).
 */
export function shapedBy(schema: unknown, hostility = 1): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const shaped = ((): fc.Arbitrary<unknown> => {
    switch (def.type) {
      case 'object': {
        const shape = def.shape as Record<string, unknown>;
        const fields = Object.fromEntries(
          Object.entries(shape).map(([key, value]) => [key, shapedBy(value, hostility)]),
        );
        return fc.record(fields, { requiredKeys: requiredKeys(shape) });
      }
      case 'array': {
        const checks = checksOf(def);
        const minLength = (checks.find((check) => check.check === 'min_length')?.minimum as number | undefined) ?? 0;
        const maxLength = (checks.find((check) => check.check === 'max_length')?.maximum as number | undefined) ?? 5;
        return fc.array(shapedBy(def.element, hostility), { minLength, maxLength: Math.min(maxLength, 5) });
      }
      case 'tuple':
        return fc.tuple(...(def.items as unknown[]).map((item) => shapedBy(item, hostility)));
      case 'record':
        return fc.dictionary(
          fc.oneof(fc.string({ maxLength: 10 }), hostileString),
          shapedBy(def.valueType, hostility),
          { maxKeys: 4 },
        );
      case 'optional':
        return fc.option(shapedBy(def.innerType, hostility), { nil: undefined });
      case 'nullable':
        return fc.option(shapedBy(def.innerType, hostility), { nil: null });
      case 'default':
      case 'prefault':
      case 'readonly':
      case 'nonoptional':
      case 'catch':
        return shapedBy(def.innerType, hostility);
      case 'pipe':
        return shapedBy(def.in, hostility);
      case 'lazy':
        return shapedBy((def.getter as () => unknown)(), hostility);
      case 'union':
        return fc.oneof(...(def.options as unknown[]).map((option) => shapedBy(option, hostility)));
      case 'intersection':
        return shapedBy(def.left, hostility);
      case 'enum':
        return fc.constantFrom(...Object.values(def.entries as Record<string, string | number>));
      case 'literal':
        return fc.constantFrom(...(def.values as unknown[]));
      case 'boolean':
        return fc.boolean();
      case 'string': {
        const pool = knownGood.filter((value) => z.safeParse(schema as z.ZodMiniType, value).success);
        return pool.length === 0
          ? stringArbitrary(def)
          : fc.oneof(
              { weight: 2, arbitrary: fc.constantFrom(...pool) },
              { weight: 1, arbitrary: stringArbitrary(def) },
            );
      }
      case 'number':
        return numberArbitrary(def);
      default:
        return hostileValue;
    }
  })();
  return hostility === 0 || containers.has(def.type)
    ? shaped
    : fc.oneof({ weight: 20, arbitrary: shaped }, { weight: hostility, arbitrary: hostileValue });
}

function requiredKeys(shape: Record<string, unknown>): string[] {
  return Object.entries(shape)
    .filter(([, value]) => {
      const type = defOf(value).type;
      return type !== 'optional' && type !== 'default' && type !== 'prefault';
    })
    .map(([key]) => key);
}
