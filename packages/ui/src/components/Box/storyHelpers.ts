// Helpers for the play functions of the layout and typography stories; not part of the public API.
import { mediaQueries } from '../../theme/index';

/** The computed value of a token such as `vars.space[4]` (rem lengths in px), read from the live theme on :root. */
export function tokenPx(token: string): string {
  const name = /var\((--[\w-]+)\)/.exec(token)?.[1];
  if (!name) throw new Error(`Not a token reference: ${token}`);
  const root = getComputedStyle(document.documentElement);
  const value = root.getPropertyValue(name).trim();
  return remToPx(value);
}

/** `2.25rem` → `36px` at the page's root font size; other values come back unchanged. */
export function remToPx(value: string): string {
  if (!value.endsWith('rem')) return value;
  const rootSize = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
  return `${Number.parseFloat(value) * rootSize}px`;
}

export type Breakpoint = 'mobile' | 'sm' | 'md' | 'lg';

/** The breakpoint the story viewport is in now, so responsive assertions hold at any window width. */
export function currentBreakpoint(): Breakpoint {
  if (window.matchMedia(mediaQueries.lg).matches) return 'lg';
  if (window.matchMedia(mediaQueries.md).matches) return 'md';
  if (window.matchMedia(mediaQueries.sm).matches) return 'sm';
  return 'mobile';
}

/** The value a per-breakpoint object applies at the current width (mobile first, like the CSS). */
export function atCurrentBreakpoint<Value>(values: Partial<Record<Breakpoint, Value>> & { mobile: Value }): Value {
  const order: Breakpoint[] = ['mobile', 'sm', 'md', 'lg'];
  const upTo = order.slice(0, order.indexOf(currentBreakpoint()) + 1);
  return upTo.reduce<Value>((found, breakpoint) => values[breakpoint] ?? found, values.mobile);
}
