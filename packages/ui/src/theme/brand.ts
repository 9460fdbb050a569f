import { brandNames, defaultBrand as tokensDefaultBrand } from '@mynacon/tokens';

/**
 * The labels' brands on the one theme contract (decision 052), the default first. The default brand's values are
 * on `:root` in `theme.css`; every other brand is a class on the document root with its own stylesheet,
 * `@mynacon/ui/brands/<brand>.css`, imported after `theme.css`.
 */
export const brands = brandNames;

/** A label's brand: `'mynacon'` (the default) or `'emberline'`. */
export type Brand = (typeof brands)[number];

/** The brand `theme.css` applies without a class. */
export const defaultBrand: Brand = tokensDefaultBrand;

/**
 * The class that applies a brand, to put on `<html>` so that portals (dialogs, menus, toasts) take it too:
 * `mc-brand-emberline`. The default brand needs none (`undefined`). The names are public API, like the
 * `--mc-*` properties.
 */
export function brandClassName(brand: Brand): string | undefined {
  return brand === defaultBrand ? undefined : `mc-brand-${brand}`;
}
