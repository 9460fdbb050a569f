// The consent banner and dialog live in a React root of their own, before the app's in the document (so the banner
// comes first in the tab order), in the locale of the page: they follow `<html lang>`, which the app keeps on the
// locale shown, and read the texts from the same bundle the app loaded.

import { defaultLocale, isLocale, type Locale } from '@mynacon/contract/locale';
import { I18nProvider, type Messages } from '@mynacon/ui';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { loadMessages } from '../../i18n/messages';
import { ConsentUi } from './ConsentUi';
import type { ConsentStore } from './consent';

function documentLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : defaultLocale;
}

/** The page's locale and its messages; null until the bundle is there. */
function useDocumentMessages(): { locale: Locale; messages: Messages } | null {
  const [locale, setLocale] = useState(documentLocale);
  const [loaded, setLoaded] = useState<{ locale: Locale; messages: Messages } | null>(null);
  useEffect(() => {
    const observer = new MutationObserver(() => setLocale(documentLocale()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    let current = true;
    loadMessages(locale).then(
      (messages) => {
        if (current) setLoaded({ locale, messages });
      },
      // The app shows the bundle's failure itself; the banner waits for a locale whose bundle loads.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [locale]);
  return loaded;
}

function ConsentRoot(props: { store: ConsentStore; settingsRequest: number }) {
  const loaded = useDocumentMessages();
  if (!loaded) return null;
  return (
    <I18nProvider locale={loaded.locale} messages={loaded.messages}>
      <ConsentUi store={props.store} settingsRequest={props.settingsRequest} />
    </I18nProvider>
  );
}

let root: Root | undefined;
let settingsRequest = 0;

/** Shows the banner (while the consent is pending) and, with `openSettings`, the settings dialog. */
export function mountConsent(store: ConsentStore, options: { openSettings: boolean }): void {
  if (options.openSettings) settingsRequest += 1;
  if (!root) {
    const container = document.createElement('div');
    container.id = 'cookie-consent';
    document.body.insertBefore(container, document.getElementById('root'));
    root = createRoot(container);
  }
  root.render(
    <StrictMode>
      <ConsentRoot store={store} settingsRequest={settingsRequest} />
    </StrictMode>,
  );
}
