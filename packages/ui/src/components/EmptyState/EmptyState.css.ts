import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const emptyStateBase = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  paddingBlock: vars.space[12],
  paddingInline: vars.space[6],
  textAlign: 'center',
  fontFamily: vars.font.family.sans,
  color: vars.color.text,
});

export const emptyStateIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space[16],
  height: vars.space[16],
  marginBlockEnd: vars.space[1],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.textMuted,
});

// Any mynacon icon passed in is drawn at the pack's large size, whatever size it was given.
globalStyle(`${emptyStateIcon} > svg`, { width: vars.iconSize.large, height: vars.iconSize.large });

export const emptyStateTitle = style({
  margin: 0,
  maxWidth: '32rem',
  fontSize: vars.type.xl.fontSize,
  lineHeight: vars.type.xl.lineHeight,
  fontWeight: vars.type.xl.fontWeight,
  letterSpacing: vars.type.xl.letterSpacing,
});

export const emptyStateDescription = style({
  margin: 0,
  maxWidth: '32rem',
  color: vars.color.textMuted,
  fontSize: vars.type.md.fontSize,
  lineHeight: vars.type.md.lineHeight,
});

export const emptyStateAction = style({ marginBlockStart: vars.space[3] });
