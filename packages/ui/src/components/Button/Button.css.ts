import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/styleRules';

export const buttonBase = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  // A real border, transparent by default: forced-colors mode paints it, so every button keeps its outline.
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontFamily: vars.font.family.sans,
  fontWeight: vars.font.weight.semibold,
  lineHeight: 1,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'background-color, border-color, color, transform',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-pressed]': { transform: 'translateY(1px)' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
    '&[data-loading]': { cursor: 'progress' },
  },
  '@media': {
    '(forced-colors: active)': { borderColor: 'ButtonText' },
  },
});

export const buttonVariant = styleVariants({
  primary: {
    backgroundColor: vars.color.accent,
    color: vars.color.accentForeground,
    selectors: { '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.accentHover } },
  },
  secondary: {
    backgroundColor: 'transparent',
    color: vars.color.text,
    borderColor: vars.color.borderStrong,
    selectors: { '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.surfaceHover } },
  },
  ghost: {
    backgroundColor: 'transparent',
    color: vars.color.text,
    selectors: { '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.surfaceHover } },
  },
  danger: {
    backgroundColor: vars.color.danger,
    color: vars.color.dangerForeground,
    selectors: { '&[data-hovered]:not([data-disabled])': { filter: 'brightness(1.1)' } },
  },
});

// Heights keep a 44px target on large, and at least 24px (WCAG 2.2 target size) on small.
export const buttonSize = styleVariants({
  small: { minHeight: '2rem', paddingInline: vars.space[3], fontSize: vars.type.sm.fontSize },
  medium: { minHeight: '2.5rem', paddingInline: vars.space[4], fontSize: vars.type.md.fontSize },
  large: { minHeight: '2.75rem', paddingInline: vars.space[6], fontSize: vars.type.lg.fontSize },
});

export const iconOnly = styleVariants({
  small: { width: '2rem', paddingInline: 0 },
  medium: { width: '2.5rem', paddingInline: 0 },
  large: { width: '2.75rem', paddingInline: 0 },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const buttonContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 'inherit',
  // Transparent rather than hidden: hidden text would drop out of the accessible name.
  selectors: { '[data-loading] > &': { opacity: 0 } },
});

export const buttonSpinner = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  width: '1.1em',
  height: '1.1em',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderInlineEndColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
  '@media': {
    // No spinning for players who asked for less motion; the ring and the busy state still show.
    '(prefers-reduced-motion: reduce)': { animation: 'none', borderInlineEndColor: 'currentColor', opacity: 0.6 },
  },
});
