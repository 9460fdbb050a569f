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
