import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const numberFieldGroup = style({ display: 'flex', alignItems: 'stretch', gap: vars.space[1], minWidth: 0 });

export const numberFieldInput = style({
  flex: '1 1 auto',
  minWidth: 0,
  fontVariantNumeric: 'tabular-nums',
});
