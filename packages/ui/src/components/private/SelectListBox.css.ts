import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { insetFocusRing, popupGroupLabelRules, popupRowRules } from './styleRules';

// The popup list shared by Select and ComboBox.

export const selectPopover = style({
  zIndex: vars.zIndex.popover,
  boxSizing: 'border-box',
  maxWidth: `calc(100vw - ${vars.space[4]})`,
  overflowY: 'auto',
  padding: vars.space[1],
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.family.sans,
  fontSize: vars.type.md.fontSize,
  lineHeight: vars.type.md.lineHeight,
  '@media': {
    '(forced-colors: active)': { borderColor: 'CanvasText' },
  },
});

export const selectListBox = style({
  outline: 'none',
  selectors: {
    // Focus rests on the list itself only when it has no option to focus.
    '&:focus-visible': insetFocusRing,
  },
});

export const selectSection = style({
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}`, marginTop: vars.space[1], paddingTop: vars.space[1] },
  },
});

export const selectSectionTitle = style({
  ...popupGroupLabelRules,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const selectOption = style({
  ...popupRowRules,
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': insetFocusRing,
    '&[data-selected]': { fontWeight: vars.font.weight.semibold },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[data-focused]': { outline: '2px solid Highlight', outlineOffset: -2 } },
    },
  },
});

export const selectOptionLabel = style({ flex: 1, minWidth: 0 });

export const selectOptionCheck = styleVariants({
  selected: { flexShrink: 0, color: vars.color.accentText },
  // Keeps the column's width, so labels line up whether or not they are chosen.
  unselected: { flexShrink: 0, visibility: 'hidden' },
});

export const selectEmpty = style({
  paddingInline: vars.space[3],
  paddingBlock: vars.space[2],
  color: vars.color.textMuted,
  fontSize: vars.type.sm.fontSize,
  lineHeight: vars.type.sm.lineHeight,
  // Stays rendered (a live region must exist before its text arrives), just without room when empty.
  selectors: { '&:empty': { padding: 0 } },
});

/** The chevron of Select and ComboBox, turned over while the list is open. */
export const choiceChevron = style({
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: { '[data-state="open"] > &': { transform: 'rotate(180deg)' } },
});
