import { mediaQueries, vars } from '@mynacon/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** Set on `<html>` while the banner shows, with `--consent-banner-height`: nothing stays hidden behind it. */
export const bannerShownAttribute = 'data-consent-banner';

// The page can scroll its end above the banner, and focus never lands behind it (WCAG 2.4.11).
globalStyle(`html[${bannerShownAttribute}]`, { scrollPaddingBottom: 'var(--consent-banner-height, 0px)' });
globalStyle(`html[${bannerShownAttribute}] body`, { paddingBottom: 'var(--consent-banner-height, 0px)' });

export const banner = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.sticky,
  maxHeight: '50dvh',
  overflowY: 'auto',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  borderTop: `1px solid ${vars.color.borderStrong}`,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.family.sans,
});

export const bannerInner = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '72rem',
  marginInline: 'auto',
  padding: `${vars.space[4]} ${vars.space[4]}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  '@media': {
    [mediaQueries.md]: { padding: `${vars.space[5]} ${vars.space[8]}` },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
});

export const categories = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  border: 0,
});
