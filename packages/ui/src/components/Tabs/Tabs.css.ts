import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/styleRules';

export const tabsRoot = style({
  display: 'flex',
  flexDirection: 'column',
  fontFamily: vars.font.family.sans,
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row', gap: vars.space[6] } },
});

export const tabsList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[1],
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      flexWrap: 'nowrap',
      borderBlockEnd: 'none',
      borderInlineEnd: `1px solid ${vars.color.border}`,
    },
  },
});

export const tabsTrigger = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  // 44px high: the touch target of key controls.
  minHeight: '2.75rem',
  paddingInline: vars.space[4],
  paddingBlock: vars.space[2],
  // A real border, transparent by default: forced-colors mode paints it, so every tab keeps its outline.
  border: '1px solid transparent',
  borderStartStartRadius: vars.radius.md,
  borderStartEndRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  fontFamily: 'inherit',
  fontSize: vars.type.md.fontSize,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.type.md.lineHeight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&:hover:not([data-disabled])': { backgroundColor: vars.color.surfaceHover, color: vars.color.text },
    '&:focus-visible': focusRing,
    '&[data-state="active"]': { color: vars.color.text },
    // The selected tab carries a bar along the list's edge: a shape, not a colour alone, marks it.
    '&[data-state="active"]::after': {
      content: '""',
      position: 'absolute',
      insetInline: '-1px',
      // Past the tab's own border, over the list's hairline.
      insetBlockEnd: '-2px',
      borderBlockEnd: `2px solid ${vars.color.accent}`,
    },
    '&[data-orientation="vertical"]': {
      justifyContent: 'flex-start',
      borderRadius: 0,
      borderStartStartRadius: vars.radius.md,
      borderEndStartRadius: vars.radius.md,
    },
    '&[data-orientation="vertical"][data-state="active"]::after': {
      insetInline: 'auto -2px',
      insetBlock: '-1px',
      borderBlockEnd: 'none',
      borderInlineEnd: `2px solid ${vars.color.accent}`,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[data-state="active"]::after': { borderColor: 'Highlight' } },
    },
  },
});

export const tabsTriggerIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
});

export const tabsTriggerCount = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.space[6],
  paddingInline: vars.space[2],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontSize: vars.type.xs.fontSize,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.type.xs.lineHeight,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '[data-state="active"] > &': { borderColor: vars.color.borderStrong, color: vars.color.text },
  },
});

export const tabsContent = style({
  paddingBlock: vars.space[4],
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  selectors: {
    '&:focus-visible': focusRing,
    '&[data-orientation="vertical"]': { flex: 1, paddingBlock: 0 },
  },
});
