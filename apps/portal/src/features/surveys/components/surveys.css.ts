import { vars } from '@mynacon/ui';
import { style } from '@vanilla-extract/css';

/** The form, the questions and the answers: a readable measure. */
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space[6], maxWidth: '44rem' });

/** Questions and answers one under another; long words wrap instead of widening the page. */
export const questionList = style({
  margin: 0,
  paddingInlineStart: vars.space[6],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  overflowWrap: 'anywhere',
});

export const questionItem = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], margin: 0 });

export const optionList = style({ margin: 0, paddingInlineStart: vars.space[6] });

export const notice = style({ outline: 'none' });

export const answerList = style([questionList, { paddingInlineStart: 0 }]);

/** A stored answer under its question. */
export const answerValue = style({ margin: 0, color: vars.color.text, whiteSpace: 'pre-wrap' });
