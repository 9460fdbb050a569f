// What the app loads once the session is known (spec section 1): the start-up data, the signed-in player's data
// again whenever the player changes (sign-in, sign-out, another tab, an ended session), and the product list of
// a locale the player switches to. The app imports this module lazily: nothing here is needed to draw a page.
import type { LocaleCode } from '@mynacon/contract';
import type { StoreApi } from 'zustand';
import { type SessionState, useSession } from '../auth/session-store';
import type { RuntimeConfig } from '../config/runtime-config';
import { appData, type DataStore } from '../data/store';
import { loadProducts, loadStartupData, loadUserData } from './load-startup-data';

export interface StartupFollower {
  /** Loads the products of `locale` when the player switched to it (nothing when it is the current one). */
  followLocale(locale: LocaleCode): void;
  /** Stops following the session (tests). */
  stop(): void;
  /** The first load, which never rejects. */
  ready: Promise<void>;
}

export interface StartStartupOptions {
  locale: LocaleCode;
  /** The site data the app already read before the first page. */
  site: RuntimeConfig;
  /** @default useSession */
  session?: StoreApi<SessionState>;
  /** @default appData */
  store?: DataStore;
}

/** Loads the start-up data and keeps the player's part in step with the session; see `startup()` for the app's. */
export function startStartupData({
  locale,
  site,
  session = useSession,
  store = appData,
}: StartStartupOptions): StartupFollower {
  let currentLocale = locale;
  let current = session.getState().session;
  let userId = current?.user.user_id ?? null;
  let controller = new AbortController();
  // What a page loaded since the document began is used as it is (the start-up runs after the first paint).
  const since = typeof performance === 'undefined' ? undefined : performance.timeOrigin;
  const ready = loadStartupData({ locale, session: current, site, store, signal: controller.signal, since });
  const stop = session.subscribe((state) => {
    const next = state.session?.user.user_id ?? null;
    if (next === userId) return;
    // Answers still on their way belong to the previous player: they must not land in the new one's data.
    controller.abort();
    controller = new AbortController();
    userId = next;
    current = state.session;
    void loadUserData({ session: current, store, signal: controller.signal, since: Date.now() });
  });
  return {
    ready,
    stop,
    followLocale(next) {
      if (next === currentLocale) return;
      currentLocale = next;
      void loadProducts({ locale: next, store });
    },
  };
}

let app: StartupFollower | undefined;

/** The app's start-up: runs once per page; later calls only follow the locale. */
export function startup(options: StartStartupOptions): StartupFollower {
  app ??= startStartupData(options);
  app.followLocale(options.locale);
  return app;
}

/** Follows the active locale once the start-up has run (before, the start-up itself takes the locale). */
export function followLocale(locale: LocaleCode): void {
  app?.followLocale(locale);
}
