import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { toneColour } from '../Text/Text.css';

export const headingBase = style({
  margin: 0,
  fontFamily: vars.font.family.sans,
  // Balanced lines avoid a lone word on the last line; long compounds break instead of overflowing.
  textWrap: 'balance',
  overflowWrap: 'break-word',
});

type Step = keyof typeof vars.type;

// The small steps carry body weights; a heading needs at least semibold to read as one.
const headingWeight: Record<Step, string> = {
  xs: vars.font.weight.semibold,
  sm: vars.font.weight.semibold,
  md: vars.font.weight.semibold,
  lg: vars.font.weight.semibold,
  xl: vars.type.xl.fontWeight,
  '2xl': vars.type['2xl'].fontWeight,
  '3xl': vars.type['3xl'].fontWeight,
};

export const headingSize = styleVariants(vars.type, (step, name) => ({
  fontSize: step.fontSize,
  lineHeight: step.lineHeight,
  letterSpacing: step.letterSpacing,
  fontWeight: headingWeight[name],
}));

export const headingTone = styleVariants(toneColour, (colour) => ({ color: colour }));

export const headingAlign = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
});
