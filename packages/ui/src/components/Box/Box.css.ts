import { globalStyle, style } from '@vanilla-extract/css';

export const boxBase = style({});

// Zero specificity, so any sprinkle (padding, margin) wins over the reset whatever order the CSS loads in.
globalStyle(`:where(${boxBase})`, { margin: 0, padding: 0 });

globalStyle(`:where(ul${boxBase}, ol${boxBase})`, { listStyle: 'none' });
