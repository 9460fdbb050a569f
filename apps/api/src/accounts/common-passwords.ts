// Common passwords (decision 037): the 49,233 of the common-password dictionary of `@zxcvbn-ts/language-common`
// 4.1.3 (MIT, see data/common-passwords.LICENSE.txt), kept in `data/common-passwords.txt`, checked by the server
// only so that the portal's bundle stays as it is. The spec's composition rule still applies first.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const commonPasswordsFile = fileURLToPath(new URL('../../data/common-passwords.txt', import.meta.url));

let kept: Set<string> | undefined;

/** The list, read once on first use (about 50,000 lowercase entries, a few MB in memory). */
function commonPasswords(): Set<string> {
  kept ??= new Set(
    readFileSync(commonPasswordsFile, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  );
  return kept;
}

/** Reads the list now (at start-up), so that the first password checked does not pay for it. */
export function loadCommonPasswords(): number {
  return commonPasswords().size;
}

const leet: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
};

/**
 * Whether a password is a common one dressed up to pass the composition rule: the list is lowercase and the rule
 * asks for an uppercase letter, a digit and a special character, which players add around a common word
 * (`Password1!`, `Dragon2024!`, `P@ssw0rd1`). Checked: the password in lowercase, without the digits and special
 * characters it ends (or starts) with, and with common look-alike characters read as letters.
 */
export function isCommonPassword(password: string): boolean {
  const list = commonPasswords();
  const lower = password.normalize('NFKC').toLowerCase();
  const trimmed = lower.replace(/[0-9@$!%*#?&^._-]+$/, '');
  const bare = trimmed.replace(/^[0-9@$!%*#?&^._-]+/, '');
  const candidates = new Set([lower, trimmed, bare]);
  for (const candidate of [...candidates]) {
    candidates.add([...candidate].map((character) => leet[character] ?? character).join(''));
  }
  for (const candidate of candidates) {
    // A base of one or two characters is no word of the list's: `Ab1!…` passwords are judged as a whole.
    if ([...candidate].length >= 3 && list.has(candidate)) return true;
  }
  return false;
}
