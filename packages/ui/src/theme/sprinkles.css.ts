import { type ConditionalValue, createMapValueFn, createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';
import { breakpoints, mediaQueries } from './index';

/** The steps of the spacing scale, in the order of `vars.space`. */
export const spaceSteps = [0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 16] as const;
export type Space = (typeof spaceSteps)[number];

// Numeric keys, so layout props read `gap={4}` rather than `gap="4"`.
const space: Record<Space, string> = {
  0: vars.space[0],
  1: vars.space[1],
  2: vars.space[2],
  3: vars.space[3],
  4: vars.space[4],
  5: vars.space[5],
  6: vars.space[6],
  8: vars.space[8],
  10: vars.space[10],
  12: vars.space[12],
  16: vars.space[16],
};

/** Equal-width column counts a grid offers. */
export const gridColumnCounts = [1, 2, 3, 4, 5, 6] as const;
export type GridColumnCount = (typeof gridColumnCounts)[number];

// minmax(0, 1fr) rather than 1fr: long words and wide media would otherwise stretch their column.
const gridTemplateColumns = Object.fromEntries(
  gridColumnCounts.map((count) => [count, `repeat(${count}, minmax(0, 1fr))`]),
) as Record<GridColumnCount, string>;

// The breakpoints are in em for media queries; as widths they are read in rem, so they do not grow with the
// font size of whatever element carries them.
const asRem = (value: string) => value.replace(/em$/, 'rem');

/** Layout widths, from the breakpoint tokens. */
export const maxWidths = {
  none: 'none',
  full: '100%',
  sm: asRem(breakpoints.sm),
  md: asRem(breakpoints.md),
  lg: asRem(breakpoints.lg),
  xl: asRem(breakpoints.xl),
} as const;

const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    sm: { '@media': mediaQueries.sm },
    md: { '@media': mediaQueries.md },
    lg: { '@media': mediaQueries.lg },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'sm', 'md', 'lg'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'row-reverse', 'column', 'column-reverse'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around', 'space-evenly'],
    flexWrap: ['nowrap', 'wrap'],
    gap: space,
    rowGap: space,
    columnGap: space,
    paddingBlockStart: space,
    paddingBlockEnd: space,
    paddingInlineStart: space,
    paddingInlineEnd: space,
    marginBlockStart: { ...space, auto: 'auto' },
    marginBlockEnd: { ...space, auto: 'auto' },
    marginInlineStart: { ...space, auto: 'auto' },
    marginInlineEnd: { ...space, auto: 'auto' },
    gridTemplateColumns,
    width: { auto: 'auto', full: '100%', fit: 'fit-content' },
    maxWidth: maxWidths,
  },
  shorthands: {
    padding: ['paddingBlockStart', 'paddingBlockEnd', 'paddingInlineStart', 'paddingInlineEnd'],
    paddingBlock: ['paddingBlockStart', 'paddingBlockEnd'],
    paddingInline: ['paddingInlineStart', 'paddingInlineEnd'],
    margin: ['marginBlockStart', 'marginBlockEnd', 'marginInlineStart', 'marginInlineEnd'],
    marginBlock: ['marginBlockStart', 'marginBlockEnd'],
    marginInline: ['marginInlineStart', 'marginInlineEnd'],
  },
});

const staticProperties = defineProperties({
  properties: {
    background: {
      background: vars.color.background,
      surface: vars.color.surface,
      surfaceRaised: vars.color.surfaceRaised,
      transparent: 'transparent',
    },
    color: {
      text: vars.color.text,
      textMuted: vars.color.textMuted,
      accentText: vars.color.accentText,
      danger: vars.color.danger,
      success: vars.color.success,
      warning: vars.color.warning,
      info: vars.color.info,
    },
    borderRadius: vars.radius,
    // Real borders, so boxes keep their edges in forced-colors mode where backgrounds are dropped.
    border: {
      none: 'none',
      default: `1px solid ${vars.color.border}`,
      strong: `1px solid ${vars.color.borderStrong}`,
    },
    boxShadow: { none: 'none', sm: vars.shadow.sm, md: vars.shadow.md, lg: vars.shadow.lg },
    textAlign: ['start', 'center', 'end'],
  },
});

/** Atomic classes for the layout and surface properties of the design system, responsive where it matters. */
export const sprinkles = createSprinkles(responsiveProperties, staticProperties);

/** The props `sprinkles` accepts: `{ gap: 4 }`, `{ gap: { mobile: 2, md: 6 } }` or `{ gap: [2, 4, 6] }`. */
export type Sprinkles = Parameters<typeof sprinkles>[0];

/** Maps every value of a responsive prop (a plain value, a per-breakpoint object or an array) through `fn`. */
export const mapResponsiveValue = createMapValueFn(responsiveProperties);

/** A value for every breakpoint, or per breakpoint: `'center'`, `{ mobile: 'start', md: 'center' }`, `['start', 'center']`. */
export type ResponsiveValue<Value extends string | number> = ConditionalValue<typeof responsiveProperties, Value>;
