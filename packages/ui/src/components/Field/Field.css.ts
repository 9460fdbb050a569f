import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/styleRules';

export const fieldRoot = style({ display: 'grid', gap: vars.space[1], minWidth: 0 });

export const fieldLabel = style({
  fontSize: vars.type.sm.fontSize,
  lineHeight: vars.type.sm.lineHeight,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

export const fieldNecessity = style({ color: vars.color.textMuted, fontWeight: vars.font.weight.regular });

export const fieldDescription = style({
  fontSize: vars.type.sm.fontSize,
  lineHeight: vars.type.sm.lineHeight,
  color: vars.color.textMuted,
});

// The error line keeps its height even when empty, so showing an error never pushes the form down.
export const fieldError = style({
  // The line height token is unitless: multiply by the font size, or min-height would be invalid and collapse.
  minHeight: `calc(${vars.type.sm.fontSize} * ${vars.type.sm.lineHeight})`,
  fontSize: vars.type.sm.fontSize,
  lineHeight: vars.type.sm.lineHeight,
  color: vars.color.danger,
  display: 'flex',
  gap: vars.space[1],
  alignItems: 'flex-start',
});

/** The box of every text-like input: text, email, password, number, date segments, select triggers. */
export const fieldInput = style({
  inlineSize: '100%',
  minBlockSize: '2.75rem',
  paddingInline: vars.space[3],
  paddingBlock: vars.space[2],
  fontFamily: vars.font.family.sans,
  fontSize: vars.type.md.fontSize,
  lineHeight: vars.type.md.lineHeight,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:focus-visible, &[data-focus-visible]': focusRing,
    '&[aria-invalid="true"], &[data-invalid]': { borderColor: vars.color.danger },
    '&:disabled, &[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});
