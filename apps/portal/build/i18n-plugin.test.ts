import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { commonBundle, criticalPrefixes, featureMessageDirs, portalI18n, readBundles } from './i18n-plugin';

const portalDir = fileURLToPath(new URL('..', import.meta.url));
const uiDir = path.join(portalDir, '../../packages/ui');
const options = {
  localesDir: path.join(portalDir, 'src/locales'),
  featuresDir: path.join(portalDir, 'src/features'),
  uiLocalesDir: path.join(uiDir, 'src/i18n/locales'),
  defaultLocale: 'en-GB',
};

/** Every locale's bundles as the build emits them, read once for the tests that look at them. */
let built: ReturnType<typeof readBundles> | undefined;
const builtBundles = () => {
  built ??= readBundles(options.localesDir, options.featuresDir, options.uiLocalesDir);
  return built;
};

type Loader = (id: string) => string | null;
const load = (plugin: ReturnType<typeof portalI18n>) => plugin.load as unknown as Loader;

/** A locale's critical strings: the default locale's in the entry's module, another's in a module of its own. */
function criticalOf(plugin: ReturnType<typeof portalI18n>, locale: string): Record<string, string> {
  if (locale === options.defaultLocale) {
    const code = load(plugin)('\0virtual:portal-i18n') ?? '';
    return JSON.parse(/export const defaultCritical = (.*);$/m.exec(code)?.[1] ?? '{}');
  }
  const code = load(plugin)(`\0virtual:portal-i18n/critical/${locale}`) ?? '';
  return JSON.parse(/^export default (.*);$/.exec(code)?.[1] ?? '{}');
}

