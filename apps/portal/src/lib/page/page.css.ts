// The page layouts the features share: one place for the page's column, lists without bullets, a grid of cards and
// a list of facts, so that the pages keep one rhythm and a change to it is made once.
import { vars } from '@mynacon/ui';
import { style } from '@vanilla-extract/css';
import { column, plainList } from './layout';

/** A page's column of sections. */
export const pageColumn = style(column(vars.space[6]));

/** A list of rows or cards, one under the other, without bullets. */
export const rowList = style({ ...plainList, ...column(vars.space[4]) });

/** A tighter list of short items (a block's latest few, a board's posts). */
export const compactList = style({ ...plainList, ...column(vars.space[3]) });

/** A line of small muted facts beside each other (a status, a date, a count). */
export const metaLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.type.sm.fontSize,
  lineHeight: vars.type.sm.lineHeight,
});

/** A list of cards on a grid that wraps: as many 16rem columns as fit. */
export const cardGrid = style({
  ...plainList,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space[4],
});

/** A `dl` of facts (“Dates”, “Platforms”): terms muted beside their values. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space[3],
  rowGap: vars.space[1],
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.type.sm.fontSize,
  lineHeight: vars.type.sm.lineHeight,
});

/** A fact's value: in the text colour, long words wrapped. */
export const factValue = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });
