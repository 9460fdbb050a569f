import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Root of a single choice (checkbox, radio, switch): the labelled control, its description and its error. */
export const choiceRoot = style({ display: 'grid', gap: vars.space[1], minWidth: 0 });

/** The clickable row: control then text. Shared by Checkbox, Radio and Switch. */
export const choiceLabel = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  // 24px at least: the WCAG 2.2 target size, with the text making the target wider.
  minBlockSize: vars.space[6],
  fontFamily: vars.font.family.sans,
  fontSize: vars.type.md.fontSize,
  lineHeight: vars.type.md.lineHeight,
  color: vars.color.text,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
    '&[data-readonly]': { cursor: 'default' },
  },
});

export const choiceText = style({ minWidth: 0 });

/** Description and error of a single choice line up with its text, not its control. */
export const choiceHelp = style({ paddingInlineStart: `calc(${vars.iconSize.default} + ${vars.space[3]})` });

// The box sits in the middle of the label's first line, whatever the font size.
const firstLineOffset = `calc((${vars.type.md.lineHeight} * 1em - ${vars.iconSize.default}) / 2)`;

export const checkboxBox = style({
  flexShrink: 0,
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: vars.iconSize.default,
  blockSize: vars.iconSize.default,
  marginBlockStart: firstLineOffset,
  // A real border: forced-colors mode paints it, so the box stays visible in high-contrast themes.
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.accentForeground,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    [`${choiceLabel}[data-hovered]:not([data-disabled]) &`]: { borderColor: vars.color.text },
    [`${choiceLabel}[data-state="checked"] &, ${choiceLabel}[data-state="indeterminate"] &`]: {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [`${choiceLabel}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${choiceLabel}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
  '@media': {
    // The mark is drawn in the text colour of the system theme, so checked and unchecked differ by shape alone.
    '(forced-colors: active)': { color: 'CanvasText', borderColor: 'CanvasText' },
  },
});

export const checkboxMark = style({ inlineSize: '100%', blockSize: '100%' });
