import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/styleRules';

export const cardBase = style({
  // The stretched title link covers the card from here.
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  margin: 0,
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  fontFamily: vars.font.family.sans,
  listStyle: 'none',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&:has([data-part="link"][data-hovered])': {
      backgroundColor: vars.color.surfaceHover,
      borderColor: vars.color.borderStrong,
    },
    // The ring goes round the whole card, which is what the link covers, rather than round the title alone.
    '&:has([data-part="link"][data-focus-visible])': focusRing,
  },
});

export const cardContent = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  flex: 1,
  padding: vars.space[4],
});

export const cardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space[2],
});

export const cardTitle = style({
  margin: 0,
  minWidth: 0,
  fontSize: vars.type.lg.fontSize,
  lineHeight: vars.type.lg.lineHeight,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
  // Cover grids are dense: a smaller title keeps long game names to two lines.
  selectors: { '[data-variant="media"] &': { fontSize: vars.type.md.fontSize, lineHeight: vars.type.md.lineHeight } },
});

export const cardLink = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    // Stretches the link's hit area over the whole card while the link's name stays the title alone.
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: vars.zIndex.base },
    '&[data-hovered]': {
      textDecorationLine: 'underline',
      textDecorationThickness: '1px',
      textUnderlineOffset: '0.2em',
    },
  },
  '@supports': {
    // Without :has() the card cannot draw the ring, so the stretched area does, inside the card's clipped edge.
    'not selector(:has(*))': {
      selectors: {
        '&[data-focus-visible]::after': { ...focusRing, outlineOffset: -2, borderRadius: vars.radius.lg },
      },
    },
  },
});

export const cardBody = style({
  color: vars.color.textMuted,
  fontSize: vars.type.sm.fontSize,
  lineHeight: vars.type.sm.lineHeight,
});

export const cardFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
  paddingInline: vars.space[4],
  paddingBlockEnd: vars.space[4],
});

// Controls inside the card sit above the stretched link, so they stay pressable on their own.
const controls = ':is(a, button, input, select, textarea, [tabindex]):not([data-part="link"])';
globalStyle(`${cardHeader} ${controls}, ${cardBody} ${controls}, ${cardFooter}`, {
  position: 'relative',
  zIndex: vars.zIndex.raised,
});

export const cardMedia = style({
  // Not positioned, so the stretched link's hit area stays above the cover.
  // Shown first, though it comes after the title in reading order, so the title is read before the picture.
  order: -1,
  width: '100%',
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceHover,
});

export const cardImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const cardFallback = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[3],
  width: '100%',
  height: '100%',
  padding: vars.space[4],
  boxSizing: 'border-box',
  backgroundColor: vars.color.surfaceHover,
  backgroundImage: `radial-gradient(circle at 50% 35%, ${vars.color.border}, transparent 70%)`,
  color: vars.color.textMuted,
  textAlign: 'center',
});

globalStyle(`${cardFallback} > svg`, { width: vars.space[12], height: vars.space[12] });

export const cardFallbackName = style({
  maxWidth: '100%',
  color: vars.color.text,
  fontSize: vars.type.md.fontSize,
  lineHeight: vars.type.md.lineHeight,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});
