import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The colour of each tone; every one meets 4.5:1 on the page, surface and raised-surface backgrounds. */
export const toneColour = {
  default: vars.color.text,
  muted: vars.color.textMuted,
  accent: vars.color.accentText,
  danger: vars.color.danger,
  success: vars.color.success,
  warning: vars.color.warning,
  info: vars.color.info,
} as const;

export const textBase = style({
  margin: 0,
  fontFamily: vars.font.family.sans,
  // Long German compounds and URLs break rather than push the layout sideways.
  overflowWrap: 'break-word',
});

const step = (name: 'xs' | 'sm' | 'md' | 'lg') => ({
  fontSize: vars.type[name].fontSize,
  lineHeight: vars.type[name].lineHeight,
  fontWeight: vars.type[name].fontWeight,
  letterSpacing: vars.type[name].letterSpacing,
});

export const textSize = styleVariants({ xs: step('xs'), sm: step('sm'), md: step('md'), lg: step('lg') });

// Declared after the sizes, so a chosen weight wins over the weight that comes with the size.
export const textWeight = styleVariants(vars.font.weight, (weight) => ({ fontWeight: weight }));

export const textTone = styleVariants(toneColour, (colour) => ({ color: colour }));

export const textAlign = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
});

export const textTruncate = style({
  display: 'block',
  maxWidth: '100%',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
