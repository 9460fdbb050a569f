import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const passwordChecklist = style({
  display: 'grid',
  gap: vars.space[1],
  fontSize: vars.type.sm.fontSize,
  lineHeight: vars.type.sm.lineHeight,
  color: vars.color.textMuted,
});

export const passwordChecklistHeading = style({ margin: 0, color: vars.color.text });

export const passwordChecklistList = style({
  display: 'grid',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// Met and unmet differ by icon (tick or cross) and by hidden text, not by colour alone.
export const passwordChecklistItem = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  selectors: {
    '&[data-state="met"]': { color: vars.color.text },
  },
});

export const passwordChecklistIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  // Centres the 16px icon on the first line of text.
  paddingBlockStart: `calc((${vars.type.sm.fontSize} * ${vars.type.sm.lineHeight} - ${vars.iconSize.small}) / 2)`,
  selectors: {
    '[data-state="met"] > &': { color: vars.color.success },
  },
});
