import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { type IconSize, iconSizes } from './iconSizes';

export const iconBase = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
  // Strokes follow the text colour, and in forced-colors mode the system colour, never a fixed value.
  color: 'inherit',
});

export const iconSize = styleVariants(
  Object.fromEntries(iconSizes.map((size) => [size, size])) as Record<IconSize, IconSize>,
  (size) => ({ width: vars.iconSize[size], height: vars.iconSize[size] }),
);
