import { themeValues } from '@mynacon/tokens';
import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

// The dark theme is the only theme: assigned on the document root so it applies before any component renders.
createGlobalTheme(':root', vars, themeValues);

globalStyle(':root', {
  colorScheme: 'dark',
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family.sans,
  fontSize: '100%',
  lineHeight: vars.type.md.lineHeight,
  WebkitTextSizeAdjust: '100%',
  textRendering: 'optimizeLegibility',
  '@media': {
    // Motion tokens collapse to zero, so every transition built on them stops moving.
    '(prefers-reduced-motion: reduce)': {
      vars: {
        [vars.motion.duration.fast]: '0ms',
        [vars.motion.duration.normal]: '0ms',
        [vars.motion.duration.slow]: '0ms',
      },
    },
  },
});

globalStyle('body', { margin: 0, backgroundColor: vars.color.background, color: vars.color.text });

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

// Forced-colors mode drops backgrounds and box shadows; outlines and borders survive, so focus stays visible.
globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: 2,
  '@media': { '(forced-colors: active)': { outlineColor: 'Highlight' } },
});
