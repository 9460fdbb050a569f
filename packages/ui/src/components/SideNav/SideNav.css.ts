import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme';
import { vars } from '../../theme/contract.css';
import {
  currentPageBar,
  forcedColorsBar,
  navLinkRules,
  navLinkStates,
  visuallyHiddenRules,
} from '../private/styleRules';

const wide = mediaQueries.md;

export const sideNavBase = style({
  fontFamily: vars.font.family.sans,
  fontSize: vars.type.md.fontSize,
  lineHeight: vars.type.md.lineHeight,
  minInlineSize: 0,
});

// Narrow screens: one horizontal row that scrolls. The cover gradients scroll with the content (local) and hide
// the edge shadows (scroll) once an end is reached, so a shadow only shows where there is more to scroll.
export const sideNavScroller = style({
  // Contains the visually hidden headings, which would otherwise widen the page from their static position.
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[4],
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  paddingBlock: vars.space[1],
  paddingInline: vars.space[1],
  scrollbarWidth: 'thin',
  scrollbarColor: `${vars.color.borderStrong} transparent`,
  backgroundColor: vars.color.background,
  backgroundImage: [
    `linear-gradient(to right, ${vars.color.background} 30%, transparent)`,
    `linear-gradient(to left, ${vars.color.background} 30%, transparent)`,
    `radial-gradient(farthest-side at 0 50%, ${vars.color.borderStrong}, transparent)`,
    `radial-gradient(farthest-side at 100% 50%, ${vars.color.borderStrong}, transparent)`,
  ].join(', '),
  backgroundPosition: 'left center, right center, left center, right center',
  backgroundRepeat: 'no-repeat',
  backgroundSize: `${vars.space[10]} 100%, ${vars.space[10]} 100%, ${vars.space[4]} 100%, ${vars.space[4]} 100%`,
  backgroundAttachment: 'local, local, scroll, scroll',
  '@media': {
    [wide]: {
      flexDirection: 'column',
      alignItems: 'stretch',
      gap: vars.space[6],
      overflowX: 'visible',
      padding: 0,
      backgroundColor: 'transparent',
      backgroundImage: 'none',
    },
  },
});

export const sideNavGroup = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  '@media': { [wide]: { display: 'block' } },
});

// Group headings stay in the accessibility tree on narrow screens, where the row has no room to show them.
export const sideNavHeading = style({
  ...visuallyHiddenRules,
  '@media': {
    [wide]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      overflow: 'visible',
      clip: 'auto',
      whiteSpace: 'normal',
      margin: 0,
      marginBlockEnd: vars.space[2],
      paddingInline: vars.space[3],
      color: vars.color.textMuted,
      fontSize: vars.type.xs.fontSize,
      lineHeight: vars.type.xs.lineHeight,
      fontWeight: vars.font.weight.semibold,
      letterSpacing: '0.06em',
      textTransform: 'uppercase',
    },
  },
});

export const sideNavList = style({
  display: 'flex',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [wide]: { flexDirection: 'column' } },
});

export const sideNavItem = style({ flexShrink: 0 });

export const sideNavLink = style({
  ...navLinkRules,
  selectors: {
    ...navLinkStates,
    // The current page carries a bar (under it in the row, beside it in the column), not colour alone.
    '&[aria-current="page"]::before': { ...currentPageBar, insetBlockEnd: 0, blockSize: vars.space[1] },
  },
  '@media': {
    [wide]: {
      whiteSpace: 'normal',
      selectors: {
        // Only in the column: in the scrolling row a background would hide the scroll shadows behind it.
        '&[aria-current="page"]': { backgroundColor: vars.color.surfaceRaised },
        '&[aria-current="page"]::before': {
          insetInlineStart: 0,
          insetInlineEnd: 'auto',
          insetBlock: vars.space[2],
          blockSize: 'auto',
          inlineSize: vars.space[1],
        },
      },
    },
    [mediaQueries.forcedColors]: {
      selectors: { '&[aria-current="page"]::before': forcedColorsBar },
    },
  },
});

export const sideNavIcon = style({ display: 'inline-flex', flexShrink: 0 });

export const sideNavLabel = style({ flex: '1 1 auto', minInlineSize: 0 });

export const sideNavBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: '1.5rem',
  paddingInline: vars.space[2],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.type.xs.fontSize,
  lineHeight: vars.type.xs.lineHeight,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});
