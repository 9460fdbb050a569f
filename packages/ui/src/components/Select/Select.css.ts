import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { choiceChevron } from '../private/SelectListBox.css';

/** Added to the shared `fieldInput` box: a button that shows the chosen option and a chevron. */
export const selectTrigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
  '@media': {
    '(forced-colors: active)': { borderColor: 'ButtonText' },
  },
});

export const selectValue = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const selectChevron = style([choiceChevron, { flexShrink: 0, color: vars.color.textMuted }]);
