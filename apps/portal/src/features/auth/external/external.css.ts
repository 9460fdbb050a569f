import { vars } from '@mynacon/ui';
import { style } from '@vanilla-extract/css';
import { centredColumn, column } from '../../../lib/page/layout';

/** The return and linking pages: one column, as the sign-in page. */
export const returnPage = style(centredColumn('32rem'));

export const choiceSection = style(column(vars.space[4]));

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.type.lg.fontSize,
  fontWeight: vars.font.weight.semibold,
});
