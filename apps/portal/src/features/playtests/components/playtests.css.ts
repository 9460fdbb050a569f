import { vars } from '@mynacon/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space[6] });

export const filterField = style({ maxWidth: '18rem' });

export const cardList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space[4],
});

export const rowList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
});

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

export const factValue = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const formColumn = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], maxWidth: '32rem' });

export const json = style({
  margin: 0,
  padding: vars.space[3],
  maxHeight: '20rem',
  overflow: 'auto',
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.md,
  fontSize: vars.type.sm.fontSize,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
