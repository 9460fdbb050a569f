import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const tone = createVar();
const onTone = createVar();

export const badgeBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: vars.space[6],
  paddingInline: vars.space[2],
  // A real border in every tone, so the badge keeps its outline in forced-colors mode.
  border: '1px solid',
  borderRadius: vars.radius.full,
  fontFamily: vars.font.family.sans,
  fontSize: vars.type.xs.fontSize,
  lineHeight: vars.type.xs.lineHeight,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

export const badgeTone = styleVariants({
  neutral: { vars: { [tone]: vars.color.textMuted, [onTone]: vars.color.surface } },
  accent: { vars: { [tone]: vars.color.accent, [onTone]: vars.color.accentForeground } },
  info: { vars: { [tone]: vars.color.info, [onTone]: vars.color.infoForeground } },
  success: { vars: { [tone]: vars.color.success, [onTone]: vars.color.successForeground } },
  warning: { vars: { [tone]: vars.color.warning, [onTone]: vars.color.warningForeground } },
  danger: { vars: { [tone]: vars.color.danger, [onTone]: vars.color.dangerForeground } },
});

// Subtle keeps the text in the body colour on a raised surface and lets the border and icon carry the tone;
// strong fills the badge with the tone and uses its paired foreground, whose contrast the tokens guarantee.
export const badgeEmphasis = styleVariants({
  subtle: { backgroundColor: vars.color.surfaceRaised, borderColor: tone, color: vars.color.text },
  strong: { backgroundColor: tone, borderColor: tone, color: onTone },
});

export const badgeIcon = style({
  display: 'inline-flex',
  selectors: { '[data-emphasis="subtle"] > &': { color: tone } },
});
