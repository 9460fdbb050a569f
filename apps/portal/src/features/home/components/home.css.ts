import { vars } from '@mynacon/ui';
import { style } from '@vanilla-extract/css';

/** Text as someone wrote it: long words wrapped. */
export const userText = style({ overflowWrap: 'anywhere' });

/** A block's sub-heading (joined and open playtests, requests and reports). */
export const subHeading = style({
  margin: 0,
  fontSize: vars.type.md.fontSize,
  lineHeight: vars.type.md.lineHeight,
});
