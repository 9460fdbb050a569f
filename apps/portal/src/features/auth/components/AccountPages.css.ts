import { vars } from '@mynacon/ui';
import { style } from '@vanilla-extract/css';
import { centredColumn, column, focusTarget, plainList, wrappingRow } from '../../../lib/page/layout';

/** The column of the registration, confirmation and reset pages. */
export const accountPage = style(centredColumn('32rem'));

/** A line of links or buttons under a form or a message. */
export const accountActions = style(wrappingRow(vars.space[3]));

/** A text followed by a link, on one line when it fits. */
export const accountFooter = style(wrappingRow(vars.space[2], 'baseline'));

/** Takes focus when the page's outcome changes, so that screen readers read it and Tab continues from it. */
export const outcomeFocus = style({ ...column(vars.space[4]), ...focusTarget });

/** The availability line under the username: a reserved line, so that the form does not jump. */
export const availabilityLine = style({
  display: 'block',
  minHeight: '1.5em',
  marginBlockStart: vars.space[1],
});

/** The reset request under the sign-in form. */
export const resetPanel = style({
  ...column(vars.space[4]),
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

/** The pending external accounts of the confirmation page, one card each. */
export const pendingList = style({ ...plainList, display: 'grid', gap: vars.space[4] });

/** The external account's name, as the provider gave it: long names wrap instead of widening the page. */
export const pendingName = style({ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });
