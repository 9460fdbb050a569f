import { vars } from '@mynacon/ui';
import { style } from '@vanilla-extract/css';

/** Takes focus when an outcome is shown, so that it is read out and the next Tab goes on from it. */
export const noticeFocus = style({
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
