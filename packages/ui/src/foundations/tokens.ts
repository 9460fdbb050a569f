import { brands, type TokenEntry } from '@mynacon/tokens';
import { type Brand, brands as brandNames, defaultBrand } from '../theme/brand';

/** Tokens of a brand whose path starts with `prefix.`, in file order. */
export const tokensUnder = (prefix: string, brand: Brand = defaultBrand): readonly TokenEntry[] =>
  brands[brand].tokenList.filter((token) => token.path.startsWith(`${prefix}.`));

/** The brand the Storybook toolbar picked (the `brand` global). */
export const brandOf = (globals: Record<string, unknown>): Brand =>
  brandNames.find((brand) => brand === globals.brand) ?? defaultBrand;

/** The custom property that carries a token in the theme contract (`color.surface-raised` → `--mc-color-surface-raised`). */
export const cssVar = (path: string) => `--mc-${path.replaceAll('.', '-')}`;

/** The last segment of a token path, as designers name it. */
export const shortName = (path: string) => path.slice(path.lastIndexOf('.') + 1);
