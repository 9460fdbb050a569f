import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The tooltip drifts in from its trigger, whichever side it opens on.
const shiftX = createVar();
const shiftY = createVar();
const enter = keyframes({
  from: { opacity: 0, transform: `translate(${shiftX}, ${shiftY})` },
  to: { opacity: 1, transform: 'none' },
});
const exit = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const tooltipTrigger = style({
  // Wraps the trigger without changing the layout around it.
  display: 'inline-flex',
  verticalAlign: 'middle',
});

export const tooltipContent = style({
  vars: { [shiftX]: '0', [shiftY]: '0' },
  zIndex: vars.zIndex.tooltip,
  maxWidth: `min(20rem, calc(100vw - ${vars.space[4]}))`,
  paddingBlock: vars.space[1],
  paddingInline: vars.space[2],
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.family.sans,
  fontSize: vars.type.sm.fontSize,
  lineHeight: vars.type.sm.lineHeight,
  overflowWrap: 'break-word',
  transformOrigin: 'var(--radix-tooltip-content-transform-origin)',
  selectors: {
    '&[data-side="top"]': { vars: { [shiftY]: vars.space[1] } },
    '&[data-side="bottom"]': { vars: { [shiftY]: `calc(-1 * ${vars.space[1]})` } },
    '&[data-side="left"]': { vars: { [shiftX]: vars.space[1] } },
    '&[data-side="right"]': { vars: { [shiftX]: `calc(-1 * ${vars.space[1]})` } },
    '&[data-state="delayed-open"], &[data-state="instant-open"]': {
      animation: `${enter} ${vars.motion.duration.fast} ${vars.motion.easing.enter}`,
    },
    '&[data-state="closed"]': { animation: `${exit} ${vars.motion.duration.fast} ${vars.motion.easing.exit}` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { selectors: { '&[data-state]': { animation: 'none' } } },
    '(forced-colors: active)': { borderColor: 'CanvasText' },
  },
});
