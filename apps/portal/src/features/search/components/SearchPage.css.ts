import { vars } from '@mynacon/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space[4], maxInlineSize: '56rem' });
