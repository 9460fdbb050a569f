import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/styleRules';

export const paginationRoot = style({
  fontFamily: vars.font.family.sans,
});

export const paginationList = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const paginationItem = style({
  display: 'flex',
});

export const paginationPage = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // 40px square like a medium icon-only Button, growing for three- and four-digit pages.
  minWidth: '2.5rem',
  minHeight: '2.5rem',
  paddingInline: vars.space[2],
  // A real border, transparent by default: forced-colors mode paints it, so every page keeps its outline.
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.type.md.fontSize,
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1,
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&[data-hovered]:not([data-current])': { backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': focusRing,
    // The current page is filled and bold: a change of shape and weight, not of hue alone.
    '&[data-current]': {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.accentForeground,
      fontWeight: vars.font.weight.bold,
      cursor: 'default',
    },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'ButtonText',
      selectors: { '&[data-current]': { borderColor: 'Highlight', outline: '2px solid Highlight' } },
    },
  },
});

export const paginationEllipsis = style({
  display: 'inline-flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  minWidth: vars.space[6],
  minHeight: '2.5rem',
  paddingBlockEnd: vars.space[2],
  color: vars.color.textMuted,
  userSelect: 'none',
});
