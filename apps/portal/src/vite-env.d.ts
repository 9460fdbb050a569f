/// <reference types="vite/client" />

declare module 'virtual:portal-i18n' {
  /** A hash of every message bundle; `dev` on the dev server. */
  export const i18nVersion: string;
  /** The build's default locale, whose critical strings ride in the entry. */
  export const defaultLocale: string;
  /** `portal.shell.*`, `portal.error.*` and the shell's `ui.*` of the default locale, shown before (or instead of) a bundle. */
  export const defaultCritical: Record<string, string>;
  /** The same strings of every other locale, each in a small chunk of its own. */
  export const criticalLoaders: Record<string, () => Promise<{ default: Record<string, string> }>>;
  /** The features with strings of their own (`auth`, `orders`, …): each locale has a bundle of each besides `messages`. */
  export const featureBundles: readonly string[];
}
