import { vars } from '@mynacon/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[6],
});

export const form = style({
  maxWidth: '40rem',
});

export const outcome = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  outline: 'none',
});
