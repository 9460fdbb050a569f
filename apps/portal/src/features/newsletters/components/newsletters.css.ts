import { vars } from '@mynacon/ui';
import { style } from '@vanilla-extract/css';

/** The archive's issues: cards on a grid that wraps. */
export const issueList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space[4],
});

/** A section of the preferences page, and the form inside it. */
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], maxWidth: '40rem' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[3] });

/** The "Saved" line: its space is kept so the form does not move when it comes and goes. */
export const savedNote = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: '1.5rem',
});

/** A message that takes focus after an action (the unsubscribed state) shows no focus outline of its own. */
export const focusTarget = style({ outline: 'none' });
