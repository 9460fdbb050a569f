import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { choiceLabel } from '../private/ChoiceControl.css';
import { choiceIndicator } from '../private/choiceIndicator';

const trackInline = vars.space[10];
const trackBlock = vars.space[6];
const thumbSize = vars.space[4];
// Centres the thumb inside the 2px border on every side.
const thumbGap = `calc((${trackBlock} - 4px - ${thumbSize}) / 2)`;

/** Description and error line up with the text, past the track. */
export const switchHelp = style({ paddingInlineStart: `calc(${trackInline} + ${vars.space[3]})` });

export const switchTrack = style({
  ...choiceIndicator({
    inlineSize: trackInline,
    blockSize: trackBlock,
    chosenStates: ['on'],
    chosen: 'filled',
  }),
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: thumbGap,
  borderRadius: vars.radius.full,
});

/** Off: at the start, hollow. On: at the end, with a tick. Position and shape carry the state, not colour. */
export const switchThumb = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: thumbSize,
  blockSize: thumbSize,
  marginInlineStart: 0,
  // Painted by forced-colors mode, so the thumb shows in high-contrast themes too.
  border: '1px solid transparent',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.textMuted,
  color: vars.color.accent,
  transitionProperty: 'margin-inline-start, background-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    [`${choiceLabel}[data-state="on"] &`]: {
      marginInlineStart: `calc(${trackInline} - 4px - 2 * ${thumbGap} - ${thumbSize})`,
      backgroundColor: vars.color.accentForeground,
    },
  },
  '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
});
