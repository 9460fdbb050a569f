import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { choiceLabel } from '../private/ChoiceControl.css';
import { choiceIndicator } from '../private/choiceIndicator';

export const radioCircle = style({
  ...choiceIndicator({
    inlineSize: vars.iconSize.default,
    blockSize: vars.iconSize.default,
    chosenStates: ['checked'],
    chosen: 'outlined',
  }),
  display: 'inline-grid',
  placeItems: 'center',
  borderRadius: vars.radius.full,
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
