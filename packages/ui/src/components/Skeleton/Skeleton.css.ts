import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const skeletonBase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  width: '100%',
  selectors: { '&[data-shape="circle"]': { display: 'inline-flex', width: 'auto' } },
});

export const skeletonBlock = style({
  display: 'block',
  backgroundColor: vars.color.surfaceRaised,
  backgroundImage: `linear-gradient(90deg, ${vars.color.surfaceRaised} 25%, ${vars.color.surfaceHover} 50%, ${vars.color.surfaceRaised} 75%)`,
  backgroundSize: '200% 100%',
  animationName: shimmer,
  animationDuration: '1600ms',
  animationTimingFunction: 'ease-in-out',
  animationIterationCount: 'infinite',
  '@media': {
    // A still placeholder for players who asked for less motion; the shape alone says "something comes here".
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
    // Backgrounds are dropped in forced-colors mode: an outline keeps the shape visible.
    '(forced-colors: active)': { outline: '1px solid GrayText' },
  },
});

export const skeletonShape = styleVariants({
  text: {
    height: '1em',
    borderRadius: vars.radius.sm,
    // The last of several lines is shorter, like the end of a paragraph.
    selectors: {
      '&:nth-last-child(1 of [data-part="line"]):not(:nth-child(1 of [data-part="line"]))': { width: '60%' },
    },
  },
  rect: { width: '100%', height: vars.space[16], borderRadius: vars.radius.md },
  circle: { width: vars.space[10], height: vars.space[10], borderRadius: vars.radius.full, flexShrink: 0 },
});
