// Message bundles (decision 003): the active locale's bundle is fetched from `/_i18n/{locale}/messages.json` when
// the locale is first used; the shell and error strings ride in the entry chunk for every locale.

import { criticalMessages, i18nVersion } from 'virtual:portal-i18n';
import type { Messages } from '@mynacon/ui';
import { localeLoadFailed } from '../errors';
import type { Locale } from '../locale/locales';

/** The address of a locale's bundle. `v` lets the server tell a current request (cached a day) from a stale one. */
export function messagesUrl(locale: Locale): string {
  return `/_i18n/${locale}/messages.json?v=${encodeURIComponent(i18nVersion)}`;
}

/** The strings available before a bundle arrives: `portal.shell.*` and `portal.error.*`. */
export function criticalMessagesFor(locale: Locale): Messages {
  return criticalMessages[locale] ?? {};
}

function isMessages(value: unknown): value is Messages {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

const loaded = new Map<Locale, Promise<Messages>>();

/** The locale's full bundle, fetched once per page. Rejects with 'Failed loading locale ({locale})'. */
export function loadMessages(locale: Locale): Promise<Messages> {
  let pending = loaded.get(locale);
  if (!pending) {
    pending = (async () => {
      let body: unknown;
      try {
        const response = await fetch(messagesUrl(locale), { headers: { accept: 'application/json' } });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        body = await response.json();
      } catch (error) {
        throw localeLoadFailed(locale, error);
      }
      if (!isMessages(body)) throw localeLoadFailed(locale, new Error('The bundle is not an object of strings'));
      return { ...criticalMessagesFor(locale), ...body };
    })();
    // A failed load is not remembered: the next navigation tries again.
    pending.catch(() => loaded.delete(locale));
    loaded.set(locale, pending);
  }
  return pending;
}
