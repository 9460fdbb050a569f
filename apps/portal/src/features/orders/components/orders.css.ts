import { vars } from '@mynacon/ui';
import { style } from '@vanilla-extract/css';
import { column, wrappingRow } from '../../../lib/page/layout';
import { facts } from '../../../lib/page/page.css';

export const searchRow = style(wrappingRow(vars.space[3], 'flex-end'));

export const searchField = style({
  flex: '1 1 18rem',
  maxWidth: '28rem',
});

export const searchStatus = style({
  ...wrappingRow(vars.space[3]),
  justifyContent: 'space-between',
  minHeight: '1.5rem',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: '6rem 1fr',
  alignItems: 'start',
  gap: vars.space[4],
  paddingTop: vars.space[4],
  borderTop: `1px solid ${vars.color.border}`,
});

export const itemName = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.type.md.fontSize,
  lineHeight: vars.type.md.lineHeight,
  fontWeight: vars.font.weight.semibold,
});

export const itemBody = style({ ...column(vars.space[2]), minWidth: 0 });

export const thumbnail = style({
  display: 'block',
  width: '6rem',
  height: '6rem',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const thumbnailFallback = style([
  thumbnail,
  {
    display: 'grid',
    placeItems: 'center',
    color: vars.color.textMuted,
    border: `1px solid ${vars.color.border}`,
  },
]);

export const codes = style(column(vars.space[2]));

export const codeRow = style(wrappingRow(vars.space[2]));

export const codePlatform = style({
  minWidth: '8rem',
  color: vars.color.textMuted,
  fontSize: vars.type.sm.fontSize,
});

export const codeValue = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.type.md.fontSize,
  letterSpacing: '0.05em',
  padding: `${vars.space[1]} ${vars.space[2]}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  userSelect: 'all',
});

export const codeStatus = style({
  flexBasis: '100%',
  color: vars.color.textMuted,
  fontSize: vars.type.sm.fontSize,
  selectors: { '&:empty': { display: 'none' } },
});

export const productFacts = style([facts, { marginTop: vars.space[2] }]);
