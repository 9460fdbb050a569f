import { vars } from '@mynacon/ui';
import { style } from '@vanilla-extract/css';

export const filters = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space[4] });

export const filterField = style({ flex: '0 1 12rem' });

/** Text as the player wrote it: kept as typed, long words wrapped. */
export const userText = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
  gap: vars.space[6],
});

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.type.lg.fontSize,
  lineHeight: vars.type.lg.lineHeight,
});

export const formColumn = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], maxWidth: '40rem' });

export const meToo = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space[4],
});
