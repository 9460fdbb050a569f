import { isLocale, type Locale, locales, withLocalePrefix } from '@mynacon/contract/locale';
import { VisuallyHidden } from '@mynacon/ui';
import { type ChangeEvent, useId } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../lib/i18n/useT';
import { storeLocale } from '../../lib/locale/browser';
import { navigateTo } from '../../lib/navigation/navigate';
import { localeSelect } from './layout.css';

/** Each locale named in its own language, so a player finds theirs whatever the page's language. */
const localeNames: Record<Locale, string> = {
  'en-GB': 'English (UK)',
  'en-US': 'English (US)',
  'fr-FR': 'Français',
  'nl-NL': 'Nederlands',
  'es-ES': 'Español',
  'de-DE': 'Deutsch',
  'it-IT': 'Italiano',
};

/** The locale switcher: the same page under another prefix, and the choice remembered in the cookie. */
export function LocaleSwitcher() {
  const { t, locale } = useT();
  const location = useLocation();
  const id = useId();
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value;
    if (!isLocale(next) || next === locale) return;
    storeLocale(next);
    navigateTo(withLocalePrefix(`${location.pathname}${location.search}${location.hash}`, next));
  };
  return (
    <>
      <label htmlFor={id}>
        <VisuallyHidden>{t('portal.shell.language')}</VisuallyHidden>
      </label>
      <select id={id} className={localeSelect} value={locale} onChange={onChange} data-part="locale-select">
        {locales.map((code) => (
          <option key={code} value={code} lang={code}>
            {localeNames[code]}
          </option>
        ))}
      </select>
    </>
  );
}
