import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/styleRules';

export const accordionRoot = style({
  fontFamily: vars.font.family.sans,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const accordionItem = style({
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const accordionHeader = style({
  display: 'flex',
  margin: 0,
  fontSize: vars.type.md.fontSize,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.type.md.lineHeight,
});

export const accordionTrigger = style({
  display: 'flex',
  flex: 1,
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[4],
  // 44px high: the touch target of key controls.
  minHeight: '2.75rem',
  paddingBlock: vars.space[3],
  paddingInline: vars.space[2],
  // A real border, transparent by default: forced-colors mode paints it, so every header keeps its outline.
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&:hover:not([data-disabled])': { backgroundColor: vars.color.surfaceHover },
    '&:focus-visible': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const accordionChevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.normal,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: { '[data-state="open"] > &': { transform: 'rotate(180deg)' } },
  '@media': {
    // The duration token is already 0ms here; this also covers a site that re-brands the durations.
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

const slideDown = keyframes({
  from: { height: 0 },
  to: { height: 'var(--radix-accordion-content-height)' },
});

const slideUp = keyframes({
  from: { height: 'var(--radix-accordion-content-height)' },
  to: { height: 0 },
});

export const accordionContent = style({
  overflow: 'hidden',
  color: vars.color.text,
  selectors: {
    '&[data-state="open"]': {
      animation: `${slideDown} ${vars.motion.duration.normal} ${vars.motion.easing.enter}`,
    },
    '&[data-state="closed"]': {
      animation: `${slideUp} ${vars.motion.duration.normal} ${vars.motion.easing.exit}`,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&[data-state]': { animation: 'none' } },
    },
  },
});

// Padding sits on an inner box: on the animated element it would show while the height is still 0.
export const accordionContentInner = style({
  paddingInline: vars.space[2],
  paddingBlockEnd: vars.space[4],
  color: vars.color.textMuted,
  fontSize: vars.type.md.fontSize,
  lineHeight: vars.type.md.lineHeight,
});
