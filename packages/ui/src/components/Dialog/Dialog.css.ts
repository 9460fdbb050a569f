import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const panelIn = keyframes({
  from: { opacity: 0, transform: 'translateY(0.5rem) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});
const panelOut = keyframes({
  from: { opacity: 1, transform: 'none' },
  to: { opacity: 0, transform: 'scale(0.98)' },
});

// Radix keeps the closing element mounted until its animation ends; with no animation it unmounts at once.
const noAnimation = {
  '(prefers-reduced-motion: reduce)': { selectors: { '&[data-state]': { animation: 'none' } } },
};

export const dialogOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.overlay,
  selectors: {
    '&[data-state="open"]': {
      animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter}`,
    },
    '&[data-state="closed"]': {
      animation: `${fadeOut} ${vars.motion.duration.fast} ${vars.motion.easing.exit}`,
    },
  },
  '@media': noAnimation,
});

export const dialogContent = style({
  // Inset 0 with auto margins and a content-sized height centres the panel without a transform,
  // which leaves `transform` free for the enter and exit animations.
  position: 'fixed',
  inset: 0,
  margin: 'auto',
  zIndex: vars.zIndex.dialog,
  height: 'fit-content',
  maxHeight: `calc(100dvh - ${vars.space[8]})`,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: vars.space[6],
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.family.sans,
  fontSize: vars.type.md.fontSize,
  lineHeight: vars.type.md.lineHeight,
  selectors: {
    '&[data-state="open"]': {
      animation: `${panelIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter}`,
    },
    '&[data-state="closed"]': {
      animation: `${panelOut} ${vars.motion.duration.fast} ${vars.motion.easing.exit}`,
    },
  },
  '@media': {
    ...noAnimation,
    '(forced-colors: active)': { borderColor: 'CanvasText' },
  },
});

const gutter = vars.space[8];
export const dialogSize = styleVariants({
  small: { width: `min(24rem, calc(100vw - ${gutter}))` },
  medium: { width: `min(32rem, calc(100vw - ${gutter}))` },
  large: { width: `min(48rem, calc(100vw - ${gutter}))` },
});

export const dialogClose = style({
  position: 'absolute',
  insetBlockStart: vars.space[3],
  insetInlineEnd: vars.space[3],
});

export const dialogTitle = style({
  margin: 0,
  // Leaves room for the close button in the corner.
  paddingInlineEnd: vars.space[8],
  fontSize: vars.type.xl.fontSize,
  lineHeight: vars.type.xl.lineHeight,
  fontWeight: vars.type.xl.fontWeight,
  letterSpacing: vars.type.xl.letterSpacing,
});

export const dialogDescription = style({
  margin: 0,
  marginBlockStart: `calc(-1 * ${vars.space[2]})`,
  color: vars.color.textMuted,
});

export const dialogFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space[3],
  marginBlockStart: vars.space[2],
});
