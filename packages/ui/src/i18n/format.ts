/**
 * A small ICU MessageFormat subset shared by the design system and the portal: `{name}` arguments,
 * `{count, plural, one {…} other {…}}` (with `#` and `=N` cases) and `{value, select, a {…} other {…}}`.
 */
export type MessageValues = Record<string, string | number>;

type Part = string | { arg: string; kind?: 'plural' | 'select'; cases?: Record<string, Part[]> };

const cache = new Map<string, Part[]>();

function parse(message: string): Part[] {
  let index = 0;
  function parseParts(insideCase: boolean): Part[] {
    const parts: Part[] = [];
    let text = '';
    while (index < message.length) {
      const char = message[index];
      if (char === '{') {
        if (text) parts.push(text);
        text = '';
        parts.push(parseArgument());
      } else if (char === '}' && insideCase) {
        break;
      } else {
        text += char;
        index++;
      }
    }
    if (text) parts.push(text);
    return parts;
  }
  function parseArgument(): Part {
    index++; // {
    const close = message.slice(index).search(/[,}]/);
    if (close < 0) throw new SyntaxError(`Unclosed argument in "${message}"`);
    const arg = message.slice(index, index + close).trim();
    index += close;
    if (message[index] === '}') {
      index++;
      return { arg };
    }
    index++; // ,
    const kindEnd = message.indexOf(',', index);
    const kind = message.slice(index, kindEnd).trim();
    if (kind !== 'plural' && kind !== 'select') throw new SyntaxError(`Unknown argument type "${kind}"`);
    index = kindEnd + 1;
    const cases: Record<string, Part[]> = {};
    while (index < message.length) {
      while (/\s/.test(message[index] ?? '')) index++;
      if (message[index] === '}') {
        index++;
        return { arg, kind, cases };
      }
      const open = message.indexOf('{', index);
      const key = message.slice(index, open).trim();
      index = open + 1;
      cases[key] = parseParts(true);
      index++; // }
    }
    throw new SyntaxError(`Unclosed ${kind} in "${message}"`);
  }
  return parseParts(false);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number as the locale writes it (“12,345”, “12.345”, “12 345”); ICU formats `#` and numeric arguments so. */
function formatNumber(value: number, locale: string): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

function render(parts: Part[], values: MessageValues, locale: string, count?: number): string {
  return parts
    .map((part) => {
      if (typeof part === 'string') {
        return count === undefined ? part : part.replaceAll('#', formatNumber(count, locale));
      }
      const value = values[part.arg];
      if (!part.kind || !part.cases) {
        if (value === undefined) return `{${part.arg}}`;
        return typeof value === 'number' ? formatNumber(value, locale) : String(value);
      }
      if (part.kind === 'plural') {
        const n = Number(value);
        const chosen =
          part.cases[`=${n}`] ?? part.cases[new Intl.PluralRules(locale).select(n)] ?? part.cases.other ?? [];
        return render(chosen, values, locale, n);
      }
      return render(part.cases[String(value)] ?? part.cases.other ?? [], values, locale, count);
    })
    .join('');
}

/** Formats one message for a locale. Unknown arguments are left as `{name}` so a gap is visible, not silent. */
export function formatMessage(message: string, values: MessageValues = {}, locale = 'en-GB'): string {
  let parts = cache.get(message);
  if (!parts) {
    parts = parse(message);
    cache.set(message, parts);
  }
  return render(parts, values, locale);
}
