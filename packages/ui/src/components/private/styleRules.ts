// Style rules shared by several components' `.css.ts` files, as plain objects: each file still makes its own class.
import { vars } from '../../theme/contract.css';

/** The keyboard focus ring, outside the element. */
export const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } as const;

/** The focus ring drawn inside the element, so that a scrolling container does not clip it. */
export const insetFocusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 } as const;

/** Hidden from sight but kept in the accessibility tree (clip rather than display:none). */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** A link of a navigation (SideNav, SiteHeader): muted, full colour when hovered or current. */
export const navLinkRules = {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minBlockSize: '2.75rem',
  paddingInline: vars.space[3],
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
} as const;

/** The states of a navigation link, for its `selectors`. */
export const navLinkStates = {
  '&[data-hovered]': { backgroundColor: vars.color.surfaceHover, color: vars.color.text },
  '&[data-focus-visible]': focusRing,
  '&[aria-current="page"]': { color: vars.color.text, fontWeight: vars.font.weight.semibold },
} as const;

/** The bar that marks a navigation's current page (not colour alone); each navigation places it. */
export const currentPageBar = {
  content: '""',
  position: 'absolute',
  insetInline: vars.space[3],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
} as const;

/** The current page's bar in forced-colors mode, where the accent colour is replaced. */
export const forcedColorsBar = { backgroundColor: 'CanvasText', forcedColorAdjust: 'none' } as const;

/** A row of a popup list (DropdownMenu, and the list of Select and ComboBox). */
export const popupRowRules = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  // 2.5rem keeps each row an easy target on touch screens.
  minHeight: '2.5rem',
  paddingInline: vars.space[3],
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
} as const;

/** The small heading of a group of rows in a popup list. */
export const popupGroupLabelRules = {
  paddingInline: vars.space[3],
  paddingBlock: `${vars.space[2]} ${vars.space[1]}`,
  color: vars.color.textMuted,
  fontSize: vars.type.xs.fontSize,
  lineHeight: vars.type.xs.lineHeight,
  fontWeight: vars.font.weight.semibold,
} as const;
