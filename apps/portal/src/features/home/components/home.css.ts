import { vars } from '@mynacon/ui';
import { style } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.type.sm.fontSize,
  lineHeight: vars.type.sm.lineHeight,
});

/** Text as someone wrote it: long words wrapped. */
export const userText = style({ overflowWrap: 'anywhere' });

/** A block's sub-heading (joined and open playtests, requests and reports). */
export const subHeading = style({
  margin: 0,
  fontSize: vars.type.md.fontSize,
  lineHeight: vars.type.md.lineHeight,
});
