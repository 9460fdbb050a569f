import { vars } from '@mynacon/ui';
import { style } from '@vanilla-extract/css';
import { column } from '../../../lib/page/layout';

export const page = style(column(vars.space[6]));

export const form = style({
  maxWidth: '40rem',
});

export const outcome = style({ ...column(vars.space[4]), outline: 'none' });
