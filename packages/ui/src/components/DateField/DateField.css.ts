import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const dateFieldGroup = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'text',
});

export const dateFieldSegment = style({
  paddingInline: vars.space[1],
  borderRadius: vars.radius.sm,
  textAlign: 'end',
  color: vars.color.text,
  // The whole field shows the focus ring; the segment being edited is highlighted inside it.
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[aria-hidden="true"]': { paddingInline: 0, color: vars.color.textMuted },
    '&:focus, &:focus-visible': {
      outline: 'none',
      backgroundColor: vars.color.accent,
      color: vars.color.accentForeground,
    },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&:focus, &:focus-visible': { backgroundColor: 'Highlight', color: 'HighlightText' } },
    },
  },
});
