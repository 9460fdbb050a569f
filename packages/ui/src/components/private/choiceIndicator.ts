// Style rules shared by the .css.ts files of the choice controls. A plain module: a .css.ts file may export
// only class names and values, not functions.
import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { choiceLabel } from './ChoiceControl.css';
import { focusRing } from './styleRules';

export interface ChoiceIndicatorOptions {
  inlineSize: string;
  blockSize: string;
  /** The `data-state` values of the label that show the control as chosen. */
  chosenStates: readonly string[];
  /** Chosen, the control fills with the accent colour (box, track), or only its border takes it (circle). */
  chosen: 'filled' | 'outlined';
}

const chosenLooks = {
  filled: {
    rule: { backgroundColor: vars.color.accent, borderColor: vars.color.accent },
    transitionProperty: 'background-color, border-color',
  },
  outlined: { rule: { borderColor: vars.color.accent }, transitionProperty: 'border-color' },
} satisfies Record<ChoiceIndicatorOptions['chosen'], { rule: StyleRule; transitionProperty: string }>;

/**
 * The drawn control of a choice (box, circle, track) and the states every choice shows on it. The states come
 * in cascade order: invalid comes after chosen, so a chosen control that is invalid shows the danger border.
 */
export function choiceIndicator({ inlineSize, blockSize, chosenStates, chosen }: ChoiceIndicatorOptions): StyleRule {
  const look = chosenLooks[chosen];
  return {
    flexShrink: 0,
    inlineSize,
    blockSize,
    // The control sits in the middle of the label's first line, whatever the font size.
    marginBlockStart: `calc((${vars.type.md.lineHeight} * 1em - ${blockSize}) / 2)`,
    // A real border: forced-colors mode paints it, so the control stays visible in high-contrast themes.
    border: `2px solid ${vars.color.borderStrong}`,
    backgroundColor: vars.color.surface,
    transitionProperty: look.transitionProperty,
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      [`${choiceLabel}[data-hovered]:not([data-disabled]) &`]: { borderColor: vars.color.text },
      [chosenStates.map((state) => `${choiceLabel}[data-state="${state}"] &`).join(', ')]: look.rule,
      [`${choiceLabel}[data-invalid] &`]: { borderColor: vars.color.danger },
      [`${choiceLabel}[data-focus-visible] &`]: focusRing,
    },
  };
}
