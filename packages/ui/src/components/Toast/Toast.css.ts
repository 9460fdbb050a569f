import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/styleRules';

const offscreen = `calc(100% + ${vars.space[4]})`;
const slideIn = keyframes({ from: { transform: `translateX(${offscreen})` }, to: { transform: 'none' } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: `translateX(${offscreen})` },
});

export const toastViewport = style({
  position: 'fixed',
  insetBlockEnd: 0,
  insetInlineEnd: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  width: `min(24rem, 100vw)`,
  maxHeight: '100dvh',
  margin: 0,
  padding: vars.space[4],
  listStyle: 'none',
  overflow: 'hidden',
  // The empty viewport must not catch clicks meant for the page beneath it.
  pointerEvents: 'none',
});

export const toastBase = style({
  pointerEvents: 'auto',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  columnGap: vars.space[3],
  paddingBlock: vars.space[3],
  paddingInlineStart: vars.space[4],
  paddingInlineEnd: vars.space[2],
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  // A thick coloured edge carries the tone alongside the icon.
  borderInlineStartWidth: vars.space[1],
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.family.sans,
  fontSize: vars.type.sm.fontSize,
  lineHeight: vars.type.sm.lineHeight,
  selectors: {
    '&:focus-visible': focusRing,
    '&[data-state="open"]': { animation: `${slideIn} ${vars.motion.duration.slow} ${vars.motion.easing.enter}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.duration.fast} ${vars.motion.easing.exit}` },
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    '&[data-swipe="cancel"]': {
      transform: 'none',
      transitionProperty: 'transform',
      transitionDuration: vars.motion.duration.normal,
      transitionTimingFunction: vars.motion.easing.standard,
    },
    '&[data-swipe="end"]': { animation: `${swipeOut} ${vars.motion.duration.fast} ${vars.motion.easing.exit}` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { selectors: { '&[data-state], &[data-swipe]': { animation: 'none' } } },
    '(forced-colors: active)': { borderColor: 'CanvasText' },
  },
});

export const toastTone = styleVariants({
  info: { borderInlineStartColor: vars.color.info },
  success: { borderInlineStartColor: vars.color.success },
  warning: { borderInlineStartColor: vars.color.warning },
  danger: { borderInlineStartColor: vars.color.danger },
});

export const toastIcon = styleVariants({
  info: { color: vars.color.info },
  success: { color: vars.color.success },
  warning: { color: vars.color.warning },
  danger: { color: vars.color.danger },
});

export const toastIconBox = style({
  display: 'inline-flex',
  // Level with the title, whose line is as tall as the icon.
  paddingBlockStart: vars.space[1],
});

export const toastText = style({ display: 'grid', gap: vars.space[1], minWidth: 0, paddingBlock: vars.space[1] });

export const toastTitle = style({ fontWeight: vars.font.weight.semibold, overflowWrap: 'break-word' });

export const toastDescription = style({ color: vars.color.textMuted, overflowWrap: 'break-word' });
