import { breakpoints as tokenBreakpoints } from '@mynacon/tokens';

export type { Brand } from './brand';
export { brandClassName, brands, defaultBrand } from './brand';
export { vars } from './contract.css';

/** Minimum viewport widths of the layout breakpoints, from the tokens. */
export const breakpoints: Readonly<Record<'sm' | 'md' | 'lg' | 'xl', string>> = tokenBreakpoints;

/** Media queries for the token breakpoints, for use in vanilla-extract `@media` blocks. */
export const mediaQueries = {
  sm: `screen and (min-width: ${breakpoints.sm})`,
  md: `screen and (min-width: ${breakpoints.md})`,
  lg: `screen and (min-width: ${breakpoints.lg})`,
  xl: `screen and (min-width: ${breakpoints.xl})`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  forcedColors: '(forced-colors: active)',
} as const;
