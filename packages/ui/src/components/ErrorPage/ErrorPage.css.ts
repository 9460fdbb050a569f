import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme';
import { vars } from '../../theme/contract.css';

export const errorPageBase = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[4],
  maxInlineSize: '40rem',
  paddingBlock: vars.space[12],
  fontFamily: vars.font.family.sans,
  color: vars.color.text,
  '@media': { [mediaQueries.md]: { paddingBlock: vars.space[16] } },
});

export const errorPageCode = style({
  fontSize: `calc(${vars.type['3xl'].fontSize} * 2)`,
  lineHeight: 1,
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.type['3xl'].letterSpacing,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.accentText,
  '@media': { [mediaQueries.md]: { fontSize: `calc(${vars.type['3xl'].fontSize} * 3)` } },
});

export const errorPageHeading = style({
  margin: 0,
  fontSize: vars.type['2xl'].fontSize,
  lineHeight: vars.type['2xl'].lineHeight,
  fontWeight: vars.type['2xl'].fontWeight,
  letterSpacing: vars.type['2xl'].letterSpacing,
  '@media': {
    [mediaQueries.md]: { fontSize: vars.type['3xl'].fontSize, lineHeight: vars.type['3xl'].lineHeight },
  },
});

export const errorPageHints = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  margin: 0,
  paddingInlineStart: vars.space[5],
  color: vars.color.textMuted,
  fontSize: vars.type.lg.fontSize,
  lineHeight: vars.type.lg.lineHeight,
  fontWeight: vars.font.weight.regular,
});

export const errorPageActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
  marginBlockStart: vars.space[4],
});
