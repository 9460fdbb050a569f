import { vars } from '@mynacon/ui';
import { style } from '@vanilla-extract/css';

/** A page's text: a readable measure, blocks spaced like prose. */
export const prose = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  maxWidth: '70ch',
  // Long words and addresses in the text wrap instead of widening the page.
  overflowWrap: 'anywhere',
});

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space[6],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});
