import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { insetFocusRing, popupGroupLabelRules, popupRowRules } from '../private/styleRules';

// The menu slides in from its trigger: down when below it, up when above.
const shift = createVar();
const enter = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${shift}))` },
  to: { opacity: 1, transform: 'none' },
});
const exit = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const dropdownMenuTrigger = style({});

export const dropdownMenuChevron = style({
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: { [`${dropdownMenuTrigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

export const dropdownMenuContent = style({
  vars: { [shift]: vars.space[1] },
  zIndex: vars.zIndex.popover,
  minWidth: 'max(12rem, var(--radix-dropdown-menu-trigger-width))',
  maxWidth: `calc(100vw - ${vars.space[4]})`,
  maxHeight: 'var(--radix-dropdown-menu-content-available-height)',
  overflowY: 'auto',
  padding: vars.space[1],
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.family.sans,
  fontSize: vars.type.sm.fontSize,
  lineHeight: vars.type.sm.lineHeight,
  transformOrigin: 'var(--radix-dropdown-menu-content-transform-origin)',
  selectors: {
    '&[data-side="top"]': { vars: { [shift]: `calc(-1 * ${vars.space[1]})` } },
    '&[data-state="open"]': { animation: `${enter} ${vars.motion.duration.fast} ${vars.motion.easing.enter}` },
    '&[data-state="closed"]': { animation: `${exit} ${vars.motion.duration.fast} ${vars.motion.easing.exit}` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { selectors: { '&[data-state]': { animation: 'none' } } },
    '(forced-colors: active)': { borderColor: 'CanvasText' },
  },
});

export const dropdownMenuItem = style({
  ...popupRowRules,
  textDecoration: 'none',
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.surfaceHover },
    '&:focus-visible': insetFocusRing,
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
  '@media': {
    '(forced-colors: active)': { selectors: { '&[data-highlighted]': { outline: '2px solid Highlight' } } },
  },
});

export const dropdownMenuItemTone = styleVariants({
  default: {},
  danger: { color: vars.color.danger, selectors: { '&[data-disabled]': { color: vars.color.textMuted } } },
});

export const dropdownMenuItemIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: vars.iconSize.default,
  height: vars.iconSize.default,
  alignItems: 'center',
  justifyContent: 'center',
});

export const dropdownMenuItemLabel = style({ flex: 1, minWidth: 0 });

export const dropdownMenuLabel = style(popupGroupLabelRules);

export const dropdownMenuSeparator = style({
  height: 1,
  marginBlock: vars.space[1],
  marginInline: `calc(-1 * ${vars.space[1]})`,
  backgroundColor: vars.color.border,
});
