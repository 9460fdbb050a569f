import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { choiceIndicator } from '../private/choiceIndicator';

export const checkboxBox = style({
  ...choiceIndicator({
    inlineSize: vars.iconSize.default,
    blockSize: vars.iconSize.default,
    chosenStates: ['checked', 'indeterminate'],
    chosen: 'filled',
  }),
  display: 'inline-grid',
  placeItems: 'center',
  borderRadius: vars.radius.sm,
  color: vars.color.accentForeground,
  '@media': {
    // The mark is drawn in the text colour of the system theme, so checked and unchecked differ by shape alone.
    '(forced-colors: active)': { color: 'CanvasText', borderColor: 'CanvasText' },
  },
});
