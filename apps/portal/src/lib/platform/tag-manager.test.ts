import { describe, expect, test } from 'vitest';
import { consentSignals, createTagManager, type TagManagerHost, tagManagerUrl } from './tag-manager';

/** A page with a head, a cookie string and a window for the data layer. */
function fakePage(cookies: string[] = []) {
  const jar = new Map(cookies.map((cookie) => [cookie, 'x']));
  const page = {
    scripts: [] as Array<{ src: string; async: boolean }>,
    cookieWrites: [] as string[],
    window: {} as { dataLayer?: unknown[] },
  };
  const host: TagManagerHost = {
    document: {
      createElement: () => ({ src: '', async: false }) as unknown as HTMLScriptElement,
      head: {
        appendChild: (node: HTMLScriptElement) => page.scripts.push({ src: node.src, async: node.async }),
      },
      get cookie() {
        return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      },
      set cookie(value: string) {
        page.cookieWrites.push(value);
        if (value.includes('Max-Age=0')) jar.delete(value.split('=')[0] ?? '');
      },
    },
    window: page.window,
    hostname: 'portal.example.com',
    now: () => 1234,
  };
  return { page, host, jar };
}

/** The data layer's entries, `arguments` objects as arrays. */
const entries = (dataLayer: unknown[] | undefined) =>
  (dataLayer ?? []).map((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry,
  );

describe('the tag manager', () => {
  test('the loader address of a container', () => {
    expect(tagManagerUrl('GTM-AB12CD3')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3');
  });

  test('loads nothing, and touches nothing, until analytics or marketing is allowed', () => {
    const { page, host } = fakePage();
    const tagManager = createTagManager('GTM-AB12CD3', host);
    tagManager.update({ analytics: false, marketing: false });
    expect(page.scripts).toEqual([]);
    expect(page.window.dataLayer).toBeUndefined();
    expect(tagManager.loaded).toBe(false);
  });

  test('with consent: consent defaults first, then the start event, then one async script', () => {
    const { page, host } = fakePage();
    const tagManager = createTagManager('GTM-AB12CD3', host);
    tagManager.update({ analytics: true, marketing: false });
    tagManager.update({ analytics: true, marketing: false });
    expect(page.scripts).toEqual([{ src: 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3', async: true }]);
    const [defaults, start] = page.window.dataLayer ?? [];
    // The tag manager only reads consent commands pushed as `arguments`, like its own snippet does.
    expect(Object.prototype.toString.call(defaults)).toBe('[object Arguments]');
    expect(entries(page.window.dataLayer).slice(0, 2)).toEqual([
      ['consent', 'default', consentSignals({ analytics: true, marketing: false })],
      { 'gtm.start': 1234, event: 'gtm.js' },
    ]);
    expect(start).toEqual({ 'gtm.start': 1234, event: 'gtm.js' });
    expect(consentSignals({ analytics: true, marketing: false })).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
  });

  test('a changed or withdrawn consent is passed on, and the withdrawn category loses its cookies', () => {
    const { page, host, jar } = fakePage(['_ga', '_ga_ABC123', '_gid', '_gcl_au', 'locale']);
    const tagManager = createTagManager('GTM-AB12CD3', host);
    tagManager.update({ analytics: true, marketing: true });
    tagManager.update({ analytics: false, marketing: true });
    expect(entries(page.window.dataLayer).at(-1)).toEqual([
      'consent',
      'update',
      consentSignals({ analytics: false, marketing: true }),
    ]);
    expect([...jar.keys()].sort()).toEqual(['_gcl_au', 'locale']);
    expect(page.cookieWrites).toContain('_ga=; Max-Age=0; Path=/; Domain=.example.com');
    tagManager.update({ analytics: false, marketing: false });
    expect([...jar.keys()]).toEqual(['locale']);
    expect(page.scripts).toHaveLength(1);
  });
});
