// Message bundles (decisions 003 and 056): a locale's common bundle is fetched from `/_i18n/{locale}/messages.json`
// when the locale is first used, each feature's from `/_i18n/{locale}/{bundle}.json` by the loader of a route that
// shows it, before the route renders. The shell and error strings (the critical strings) of the default locale ride
// in the entry chunk, those of another locale in a small chunk loaded as the page starts. What a locale has loaded
// so far is one catalogue, which the locale's root provides to every page below it.

import { criticalLoaders, defaultCritical, defaultLocale, featureBundles, i18nVersion } from 'virtual:portal-i18n';
import type { Locale } from '@mynacon/contract/locale';
import type { Messages } from '@mynacon/ui';
import { useSyncExternalStore } from 'react';
import { localeLoadFailed } from '../errors';

/** The common bundle's name: the spec's `/_i18n/{locale}/messages.json`. */
const commonBundle = 'messages';

/** The address of a locale's bundle. `v` lets the server tell a current request (cached a day) from a stale one. */
export function messagesUrl(locale: Locale, bundle = commonBundle): string {
  return `/_i18n/${locale}/${bundle}.json?v=${encodeURIComponent(i18nVersion)}`;
}

const critical = new Map<string, Messages>([[defaultLocale, defaultCritical]]);
const criticalLoads = new Map<Locale, Promise<void>>();

/**
 * The strings available before a bundle arrives (`portal.shell.*`, `portal.error.*`, the shell's `ui.*`): the
 * locale's once `loadCriticalMessages` has brought them, the default locale's until then.
 */
export function criticalMessagesFor(locale: Locale): Messages {
  return critical.get(locale) ?? defaultCritical;
}

/** Brings a locale's critical strings (at once for the default locale); never rejects: the default's stay. */
export function loadCriticalMessages(locale: Locale): Promise<void> {
  let pending = criticalLoads.get(locale);
  if (!pending) {
    const load = critical.has(locale) ? undefined : criticalLoaders[locale];
    pending = load
      ? load().then(
          (module) => {
            critical.set(locale, module.default);
            notify();
          },
          () => {
            // Asked again by the next page; the default locale's strings stand in meanwhile.
            criticalLoads.delete(locale);
          },
        )
      : Promise.resolve();
    criticalLoads.set(locale, pending);
  }
  return pending;
}

/** Whether a feature has strings of its own, hence a bundle (search has none). */
export function hasBundle(feature: string): boolean {
  return featureBundles.includes(feature);
}

function isMessages(value: unknown): value is Messages {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

const catalogues = new Map<Locale, Messages>();
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function addToCatalogue(locale: Locale, messages: Messages): void {
  // A new object, so that the providers below see a change; bundles share no key (the build checks it), and the
  // common bundle holds the locale's critical strings too.
  catalogues.set(locale, { ...(catalogues.get(locale) ?? criticalMessagesFor(locale)), ...messages });
  notify();
}

/** Everything the locale has loaded so far: its critical strings, its common bundle and the feature bundles. */
export function catalogueOf(locale: Locale): Messages {
  return catalogues.get(locale) ?? criticalMessagesFor(locale);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The locale's catalogue, re-rendering when a route loads another bundle of it. Read as it is, not through the
 * portal's stores (decision 065): a prerendered page hydrates once its route's loaders have loaded the bundles it
 * was drawn with, so the catalogue as it is then is the one the page was drawn with, and a bundle is only ever added.
 */
export function useCatalogue(locale: Locale): Messages {
  return useSyncExternalStore(
    subscribe,
    () => catalogueOf(locale),
    () => catalogueOf(locale),
  );
}

/** The locale's critical strings, re-rendering when they arrive (the loading screen, the shell's error page). */
export function useCriticalMessages(locale: Locale): Messages {
  return useSyncExternalStore(
    subscribe,
    () => criticalMessagesFor(locale),
    () => criticalMessagesFor(locale),
  );
}

const loaded = new Map<string, Promise<Messages>>();

/** How bundles are fetched: the browser's `fetch`, or the one a render on a server gives (`fetchBundlesWith`). */
let fetchBundle: typeof fetch = (input, init) => fetch(input, init);

/**
 * Where a render outside the browser reads the bundles from (the build's files, or the server's own answers): it has
 * no document to resolve `/_i18n/…` against (decision 063).
 */
export function fetchBundlesWith(fetcher: typeof fetch): void {
  fetchBundle = fetcher;
}

/** One bundle of a locale, fetched once per page. Rejects with 'Failed loading locale ({locale})'. */
function loadBundle(locale: Locale, bundle: string): Promise<Messages> {
  const id = `${locale}/${bundle}`;
  let pending = loaded.get(id);
  if (!pending) {
    pending = (async () => {
      let body: unknown;
      try {
        const response = await fetchBundle(messagesUrl(locale, bundle), { headers: { accept: 'application/json' } });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        body = await response.json();
      } catch (error) {
        throw localeLoadFailed(locale, error);
      }
      if (!isMessages(body)) throw localeLoadFailed(locale, new Error('The bundle is not an object of strings'));
      addToCatalogue(locale, body);
      return catalogueOf(locale);
    })();
    // A failed load is not remembered: the next navigation tries again.
    pending.catch(() => loaded.delete(id));
    loaded.set(id, pending);
  }
  return pending;
}

/**
 * The locale's common bundle (with the critical strings), once the locale's critical strings are in too, so that
 * a failure is reported in the locale. Rejects with 'Failed loading locale ({locale})'.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const strings = loadCriticalMessages(locale);
  try {
    return await loadBundle(locale, commonBundle);
  } finally {
    await strings;
  }
}

/**
 * The bundle of a route's feature, in the locale's catalogue once this resolves (at once for a feature without
 * one). Rejects with 'Failed loading locale ({locale})'.
 */
export async function loadFeatureMessages(locale: Locale, feature: string): Promise<void> {
  if (hasBundle(feature)) await loadBundle(locale, feature);
}
