import { mediaQueries, vars } from '@mynacon/ui';
import { globalStyle, style } from '@vanilla-extract/css';
import { column } from '../../lib/page/layout';

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
});

export const main = style({
  flex: 1,
  paddingBlock: vars.space[8],
  selectors: {
    // The skip link and route changes move focus here; the page itself needs no ring.
    '&:focus': { outline: 'none' },
  },
});

// A route change moves focus to the page's heading (decision 048), for a screen reader to read where it is: a
// heading is not a control, so it draws no ring; controls keep theirs (`:focus-visible`).
globalStyle(`${main} :is(h1, h2)[tabindex="-1"]:focus`, { outline: 'none' });

export const withSideNav = style({
  display: 'grid',
  gap: vars.space[6],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: '14rem minmax(0, 1fr)', gap: vars.space[8] },
  },
});

export const content = style({ ...column(vars.space[6]), minWidth: 0 });

export const localeSelect = style({
  appearance: 'none',
  minHeight: '2.5rem',
  paddingInline: `${vars.space[3]} ${vars.space[8]}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  // A chevron drawn with gradients: no image request, follows the text colour of the theme.
  backgroundImage: `linear-gradient(45deg, transparent 50%, ${vars.color.textMuted} 50%), linear-gradient(135deg, ${vars.color.textMuted} 50%, transparent 50%)`,
  backgroundPosition: `calc(100% - 1.1rem) 55%, calc(100% - 0.8rem) 55%`,
  backgroundSize: '0.3rem 0.3rem',
  backgroundRepeat: 'no-repeat',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.type.sm.fontSize,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const loading = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '100dvh',
});

export const errorDetail = style({
  overflowWrap: 'anywhere',
});

/** The footer's legal line with the cookie settings button beside the copyright. */
export const footerLegal = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space[4],
  rowGap: vars.space[2],
});

/**
 * The header's account area (decision 051): a prerendered page is drawn before the session is known, so the area
 * has one width whether the session is loading, the player is signed out (the sign-in button) or signed in (the
 * inbox link, drawn by the header just before it, and the account menu): what stands left of it does not move.
 * A name too long for it widens it.
 */
const accountAreaWidth = '15rem';
const inboxLinkWidth = '2.75rem';
export const accountArea = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  minInlineSize: accountAreaWidth,
  // The account menu's trigger is a 2.75rem button: the area has its height from the start.
  minBlockSize: inboxLinkWidth,
});
export const accountAreaBesideInbox = style([
  accountArea,
  { minInlineSize: `calc(${accountAreaWidth} - ${inboxLinkWidth} - ${vars.space[2]})` },
]);
