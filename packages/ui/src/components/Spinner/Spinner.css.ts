import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const stroke = createVar();

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinnerBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  verticalAlign: 'middle',
});

export const spinnerIndicator = style({
  display: 'block',
  width: '100%',
  height: '100%',
  boxSizing: 'border-box',
  borderRadius: vars.radius.full,
  borderStyle: 'solid',
  borderWidth: stroke,
  borderColor: vars.color.border,
  borderBlockStartColor: vars.color.accent,
  animationName: spin,
  animationDuration: '800ms',
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  '@media': {
    // The arc stops turning but stays drawn, so the busy state is still visible without motion.
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
    // System colours: the track in the text colour, the arc in the highlight colour.
    '(forced-colors: active)': { borderColor: 'CanvasText', borderBlockStartColor: 'Highlight' },
  },
});

// Small sits next to text, medium fills a panel, large a whole page.
export const spinnerSize = styleVariants({
  small: { width: vars.iconSize.small, height: vars.iconSize.small, vars: { [stroke]: '2px' } },
  medium: { width: vars.iconSize.large, height: vars.iconSize.large, vars: { [stroke]: '2px' } },
  large: { width: vars.space[12], height: vars.space[12], vars: { [stroke]: vars.space[1] } },
});
