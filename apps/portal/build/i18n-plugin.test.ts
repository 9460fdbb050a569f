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

type Loader = (id: string) => string | null;
const load = (plugin: ReturnType<typeof portalI18n>) => plugin.load as unknown as Loader;

function criticalOf(plugin: ReturnType<typeof portalI18n>): Record<string, Record<string, string>> {
  const code = load(plugin)('\0virtual:portal-i18n') ?? '';
  const match = /export const criticalMessages = (.*);$/m.exec(code);
  return JSON.parse(match?.[1] ?? '{}');
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
    const critical = criticalOf(plugin);
    const french = JSON.parse(readFileSync(path.join(options.uiLocalesDir, 'fr-FR.json'), 'utf8'));
    const shellKeys = shellComponents.flatMap(uiKeysOf);
    expect(shellKeys).toContain('ui.siteHeader.openMenu');
    for (const key of shellKeys) {
      expect(
        criticalPrefixes.some((prefix) => key.startsWith(prefix)),
        `${key} is not among the critical prefixes`,
      ).toBe(true);
      expect(critical['fr-FR']?.[key]).toBe(french[key]);
    }
    expect(critical['fr-FR']?.['ui.dialog.close']).toBeUndefined();
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
    const bundles = readBundles(options.localesDir, options.featuresDir, options.uiLocalesDir);
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
