import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/styleRules';

export const formRoot = style({ display: 'grid', gap: vars.space[4], minWidth: 0 });

// Closed, the summary keeps its live region in the page (so the next announcement is heard) but takes no room.
export const formSummary = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  color: vars.color.text,
  fontFamily: vars.font.family.sans,
  fontSize: vars.type.sm.fontSize,
  lineHeight: vars.type.sm.lineHeight,
  borderRadius: vars.radius.md,
  selectors: {
    // No box and no grid gap while closed; the live region inside stays in the accessibility tree.
    '&[data-state="closed"]': { display: 'contents' },
    '&[data-state="open"]': {
      padding: vars.space[4],
      backgroundColor: vars.color.surfaceRaised,
      border: `1px solid ${vars.color.border}`,
      borderInlineStartWidth: vars.space[1],
      borderInlineStartColor: vars.color.danger,
    },
    '&:focus-visible': focusRing,
  },
});

export const formSummaryIcon = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.danger });

export const formSummaryContent = style({ display: 'grid', gap: vars.space[1], flex: 1, minWidth: 0 });

export const formSummaryTitle = style({
  margin: 0,
  fontSize: vars.type.md.fontSize,
  lineHeight: vars.type.md.lineHeight,
  fontWeight: vars.font.weight.semibold,
});

export const formSummaryText = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const formSummaryList = style({
  display: 'grid',
  gap: vars.space[1],
  margin: 0,
  paddingInlineStart: vars.space[5],
});

export const formSummaryLink = style({
  color: vars.color.accentText,
  textDecorationLine: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': focusRing,
  },
});

// The submit button keeps its own width rather than stretching across the form's grid.
export const formSubmit = style({ justifySelf: 'start' });
