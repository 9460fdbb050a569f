import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The highlight moves by `transform` alone, which the compositor animates off the main thread. Moving a gradient by
// `background-position` had every skeleton painted again in every frame while the page loads and hydrates.
const shimmer = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(100%)' },
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
  position: 'relative',
  overflow: 'hidden',
  // The border's colour: the shape stands out from every surface it is drawn on (1.2:1 or more on the background,
  // surfaces and raised surfaces such as cards), so it says "something comes here" without the band, too.
  backgroundColor: vars.color.border,
  // The highlight: a faint band of the text's colour as wide as the shape, drawn once, sliding across it from
  // outside its left edge.
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    backgroundImage: `linear-gradient(90deg, transparent 25%, ${vars.color.text} 50%, transparent 75%)`,
    opacity: 0.08,
    transform: 'translateX(-100%)',
    animationName: shimmer,
    animationDuration: '1600ms',
    animationTimingFunction: 'ease-in-out',
    animationIterationCount: 'infinite',
  },
  '@media': {
    // A still placeholder for players who asked for less motion; the shape alone says "something comes here". The
    // highlight stays outside the shape, where it is clipped.
    '(prefers-reduced-motion: reduce)': { selectors: { '&::after': { animation: 'none' } } },
    // Backgrounds are dropped in forced-colors mode: an outline keeps the shape visible.
    '(forced-colors: active)': { outline: '1px solid GrayText', selectors: { '&::after': { display: 'none' } } },
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
