import { vars } from '@mynacon/ui';
import { style } from '@vanilla-extract/css';
import { centredColumn, focusTarget, wrappingRow } from '../../../lib/page/layout';

export const loginPage = style(centredColumn('28rem'));

export const loginFooter = style(wrappingRow(vars.space[2], 'baseline'));

/** Takes focus when a sign-in is refused, so that the next Tab continues into the form. */
export const refusalSummary = style(focusTarget);
