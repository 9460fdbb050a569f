import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/styleRules';

/** The row of points and, under it, the words for its two ends. */
export const ratingScale = style({
  display: 'grid',
  gap: vars.space[1],
  justifyContent: 'start',
  paddingBlock: vars.space[1],
});

export const ratingPoints = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

/** One point of the scale: its number is its text, so the choice never rests on colour alone. */
export const ratingPoint = style({
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  // 40px: well above the WCAG 2.2 target size of 24px, for thumbs on a phone.
  inlineSize: vars.space[10],
  blockSize: vars.space[10],
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family.sans,
  fontSize: vars.type.md.fontSize,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.text },
    // Chosen: filled, bold and underlined, three cues besides the colour.
    '&[data-state="checked"]': {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.accentForeground,
      fontWeight: vars.font.weight.bold,
      textDecorationLine: 'underline',
      textDecorationThickness: '2px',
      textUnderlineOffset: '3px',
    },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
    '&[data-readonly]': { cursor: 'default' },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'CanvasText',
      selectors: {
        '&[data-state="checked"]': { backgroundColor: 'Highlight', color: 'HighlightText', forcedColorAdjust: 'none' },
      },
    },
  },
});

/** The words for the lowest and the highest point, under the row's two ends. */
export const ratingEnds = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space[4],
  fontFamily: vars.font.family.sans,
  fontSize: vars.type.sm.fontSize,
  lineHeight: vars.type.sm.lineHeight,
  color: vars.color.textMuted,
});
