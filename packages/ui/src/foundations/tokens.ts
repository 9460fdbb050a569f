import { type TokenEntry, tokenList } from '@mynacon/tokens';

/** Tokens whose path starts with `prefix.`, in file order. */
export const tokensUnder = (prefix: string): readonly TokenEntry[] =>
  tokenList.filter((token) => token.path.startsWith(`${prefix}.`));

/** The custom property that carries a token in the theme contract (`color.surface-raised` → `--mc-color-surface-raised`). */
export const cssVar = (path: string) => `--mc-${path.replaceAll('.', '-')}`;

/** The last segment of a token path, as designers name it. */
export const shortName = (path: string) => path.slice(path.lastIndexOf('.') + 1);
