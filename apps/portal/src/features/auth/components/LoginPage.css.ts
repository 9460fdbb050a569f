import { vars } from '@mynacon/ui';
import { style } from '@vanilla-extract/css';

export const loginPage = style({
  width: '100%',
  maxWidth: '28rem',
  marginInline: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[6],
});

export const loginFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  alignItems: 'baseline',
});

/** Takes focus when a sign-in is refused, so that the next Tab continues into the form. */
export const refusalSummary = style({
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
