import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/index';
import { maxWidths } from '../../theme/sprinkles.css';

export const containerBase = style({
  boxSizing: 'border-box',
  width: '100%',
  marginInline: 'auto',
  // The side padding grows with the screen: tight on phones, roomier where there is space to spare.
  paddingInline: vars.space[4],
  '@media': {
    [mediaQueries.sm]: { paddingInline: vars.space[6] },
    [mediaQueries.lg]: { paddingInline: vars.space[8] },
  },
});

export const containerSize = styleVariants({
  narrow: { maxWidth: maxWidths.sm },
  default: { maxWidth: maxWidths.lg },
  wide: { maxWidth: maxWidths.xl },
});
