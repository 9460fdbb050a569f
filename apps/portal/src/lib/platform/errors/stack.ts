// Stack traces as the error-report format wants them: frames oldest call first, file names without query or hash
// (they could carry tokens), at most `maxFrames`; and the scrubbing of secrets from every reported text.

/** One frame of a stack trace (the error-report event format). */
export interface StackFrame {
  filename: string;
  function: string;
  lineno?: number;
  colno?: number;
  /** The portal's own code (same origin), not a browser extension or another site's script. */
  in_app: boolean;
}

export const maxFrames = 50;

// `    at fn (https://host/file.js:1:2)`, `    at https://host/file.js:1:2`, `    at async fn (…)`.
const chromeFrame = /^\s*at (?:async )?(?:(.+?) \()?((?:[a-z][a-z0-9+.-]*:)?\/?\/?[^\s()]*?):(\d+)(?::(\d+))?\)?\s*$/i;
// `fn@https://host/file.js:1:2`, `@https://host/file.js:1:2` (Firefox, Safari).
const geckoFrame = /^\s*(.*?)@(.*?):(\d+)(?::(\d+))?\s*$/;

/** A URL without its query and fragment. */
export function withoutQuery(url: string): string {
  return url.replace(/[?#].*$/, '');
}

/** Removes query strings and fragments from every URL inside a text. */
export function scrubUrls(text: string): string {
  return text.replace(/(\b[a-z][a-z0-9+.-]*:\/\/[^\s?#)'"]*)[?#][^\s)'"]*/gi, '$1');
}

// A newsletter preferences id: 64 hexadecimal digits, alone (the page's path and its calls' paths carry it).
const newsletterId = /(?<![0-9a-f])[0-9a-f]{64}(?![0-9a-f])/gi;

/**
 * Replaces every newsletter preferences id in a text with `{id}`: the id alone changes a player's preferences
 * (decision 037), and it sits in paths, where dropping the query does not reach it.
 */
export function withoutSecrets(text: string): string {
  return text.replace(newsletterId, '{id}');
}

/** Parses a `stack` string of Chromium, Firefox or Safari; lines it cannot read are skipped. */
export function parseStack(stack: string | undefined, origin: string): StackFrame[] {
  if (!stack) return [];
  const frames: StackFrame[] = [];
  for (const line of stack.split('\n')) {
    const match = chromeFrame.exec(line) ?? (line.includes('@') ? geckoFrame.exec(line) : null);
    if (!match) continue;
    const [, name, file = '', lineText, columnText] = match;
    const filename = withoutQuery(file);
    const frame: StackFrame = {
      filename,
      function: name?.trim() || '?',
      in_app: filename.startsWith(`${origin}/`),
    };
    if (lineText) frame.lineno = Number(lineText);
    if (columnText) frame.colno = Number(columnText);
    frames.push(frame);
  }
  // Stacks list the newest call first; the format wants the oldest first and keeps the newest when cut.
  return frames.reverse().slice(-maxFrames);
}
