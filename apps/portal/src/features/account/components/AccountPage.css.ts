import { vars } from '@mynacon/ui';
import { style } from '@vanilla-extract/css';
import { column, focusTarget, plainList, wrappingRow } from '../../../lib/page/layout';

/** The column of an account page: header, notices, sections. */
export const accountPage = style({ ...column(vars.space[6]), minWidth: 0 });

/** A titled part of a page (a list, a form). */
export const section = style(column(vars.space[4]));

/** A list of cards (devices, addresses, linked accounts, friends). */
export const cardList = style({ ...plainList, display: 'grid', gap: vars.space[4] });

/** The actions under a card. */
export const cardActions = style(wrappingRow(vars.space[2]));

/** Label and value pairs (the account's details, an address's lines). */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  columnGap: vars.space[4],
  rowGap: vars.space[2],
  margin: 0,
});

export const detailTerm = style({ color: vars.color.textMuted });

export const detailValue = style({
  margin: 0,
  overflowWrap: 'anywhere',
});

/** Server text: long words (a pasted name, a link) wrap instead of widening the page. */
export const serverText = style({ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });

/** A form in a section or a dialog: fields one under the other. */
export const formColumn = style({ maxWidth: '36rem' });

/** Two fields side by side where there is room. */
export const fieldPair = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});

/** Takes focus after a change, so that the next Tab continues from the notice. */
export const notice = style(focusTarget);

/** The code and link of the referral page, with their copy button. */
export const copyRow = style(wrappingRow(vars.space[3]));

export const code = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.type.lg.fontSize,
  letterSpacing: '0.08em',
  overflowWrap: 'anywhere',
});
