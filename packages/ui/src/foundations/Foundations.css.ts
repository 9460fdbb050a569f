import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const page = style({ display: 'grid', gap: vars.space[6], maxWidth: '72rem', color: vars.color.text });
export const heading = style({ margin: 0, fontSize: vars.type.xl.fontSize, lineHeight: vars.type.xl.lineHeight });
export const lead = style({ margin: 0, color: vars.color.textMuted, maxWidth: '60ch' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.type.sm.fontSize });
export const cell = style({
  textAlign: 'start',
  verticalAlign: 'top',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
export const code = style({ fontFamily: vars.font.family.mono, fontSize: '0.85em', color: vars.color.textMuted });
export const swatch = style({
  inlineSize: '3rem',
  blockSize: '2rem',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
});
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space[3],
});
export const tile = style({
  display: 'grid',
  gap: vars.space[2],
  justifyItems: 'center',
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.type.xs.fontSize,
});
