import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Holds the input and its chevron button, which sits inside the input's box. */
export const comboBoxControl = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'stretch',
});

/** Added to the shared `fieldInput`: room on the end side for the chevron. */
export const comboBoxInput = style({
  paddingInlineEnd: vars.space[10],
  selectors: {
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

export const comboBoxButton = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space[10],
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed' },
  },
});