/** The `ui.*` keys the components of a design-system folder use. */
function uiKeysOf(component: string): string[] {
  const folder = path.join(uiDir, 'src/components', component);
  const keys = new Set<string>();
  for (const file of readdirSync(folder)) {
    if (!/\.tsx?$/.test(file) || /\.(test|stories)\.tsx?$/.test(file)) continue;
    for (const match of readFileSync(path.join(folder, file), 'utf8').matchAll(
      /['"`](ui\.[A-Za-z]+\.[A-Za-z.]+)['"`]/g,
    )) {
      if (match[1]) keys.add(match[1]);
    }
  }
  return [...keys];
}

/** Design-system components the shell renders before a locale's bundle has arrived (app/layouts, app/errors). */
const shellComponents = ['SiteHeader', 'SiteFooter', 'SideNav', 'Alert', 'Button', 'Link', 'Spinner', 'ErrorPage'];

describe('the design system strings in the message bundles', () => {
  test('each bundle carries every ui.* string of its locale; the strings of the entry cover what the shell shows', () => {
    const plugin = portalI18n(options);
    const critical = { 'fr-FR': criticalOf(plugin, 'fr-FR'), 'en-GB': criticalOf(plugin, 'en-GB') };
    const english = JSON.parse(readFileSync(path.join(options.uiLocalesDir, 'en-GB.json'), 'utf8'));
    const french = JSON.parse(readFileSync(path.join(options.uiLocalesDir, 'fr-FR.json'), 'utf8'));
    const shellKeys = shellComponents.flatMap(uiKeysOf);
    expect(shellKeys).toContain('ui.siteHeader.openMenu');
    for (const key of shellKeys) {
      expect(
        criticalPrefixes.some((prefix) => key.startsWith(prefix)),
        `${key} is not among the critical prefixes`,
      ).toBe(true);
      expect(critical['fr-FR']?.[key]).toBe(french[key]);
      expect(critical['en-GB']?.[key]).toBe(english[key]);
    }
    expect(critical['fr-FR']?.['ui.dialog.close']).toBeUndefined();
  });

  test("the entry carries the default locale's critical strings; each other locale's are a chunk of its own", () => {
    const plugin = portalI18n(options);
    const entry = load(plugin)('\0virtual:portal-i18n') ?? '';
    const bundles = builtBundles();
    expect(criticalOf(plugin, 'en-GB')['portal.error.localeFailed']).toBe('Failed loading locale ({locale})');
    for (const locale of ['de-DE', 'en-US', 'es-ES', 'fr-FR', 'it-IT', 'nl-NL']) {
      const strings = criticalOf(plugin, locale);
      expect(strings['portal.error.localeFailed']).toBe(bundles[locale]?.[commonBundle]?.['portal.error.localeFailed']);
      expect(strings['portal.login.title']).toBeUndefined();
      expect(entry).toContain(`"${locale}": () => import("virtual:portal-i18n/critical/${locale}")`);
      if (locale !== 'en-US') expect(entry).not.toContain(JSON.stringify(strings['portal.shell.loading']));
    }
    const resolve = plugin.resolveId as unknown as (id: string) => string | null;
    expect(resolve('virtual:portal-i18n/critical/fr-FR')).toBe('\0virtual:portal-i18n/critical/fr-FR');
  });

  test("the design system's compiled strings are left out of the JavaScript, the default locale's too", () => {
    const plugin = portalI18n(options);
    expect(load(plugin)(path.join(uiDir, 'dist/i18n/locales/fr-FR.js'))).toBe('export default {};');
    expect(load(plugin)(path.join(uiDir, 'dist/i18n/locales/en-GB.js'))).toBe('export default {};');
    expect(
      load(portalI18n({ ...options, uiLocalesDir: undefined }))(path.join(uiDir, 'dist/i18n/locales/fr-FR.js')),
    ).toBeNull();
  });
});

describe('the message bundles, per feature (decision 056)', () => {
  test('every locale has the common bundle and one per feature with strings, each with exactly the keys of en-GB', () => {
    const bundles = builtBundles();
    const reference = bundles['en-GB'] ?? {};
    const features = readdirSync(options.featuresDir).filter((name) =>
      featureMessageDirs(options.featuresDir).some((dir) => dir.startsWith(path.join(options.featuresDir, name, ''))),
    );
    expect(Object.keys(reference).sort()).toEqual([commonBundle, ...features].sort());
    expect(features).toContain('auth');
    expect(features).not.toContain('search');
    // The feature's bundle holds every folder's strings: sign-in shows the external sign-in's.
    expect(reference.auth?.['portal.external.title']).toBeDefined();
    expect(reference[commonBundle]?.['ui.dialog.close']).toBeDefined();
    expect(Object.keys(bundles).sort()).toEqual(['de-DE', 'en-GB', 'en-US', 'es-ES', 'fr-FR', 'it-IT', 'nl-NL']);
    for (const [locale, own] of Object.entries(bundles)) {
      expect([locale, Object.keys(own).sort()]).toEqual([locale, Object.keys(reference).sort()]);
      for (const [name, bundle] of Object.entries(own)) {
        expect([locale, name, Object.keys(bundle).sort()]).toEqual([
          locale,
          name,
          Object.keys(reference[name] ?? {}).sort(),
        ]);
      }
    }
  });

  test('a key in two bundles, or a feature without a locale, fails the build', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'portal-i18n-'));
    try {
      const write = (file: string, messages: Record<string, string>) => {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        writeFileSync(path.join(root, file), JSON.stringify(messages));
      };
      write('locales/en-GB.json', { 'portal.shell.brand': 'Mynacon' });
      write('features/orders/messages/en-GB.json', { 'portal.orders.title': 'Orders' });
      write('features/orders/list/messages/en-GB.json', { 'portal.orders.list': 'List' });
      const read = () => readBundles(path.join(root, 'locales'), path.join(root, 'features'));
      expect(read()['en-GB']?.orders).toEqual({ 'portal.orders.title': 'Orders', 'portal.orders.list': 'List' });
      write('features/account/messages/en-GB.json', { 'portal.orders.title': 'Again' });
      expect(read).toThrow(/portal\.orders\.title is defined twice \(account and orders\)/);
      write('features/account/messages/en-GB.json', { 'portal.account.title': 'Account' });
      write('locales/fr-FR.json', { 'portal.shell.brand': 'Mynacon' });
      expect(read).toThrow(/has no fr-FR strings/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
