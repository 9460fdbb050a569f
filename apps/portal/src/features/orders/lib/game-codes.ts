// The game keys of an order item arrive as JSON text in `extension_attributes.videogames_codes` (spec section 3),
// parsed here, on the client. Text that does not parse, or parses to something else than a list of keys, is a
// result of its own, so the page can say so instead of crashing.

/** One game key: the platform it activates on (`PlayStation::PS5`), when given, and the key itself. */
export interface GameCode {
  platform: string | null;
  code: string;
}

export type GameCodes = { status: 'ok'; codes: GameCode[] } | { status: 'malformed' };

const malformed: GameCodes = { status: 'malformed' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Parses `videogames_codes`: `[{ "platform": "PC::Steam", "code": "ABCD-…" }]`. Empty text, `null` and `[]`
 * mean no keys. Anything else that is not a list of entries with a non-empty `code` text (invalid JSON, text
 * cut off, an object, an entry without a code) is `malformed`: one bad entry makes the whole list suspect, as
 * showing part of what the player bought would look like a missing key.
 */
export function parseGameCodes(text: string | null | undefined): GameCodes {
  if (text === null || text === undefined || text.trim() === '') return { status: 'ok', codes: [] };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return malformed;
  }
  if (value === null) return { status: 'ok', codes: [] };
  if (!Array.isArray(value)) return malformed;
  const codes: GameCode[] = [];
  for (const entry of value) {
    if (!isRecord(entry)) return malformed;
    const { code, platform } = entry;
    if (typeof code !== 'string' || code.trim() === '') return malformed;
    if (platform !== undefined && platform !== null && typeof platform !== 'string') return malformed;
    codes.push({
      platform: typeof platform === 'string' && platform.trim() !== '' ? platform : null,
      code: code.trim(),
    });
  }
  return { status: 'ok', codes };
}

/** The key hidden until the player asks for it: every letter and digit as a dot, separators kept. */
export function maskCode(code: string): string {
  return code.replace(/[^\s-]/g, '•');
}
