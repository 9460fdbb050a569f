import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme';
import { vars } from '../../theme/contract.css';

export const siteFooterBase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[8],
  paddingBlock: vars.space[10],
  paddingInline: vars.space[4],
  borderBlockStart: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontFamily: vars.font.family.sans,
  fontSize: vars.type.sm.fontSize,
  lineHeight: vars.type.sm.lineHeight,
  '@media': { [mediaQueries.md]: { paddingInline: vars.space[6] } },
});

export const siteFooterGroups = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space[8],
});

export const siteFooterHeading = style({
  margin: 0,
  marginBlockEnd: vars.space[3],
  color: vars.color.text,
  fontSize: vars.type.sm.fontSize,
  lineHeight: vars.type.sm.lineHeight,
  fontWeight: vars.font.weight.semibold,
});

export const siteFooterList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const siteFooterBottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[4],
  paddingBlockStart: vars.space[6],
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const siteFooterLegal = style({ margin: 0, color: vars.color.textMuted });
