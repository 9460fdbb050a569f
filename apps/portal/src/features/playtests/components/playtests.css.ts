import { vars } from '@mynacon/ui';
import { style } from '@vanilla-extract/css';

export const filterField = style({ maxWidth: '18rem' });

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
