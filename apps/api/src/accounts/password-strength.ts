// Guessable passwords (decision 043): the zxcvbn-ts estimator, with the matchers of `@zxcvbn-ts/core` (dictionary
// words as substrings, reversed and in l33t, keyboard walks, repeats, sequences, dates, separators) over the common
// dictionaries of `@zxcvbn-ts/language-common` and the words of this site and this player. Checked by the server
// only, where a password is set (never at sign-in), so that the portal's bundle stays as it is. The spec's
// composition rule still applies first.
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** Below this many guesses a password with a pattern the estimator knows is refused (zxcvbn's score 4). */
export const minimumGuesses = 1e10;

/**
 * Characters the estimator reads: its work grows steeply with length (half a second for 256 patterned characters),
 * and a prefix this long that is still guessable is a weak password whatever follows.
 */
export const estimatedLength = 64;

/** Substitution variants tried per password (the library's default is 100): bounds the l33t matcher's work. */
const l33tVariants = 20;

/** What the estimator should know of the player, besides the site's own words. */
export interface PasswordOwner {
  username?: string | undefined;
  email?: string | undefined;
}

let loading: Promise<ZxcvbnFactory> | undefined;

/**
 * The estimator, built once per process: the dictionaries (about 50,000 passwords and the diceware list) are
 * decompressed and ranked on first use, about a tenth of a second. The server calls it at start.
 */
export function loadPasswordEstimator(): Promise<ZxcvbnFactory> {
  loading ??= (async () => {
    const [{ ZxcvbnFactory }, common] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
    ]);
    return new ZxcvbnFactory({
      dictionary: common.dictionary,
      graphs: common.adjacencyGraphs,
      maxLength: estimatedLength,
      l33tMaxSubstitutions: l33tVariants,
    });
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** Runs of letters and digits of at least three characters: the parts a player reuses (`john.smith` → `john`). */
const partsOf = (value: string) => value.match(/[\p{L}\p{N}]{3,}/gu) ?? [];

/**
 * The words a guesser tries first for this player (ASVS 6.2.11): the site's (`contextWords`, such as the product's
 * and the publisher's names), the username and the e-mail address's local part, whole and in their parts.
 */
export function contextWordsOf(owner: PasswordOwner, contextWords: readonly string[]): string[] {
  const words = new Set<string>();
  const add = (value: string | undefined) => {
    if (value === undefined) return;
    const normal = value.normalize('NFKC').trim();
    // Each word of a camel-case name too: `GlimmerOtter` → `glimmer`, `otter`.
    for (const word of normal.match(/\p{Lu}\p{Ll}{2,}/gu) ?? []) words.add(word.toLowerCase());
    const lower = normal.toLowerCase();
    if (lower.length >= 3) words.add(lower);
    for (const part of partsOf(lower)) words.add(part);
    // The letters alone too: `player123` → `player`.
    for (const letters of lower.match(/\p{L}{3,}/gu) ?? []) words.add(letters);
  };
  for (const word of contextWords) add(word);
  add(owner.username);
  add(owner.email?.split('@')[0]);
  return [...words];
}

/**
 * Whether the estimator finds a password guessable: fewer than `minimumGuesses`, owing to at least one pattern it
 * knows (a common password or word, l33t, a keyboard walk, a repeat, a sequence, a date, a context word). Where it
 * finds none it can only count ten guesses a character, which understates a random string of the composition
 * rule's 74 characters; there the rule and the length decide (decision 043).
 */
export async function isGuessablePassword(
  password: string,
  owner: PasswordOwner,
  contextWords: readonly string[],
): Promise<boolean> {
  const estimator = await loadPasswordEstimator();
  const result = estimator.check(password.normalize('NFKC'), contextWordsOf(owner, contextWords));
  return result.guesses < minimumGuesses && result.sequence.some((match) => match.pattern !== 'bruteforce');
}
