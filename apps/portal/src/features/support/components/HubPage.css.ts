import { vars } from '@mynacon/ui';
import { style } from '@vanilla-extract/css';

export const hubSearchForm = style({
  display: 'grid',
  gap: vars.space[2],
  justifyItems: 'start',
  gridTemplateColumns: 'minmax(0, 36rem)',
});
