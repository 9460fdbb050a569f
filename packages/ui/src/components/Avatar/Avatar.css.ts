import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const avatarBase = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  boxSizing: 'border-box',
  verticalAlign: 'middle',
  borderRadius: vars.radius.full,
  // A hairline ring separates a dark picture from the dark page, and stays in forced-colors mode.
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceHover,
  color: vars.color.text,
  fontFamily: vars.font.family.sans,
  fontWeight: vars.font.weight.semibold,
  userSelect: 'none',
});

export const avatarSize = styleVariants({
  small: { width: vars.space[6], height: vars.space[6], fontSize: vars.type.xs.fontSize },
  medium: { width: vars.space[10], height: vars.space[10], fontSize: vars.type.md.fontSize },
  large: { width: vars.space[16], height: vars.space[16], fontSize: vars.type.xl.fontSize },
});

export const avatarImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const avatarFallback = style({ lineHeight: 1, letterSpacing: '0.02em' });
