// The layout recipes the pages' style files share (a column, a centred page column, a wrapping row, a list without
// bullets, the ring of an element that takes focus): plain style objects, spread into `style()` where a page needs
// one, so that the pages keep one rhythm and a change to a recipe is made once.
import { vars } from '@mynacon/ui';

/** Parts one under the other, `gap` apart. */
export const column = (gap: string) => ({ display: 'flex', flexDirection: 'column', gap }) as const;

/** A page's column centred in the main area, at most `maxWidth` wide (sign-in, registration, reset, linking). */
export const centredColumn = (maxWidth: string) =>
  ({ width: '100%', maxWidth, marginInline: 'auto', ...column(vars.space[6]) }) as const;

/** Items on a line that wraps, `gap` apart, aligned on `alignItems` (buttons, links, codes). */
export const wrappingRow = (gap: string, alignItems: 'center' | 'baseline' | 'flex-end' = 'center') =>
  ({ display: 'flex', flexWrap: 'wrap', gap, alignItems }) as const;

/** A list without bullets or indent. */
export const plainList = { listStyle: 'none', margin: 0, padding: 0 } as const;

/**
 * An element that takes focus when an outcome is shown, so that it is read out and the next Tab goes on from it:
 * no ring when the script moves the focus there, the focus ring for the keyboard.
 */
export const focusTarget = {
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
} as const;
