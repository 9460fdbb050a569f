// The contract holds the portal's locales; the design system keeps its own list for the other sites that use it.
// Every locale of the portal must be one the design system speaks.
import { expect, expectTypeOf, test } from 'vitest';
import { type Locale as PortalLocale, locales as portalLocales } from '../packages/contract/src/locale';
import { type Locale as DesignLocale, locales as designLocales } from '../packages/ui/src/i18n/locales';

test("the contract's locales are a subset of the design system's", () => {
  expect(portalLocales.filter((locale) => !(designLocales as readonly string[]).includes(locale))).toEqual([]);
  expectTypeOf<PortalLocale>().toExtend<DesignLocale>();
});
