import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The options of a CheckboxGroup or RadioGroup. */
export const groupOptions = style({ display: 'flex', gap: vars.space[3], paddingBlock: vars.space[1] });

export const groupOptionsOrientation = styleVariants({
  vertical: { flexDirection: 'column' },
  horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space[6] },
});
