import { vars } from '@mynacon/ui';
import { style } from '@vanilla-extract/css';

/** The buttons' place: no box of its own, so that an empty one takes no gap in the page's column. */
export const externalSlot = style({ display: 'contents' });

export const externalSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  paddingBlockStart: vars.space[4],
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const externalTitle = style({
  margin: 0,
  fontSize: vars.type.md.fontSize,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
});

export const externalList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space[2],
});
