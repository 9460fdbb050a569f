import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { choiceLabel } from '../Checkbox/Checkbox.css';

export const radioRoot = style({ display: 'grid', gap: vars.space[1], minWidth: 0 });

// The circle sits in the middle of the label's first line, whatever the font size.
const firstLineOffset = `calc((${vars.type.md.lineHeight} * 1em - ${vars.iconSize.default}) / 2)`;

export const radioCircle = style({
  flexShrink: 0,
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: vars.iconSize.default,
  blockSize: vars.iconSize.default,
  marginBlockStart: firstLineOffset,
  // A real border: forced-colors mode paints it, so the circle stays visible in high-contrast themes.
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  transitionProperty: 'border-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    [`${choiceLabel}[data-hovered]:not([data-disabled]) &`]: { borderColor: vars.color.text },
    [`${choiceLabel}[data-state="checked"] &`]: { borderColor: vars.color.accent },
    [`${choiceLabel}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${choiceLabel}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
  '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
});

/** The dot of the selected option: a shape, so selection never rests on colour alone. */
export const radioDot = style({
  inlineSize: '50%',
  blockSize: '50%',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  transform: 'scale(0)',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: { [`${choiceLabel}[data-state="checked"] &`]: { transform: 'scale(1)' } },
  '@media': { '(forced-colors: active)': { backgroundColor: 'CanvasText' } },
});
