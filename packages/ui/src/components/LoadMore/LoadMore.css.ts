import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/styleRules';

export const loadMoreRoot = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  paddingBlock: vars.space[4],
  fontFamily: vars.font.family.sans,
});

export const loadMoreStatus = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.type.sm.fontSize,
  lineHeight: vars.type.sm.lineHeight,
  textAlign: 'center',
  borderRadius: vars.radius.sm,
  selectors: {
    // Reserve the line, so the button does not jump when the text changes or is empty.
    '&:empty::before': { content: '"\\200b"' },
    '&:focus-visible': focusRing,
  },
});
