import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { fieldInput } from '../Field/Field.css';

export const textFieldControl = style({ position: 'relative', display: 'grid' });

export const textFieldInput = style([
  fieldInput,
  {
    selectors: {
      // Room for a button drawn inside the box, such as the password toggle.
      '[data-adorned] > &': { paddingInlineEnd: vars.space[12] },
    },
  },
]);

export const textFieldTextArea = style([
  fieldInput,
  { display: 'block', resize: 'vertical', minBlockSize: vars.space[16] },
]);

export const textFieldAdornment = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: vars.space[1],
  display: 'flex',
  alignItems: 'center',
});

// One reserved line for the checking status and the counter, so neither pushes the form down when it appears.
export const textFieldMeta = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space[2],
  minBlockSize: `calc(${vars.type.sm.fontSize} * ${vars.type.sm.lineHeight})`,
  fontSize: vars.type.sm.fontSize,
  lineHeight: vars.type.sm.lineHeight,
  color: vars.color.textMuted,
});

export const textFieldStatus = style({ minWidth: 0 });

export const textFieldCounter = style({
  marginInlineStart: 'auto',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-state="limit"]': { color: vars.color.text },
    '&[data-state="over"]': { color: vars.color.danger, fontWeight: vars.font.weight.semibold },
  },
});
