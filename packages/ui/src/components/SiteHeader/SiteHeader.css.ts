import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme';
import { vars } from '../../theme/contract.css';
import {
  currentPageBar,
  focusRing,
  forcedColorsBar,
  navLinkRules,
  navLinkStates,
  visuallyHiddenRules,
} from '../private/styleRules';

// State is read from the header root only, so a `data-state` on some unrelated ancestor cannot leak in.
const root = '[data-component="SiteHeader"]';
const closed = `${root}[data-state="closed"] &`;
const open = `${root}[data-state="open"] &`;
const never = `${root}[data-collapse="never"] &`;
const auto = `${root}[data-collapse="auto"] &`;

export const siteHeaderBase = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.header,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.family.sans,
});

export const siteHeaderSkipLink = style({
  position: 'absolute',
  insetBlockStart: vars.space[2],
  insetInlineStart: vars.space[2],
  zIndex: 1,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  boxShadow: vars.shadow.md,
  // Clipped, not hidden: it must stay focusable and be the first stop of the Tab order.
  selectors: {
    '&:not(:focus)': visuallyHiddenRules,
    '&:focus-visible': focusRing,
  },
});

export const siteHeaderBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space[4],
  minBlockSize: '3.5rem',
  paddingInline: vars.space[4],
  '@media': { [mediaQueries.md]: { paddingInline: vars.space[6] } },
});

export const siteHeaderBrand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minBlockSize: '2.75rem',
  paddingInline: vars.space[1],
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.type.lg.fontSize,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

// The panel (navigation and locale switcher) is inline on wide screens and a disclosure below the bar when
// collapsed. Mobile first: collapsed unless the mode or the viewport says otherwise.
const expandedPanel = {
  display: 'flex',
  order: 0,
  flex: '1 1 auto',
  flexBasis: 'auto',
  flexDirection: 'row',
  alignItems: 'center',
  gap: vars.space[4],
  paddingBlock: 0,
  paddingInline: 0,
  borderBlockStart: 0,
  maxBlockSize: 'none',
  overflowY: 'visible',
} as const;

export const siteHeaderPanel = style({
  order: 3,
  flexBasis: '100%',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space[3],
  paddingBlock: vars.space[3],
  // Room for the focus ring, which the scrolling panel would otherwise clip.
  paddingInline: vars.space[1],
  borderBlockStart: `1px solid ${vars.color.border}`,
  // A long menu scrolls inside the sticky header instead of running off the screen.
  maxBlockSize: '70vh',
  overflowY: 'auto',
  selectors: {
    [closed]: { display: 'none' },
    [open]: { display: 'flex' },
    [never]: expandedPanel,
  },
  '@media': {
    [mediaQueries.md]: { selectors: { [auto]: expandedPanel } },
  },
});

const expandedList = { flexDirection: 'row', alignItems: 'center', gap: vars.space[1] } as const;

export const siteHeaderNavList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: { [never]: { ...expandedList, flexWrap: 'wrap' } },
  '@media': { [mediaQueries.md]: { selectors: { [auto]: expandedList } } },
});

export const siteHeaderNavLink = style({
  ...navLinkRules,
  selectors: {
    ...navLinkStates,
    // The current page is marked by a bar, not by colour alone.
    '&[aria-current="page"]::after': { ...currentPageBar, insetBlockEnd: vars.space[1], blockSize: 2 },
  },
  '@media': {
    [mediaQueries.forcedColors]: { selectors: { '&[aria-current="page"]::after': forcedColorsBar } },
  },
});

export const siteHeaderNavIcon = style({ flexShrink: 0 });

export const siteHeaderLocaleSwitcher = style({
  display: 'flex',
  alignItems: 'center',
  paddingInline: vars.space[3],
  selectors: { [never]: { marginInlineStart: 'auto', paddingInline: 0 } },
  '@media': { [mediaQueries.md]: { selectors: { [auto]: { marginInlineStart: 'auto', paddingInline: 0 } } } },
});

export const siteHeaderActions = style({
  order: 1,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  marginInlineStart: 'auto',
  selectors: { [never]: { marginInlineStart: 0 } },
  '@media': { [mediaQueries.md]: { selectors: { [auto]: { marginInlineStart: 0 } } } },
});

export const siteHeaderMenuToggle = style({
  order: 2,
  display: 'inline-flex',
  selectors: { [never]: { display: 'none' } },
  '@media': { [mediaQueries.md]: { selectors: { [auto]: { display: 'none' } } } },
});

export const siteHeaderInbox = style({ position: 'relative', display: 'inline-flex' });

export const siteHeaderInboxLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '2.75rem',
  blockSize: '2.75rem',
  borderRadius: vars.radius.md,
  color: vars.color.text,
  // A real border, transparent by default, so forced-colors mode keeps the control outlined.
  border: '1px solid transparent',
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': focusRing,
  },
});

export const siteHeaderBadge = style({
  position: 'absolute',
  insetBlockStart: vars.space[0],
  insetInlineEnd: vars.space[0],
  minInlineSize: '1.25rem',
  blockSize: '1.25rem',
  paddingInline: vars.space[1],
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  // The ring separates the badge from the bell it overlaps.
  border: `2px solid ${vars.color.surface}`,
  backgroundColor: vars.color.accent,
  color: vars.color.accentForeground,
  fontSize: vars.type.xs.fontSize,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  boxSizing: 'content-box',
  // Clicks on the badge reach the link beneath it.
  pointerEvents: 'none',
});

export const siteHeaderSearch = style({ display: 'flex', minWidth: 0 });

export const siteHeaderSearchInput = style({
  inlineSize: '9rem',
  minBlockSize: '2.25rem',
  paddingInline: vars.space[3],
  fontFamily: vars.font.family.sans,
  fontSize: vars.type.sm.fontSize,
  color: vars.color.text,
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-focus-visible], &:focus-visible': focusRing,
  },
  '@media': { [mediaQueries.md]: { inlineSize: '14rem' } },
});
