import { mediaQueries, vars } from '@mynacon/ui';
import { style } from '@vanilla-extract/css';

/** Text as someone wrote it: long words wrapped. */
export const userText = style({ overflowWrap: 'anywhere' });

/** A block's sub-heading (joined and open playtests, requests and reports). */
export const subHeading = style({
  margin: 0,
  fontSize: vars.type.md.fontSize,
  lineHeight: vars.type.md.lineHeight,
});

/**
 * The greeting keeps two lines' room on a narrow screen (decision 061): the prerendered home is drawn without the
 * player's name, which comes once hydrated and wraps the line on a phone; the blocks under it would move down.
 */
export const greeting = style({
  display: 'block',
  minBlockSize: '2lh',
  '@media': { [mediaQueries.md]: { minBlockSize: 'auto' } },
});
