import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const checkboxGroupOptions = style({ display: 'flex', gap: vars.space[3], paddingBlock: vars.space[1] });

export const checkboxGroupOrientation = styleVariants({
  vertical: { flexDirection: 'column' },
  horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space[6] },
});
