import { vars } from '@mynacon/ui';
import { style } from '@vanilla-extract/css';

/** The return and linking pages: one column, as the sign-in page. */
export const returnPage = style({
  width: '100%',
  maxWidth: '32rem',
  marginInline: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[6],
});

export const choiceSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.type.lg.fontSize,
  fontWeight: vars.font.weight.semibold,
});
