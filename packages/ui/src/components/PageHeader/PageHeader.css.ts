import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme';
import { vars } from '../../theme/contract.css';

export const pageHeaderBase = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"eyebrow" "title" "description" "actions"',
  rowGap: vars.space[2],
  paddingBlock: `${vars.space[6]} ${vars.space[8]}`,
  fontFamily: vars.font.family.sans,
  '@media': {
    // Actions move beside the title once there is room, aligned to its first line.
    [mediaQueries.md]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"eyebrow eyebrow" "title actions" "description actions"',
      columnGap: vars.space[6],
    },
  },
});

export const pageHeaderEyebrow = style({
  gridArea: 'eyebrow',
  marginBlockEnd: vars.space[1],
  color: vars.color.textMuted,
  fontSize: vars.type.sm.fontSize,
  lineHeight: vars.type.sm.lineHeight,
});

export const pageHeaderTitle = style({
  gridArea: 'title',
  margin: 0,
  color: vars.color.text,
  fontSize: vars.type['2xl'].fontSize,
  lineHeight: vars.type['2xl'].lineHeight,
  fontWeight: vars.type['2xl'].fontWeight,
  letterSpacing: vars.type['2xl'].letterSpacing,
  overflowWrap: 'anywhere',
  '@media': {
    [mediaQueries.md]: {
      fontSize: vars.type['3xl'].fontSize,
      lineHeight: vars.type['3xl'].lineHeight,
      letterSpacing: vars.type['3xl'].letterSpacing,
    },
  },
});

export const pageHeaderDescription = style({
  gridArea: 'description',
  margin: 0,
  maxInlineSize: '65ch',
  color: vars.color.textMuted,
  fontSize: vars.type.lg.fontSize,
  lineHeight: vars.type.lg.lineHeight,
  fontWeight: vars.font.weight.regular,
});

export const pageHeaderActions = style({
  gridArea: 'actions',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  alignSelf: 'start',
  gap: vars.space[3],
  marginBlockStart: vars.space[2],
  '@media': { [mediaQueries.md]: { marginBlockStart: 0 } },
});
