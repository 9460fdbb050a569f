/// <reference types="vite/client" />

declare module 'virtual:portal-i18n' {
  /** A hash of every message bundle; `dev` on the dev server. */
  export const i18nVersion: string;
  /** `portal.shell.*` and `portal.error.*` of every locale, shown before (or instead of) a bundle. */
  export const criticalMessages: Record<string, Record<string, string>>;
  /** The feature bundles (`auth`, `auth.external`, …) every locale has besides its common `messages`. */
  export const featureBundles: readonly string[];
}
