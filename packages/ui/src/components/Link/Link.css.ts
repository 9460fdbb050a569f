import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/styleRules';

export const linkBase = style({
  color: vars.color.accentText,
  textDecorationLine: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  transitionProperty: 'color, text-decoration-thickness',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&[data-hovered]': { textDecorationThickness: '2px' },
    '&[data-focus-visible]': focusRing,
    '&[data-blocked]': { color: vars.color.textMuted, textDecorationLine: 'line-through', cursor: 'not-allowed' },
  },
});

export const linkVariant = styleVariants({
  inline: {},
  standalone: {
    textDecorationLine: 'none',
    fontWeight: vars.font.weight.medium,
    selectors: { '&[data-hovered]': { textDecorationLine: 'underline' } },
  },
  muted: { color: vars.color.textMuted, selectors: { '&[data-hovered]': { color: vars.color.text } } },
});

export const linkIcon = style({
  marginInlineStart: '0.2em',
  width: '0.9em',
  height: '0.9em',
  verticalAlign: '-0.05em',
});
