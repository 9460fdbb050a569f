import { vars } from '@mynacon/ui';
import { style } from '@vanilla-extract/css';

export const filters = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space[4] });

export const filterField = style({ flex: '0 1 16rem' });

export const group = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 12rem) 1fr',
  gap: vars.space[4],
  alignItems: 'start',
  '@media': { 'screen and (max-width: 40rem)': { gridTemplateColumns: '1fr' } },
});

export const sectionList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[8],
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[2] });

export const note = style({
  flexBasis: '100%',
  margin: 0,
  minHeight: '1.25rem',
  fontSize: vars.type.sm.fontSize,
  lineHeight: vars.type.sm.lineHeight,
});

export const settings = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
  gap: vars.space[6],
});
