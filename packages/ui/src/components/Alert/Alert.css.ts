import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const tone = createVar();

export const alertBase = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  padding: vars.space[4],
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  // A real border all round, thicker on the start edge in the tone's colour; forced-colors mode keeps it.
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: vars.space[1],
  borderInlineStartColor: tone,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.family.sans,
  fontSize: vars.type.sm.fontSize,
  lineHeight: vars.type.sm.lineHeight,
});

export const alertTone = styleVariants({
  info: { vars: { [tone]: vars.color.info } },
  success: { vars: { [tone]: vars.color.success } },
  warning: { vars: { [tone]: vars.color.warning } },
  danger: { vars: { [tone]: vars.color.danger } },
});

export const alertIcon = style({ display: 'inline-flex', flexShrink: 0, color: tone });

export const alertContent = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  flex: 1,
  minWidth: 0,
});

export const alertTitle = style({
  margin: 0,
  // One 24px line, the height of the icon, so the two line up.
  fontSize: vars.type.md.fontSize,
  lineHeight: vars.type.md.lineHeight,
  fontWeight: vars.font.weight.semibold,
});

export const alertDescription = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const alertActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  marginBlockStart: vars.space[2],
});

export const alertDismiss = style({
  flexShrink: 0,
  // Pulls the 32px button into the padding so it lines up with the icon rather than pushing the text down.
  marginBlock: `calc(-1 * ${vars.space[1]})`,
  marginInlineEnd: `calc(-1 * ${vars.space[2]})`,
});
