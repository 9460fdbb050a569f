// The tag manager (spec section 1): loaded only when a container code is configured and the player allows
// analytics or marketing, never before. Its tags learn the player's choices through the tag manager's consent
// mode; a withdrawn consent is passed on and the analytics cookies are removed.
import type { ConsentChoices } from './consent/consent';

/** The only host the tag manager's loader comes from (the portal's CSP allows it when a code is configured). */
export const tagManagerOrigin = 'https://www.googletagmanager.com';

/** The loader of a container. */
export function tagManagerUrl(code: string): string {
  return `${tagManagerOrigin}/gtm.js?id=${encodeURIComponent(code)}`;
}

/** The consent-mode signals of the player's choices. */
export function consentSignals(choices: ConsentChoices): Record<string, 'granted' | 'denied'> {
  const signal = (allowed: boolean) => (allowed ? 'granted' : 'denied');
  return {
    analytics_storage: signal(choices.analytics),
    ad_storage: signal(choices.marketing),
    ad_user_data: signal(choices.marketing),
    ad_personalization: signal(choices.marketing),
  };
}

/** What the tag manager needs of the page. */
export interface TagManagerHost {
  readonly document: {
    createElement(tag: 'script'): HTMLScriptElement;
    readonly head: { appendChild(node: HTMLScriptElement): unknown };
    cookie: string;
  };
  readonly window: { dataLayer?: unknown[] };
  readonly hostname: string;
  now(): number;
}

/** Cookies the tag manager's usual analytics tags set. */
const analyticsCookie = /^(_ga|_ga_[A-Za-z0-9]+|_gid|_gat[A-Za-z0-9_]*)$/;
/** Cookies its usual advertising tags set. */
const marketingCookie = /^(_gcl_[a-z]+|_fbp|_fbc)$/;

function expireCookies(host: TagManagerHost, pattern: RegExp): void {
  const names = host.document.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => pattern.test(name));
  const labels = host.hostname.split('.');
  // The tags set their cookies on the widest domain they can: try the host and each parent domain.
  const domains = ['', ...labels.slice(0, -1).map((_, index) => `; Domain=.${labels.slice(index).join('.')}`)];
  for (const name of names) {
    for (const domain of domains) {
      host.document.cookie = `${name}=; Max-Age=0; Path=/${domain}`;
    }
  }
}

/** The tag manager of the page; `update` follows every change of the player's consent. */
export interface TagManager {
  update(choices: ConsentChoices): void;
  readonly loaded: boolean;
}

/** A tag manager for a container code; nothing is loaded until `update` sees analytics or marketing allowed. */
export function createTagManager(code: string, host: TagManagerHost): TagManager {
  let loaded = false;
  const dataLayer = (): unknown[] => {
    host.window.dataLayer ??= [];
    return host.window.dataLayer;
  };
  // The tag manager reads consent commands only as `arguments` objects, exactly as its own snippet pushes them.
  function gtag(..._command: unknown[]): void {
    // biome-ignore lint/complexity/noArguments: see above
    dataLayer().push(arguments);
  }

  return {
    get loaded() {
      return loaded;
    },
    update(choices) {
      const allowed = choices.analytics || choices.marketing;
      if (!loaded) {
        if (!allowed) return;
        gtag('consent', 'default', consentSignals(choices));
        dataLayer().push({ 'gtm.start': host.now(), event: 'gtm.js' });
        const script = host.document.createElement('script');
        script.async = true;
        script.src = tagManagerUrl(code);
        host.document.head.appendChild(script);
        loaded = true;
        return;
      }
      gtag('consent', 'update', consentSignals(choices));
      if (!choices.analytics) expireCookies(host, analyticsCookie);
      if (!choices.marketing) expireCookies(host, marketingCookie);
    },
  };
}
