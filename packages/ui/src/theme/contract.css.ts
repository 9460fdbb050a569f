import { themeValues } from '@mynacon/tokens';
import { createGlobalThemeContract } from '@vanilla-extract/css';

/**
 * The theme contract: one CSS custom property per semantic token (`--mc-color-surface`, `--mc-space-4`, …).
 * The names are stable so another site can re-brand by assigning its own values to the same properties.
 */
export const vars = createGlobalThemeContract(themeValues, (_value, path) =>
  `mc-${path.join('-')}`.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase(),
);
