// Bot protection, version 3 (spec section 1): the loader script comes from the portal's own origin
// (`/api/recaptcha`, which the API fetches upstream for the configured site key), once per page; its badge shows at
// the bottom right. Forms ask `getBotToken(action)` for a token just before they submit; the server checks it.
import { loadRuntimeConfig } from '../config/runtime-config';

/** The actions the server checks tokens for. */
export const botActions = ['register', 'signin', 'contact', 'reset', 'resend'] as const;
export type BotAction = (typeof botActions)[number];

/** The part of the loader's global the portal uses. */
export interface BotProtectionApi {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

/** What loading the script needs of the page. */
export interface BotProtectionHost {
  readonly document: {
    createElement(tag: 'script'): HTMLScriptElement;
    readonly head: { appendChild(node: HTMLScriptElement): unknown };
    readonly documentElement: { readonly lang: string };
  };
  readonly window: { grecaptcha?: BotProtectionApi };
}

/** How long the script may take to load, and a token to come. */
export const botScriptTimeoutMs = 10_000;
export const botTokenTimeoutMs = 10_000;

/** The script's address on the portal's origin, in the page's language (`hl`, the locale's first two letters). */
export function botProtectionScriptUrl(language: string): string {
  const hl = /^[a-z]{2}$/.test(language) ? `?hl=${language}` : '';
  return `${import.meta.env.BASE_URL}api/recaptcha${hl}`;
}

function withTimeout<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(fallback);
      },
    );
  });
}

export interface BotProtection {
  /** Loads the script once (again after a failure); resolves with its API, or undefined when it did not load. */
  load(): Promise<BotProtectionApi | undefined>;
  /** A token for `action`; undefined when bot protection is off or its script cannot be had. */
  getToken(action: BotAction): Promise<string | undefined>;
}

/** Bot protection for a page; `siteKey` resolves to the configured key, or null when bot protection is off. */
export function createBotProtection(siteKey: () => Promise<string | null>, host: BotProtectionHost): BotProtection {
  let script: Promise<BotProtectionApi | undefined> | undefined;

  const load = (): Promise<BotProtectionApi | undefined> => {
    if (script) return script;
    const loading = new Promise<BotProtectionApi | undefined>((resolve, reject) => {
      const element = host.document.createElement('script');
      element.async = true;
      element.src = botProtectionScriptUrl(host.document.documentElement.lang.slice(0, 2).toLowerCase());
      element.addEventListener('load', () => (host.window.grecaptcha ? resolve(host.window.grecaptcha) : reject()));
      element.addEventListener('error', () => reject());
      host.document.head.appendChild(element);
    });
    script = withTimeout(loading, botScriptTimeoutMs, undefined).then((api) => {
      // A script that did not arrive (offline, blocked) is tried again by the next form.
      if (api === undefined) script = undefined;
      return api;
    });
    return script;
  };

  return {
    load,
    async getToken(action) {
      let key: string | null;
      try {
        key = await siteKey();
      } catch {
        return undefined;
      }
      if (!key) return undefined;
      const api = await load();
      if (!api) return undefined;
      const token = new Promise<string | undefined>((resolve, reject) => {
        api.ready(() => {
          Promise.resolve(api.execute(key, { action })).then(
            (value) => resolve(typeof value === 'string' && value !== '' ? value : undefined),
            reject,
          );
        });
      });
      return withTimeout(token, botTokenTimeoutMs, undefined);
    },
  };
}

let pageBotProtection: BotProtection | undefined;

/** The page's bot protection, reading the site key from the runtime configuration. */
export function botProtection(): BotProtection {
  pageBotProtection ??= createBotProtection(async () => (await loadRuntimeConfig()).config.recaptchaSiteKey, {
    document,
    window: window as BotProtectionHost['window'],
  });
  return pageBotProtection;
}

/**
 * A bot-protection token for a form's `action` ('register', 'signin', 'contact', 'reset', 'resend'), to send with
 * the form; undefined
 * when bot protection is off (no site key) or its script cannot be loaded, and the server decides then.
 */
export function getBotToken(action: BotAction): Promise<string | undefined> {
  return botProtection().getToken(action);
}
