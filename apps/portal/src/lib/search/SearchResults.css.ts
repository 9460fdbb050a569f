import { vars } from '@mynacon/ui';
import { style } from '@vanilla-extract/css';

export const groupList = style({ marginBlockStart: vars.space[4] });

export const searchGroup = style({ display: 'grid', gap: vars.space[3] });

export const resultList = style({ display: 'grid', gap: vars.space[4], margin: 0, padding: 0, listStyle: 'none' });

export const hitItem = style({
  display: 'grid',
  gap: vars.space[1],
  paddingBlockEnd: vars.space[3],
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
