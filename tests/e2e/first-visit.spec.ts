// What a first visit to the sign-in page loads (decision 055): nothing the bundle check does not count, the
// start-up data only once the page has rendered, and of the strings only the common ones and sign-in's; another
// feature's page gets its own with its route, never showing a key (decision 056). The signed-in home's first visit
// (decision 058): its code named in the page and fetched from there, its reads started by its loader, each call once.
import { readFileSync } from 'node:fs';
import {
  firstVisitFiles,
  type Manifest,
  startupModules,
  withPrerenderedStylesheets,
} from '../../apps/portal/scripts/first-visit';
import { lazyLayoutModule, lazyLayouts } from '../../apps/portal/src/app/layouts/lazy-layouts';
import { expect, expectRoutePage, newContext, routes, signIn, test, text } from './fixtures';
import { builtDist } from './platform/servers';

const manifest = JSON.parse(readFileSync(`${builtDist}/.vite/manifest.json`, 'utf8')) as Manifest;
const fileOf = (key: string) => manifest[key]?.file ?? `(${key} is not in the manifest)`;
const login = {
  route: `src/features/${routes.login.feature}/routes.tsx`,
  layout: (lazyLayouts as readonly string[]).includes(routes.login.layout) ? lazyLayoutModule : undefined,
};

/** Records every text or label of the page that looks like a message key (`portal.login.title`), as it appears. */
function watchForMessageKeys() {
  const seen: string[] = [];
  (window as unknown as { messageKeysSeen: string[] }).messageKeysSeen = seen;
  const key = /\b(?:portal|ui)\.[a-z][\w-]*\.[\w.-]+/;
  const attributes = ['aria-label', 'placeholder', 'title', 'alt'];
  const checkAttributes = (element: Element) => {
    for (const name of attributes) {
      const value = element.getAttribute(name);
      if (value && key.test(value)) seen.push(value);
    }
  };
  const check = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      if (key.test(node.textContent ?? '')) seen.push(node.textContent ?? '');
    } else if (node instanceof Element) {
      checkAttributes(node);
      node.childNodes.forEach(check);
    }
  };
  new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach(check);
      if (record.type === 'characterData') check(record.target);
      if (record.type === 'attributes' && record.target instanceof Element) checkAttributes(record.target);
    }
  }).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: attributes,
  });
}

test('a first visit to sign-in loads only what the bundle check counts, the start-up data after the page', async ({
  browser,
}) => {
  // A context of its own: an empty HTTP cache, as on a first visit.
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await page.addInitScript(watchForMessageKeys);
    const loaded = new Set<string>();
    const bundles: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/\.(js|css)$/.test(pathname)) loaded.add(pathname.slice(1));
      if (pathname.startsWith('/_i18n/')) bundles.push(pathname);
    });
    const startupFile = fileOf('src/lib/startup/startup.ts');
    const startupLoaded = page.waitForResponse((response) => new URL(response.url()).pathname === `/${startupFile}`);
    await page.goto('/en-GB/login');
    await expect(page.getByRole('main').getByRole('textbox').first()).toBeVisible();
    await startupLoaded;
    await page.waitForLoadState('networkidle');

    // Sign-in is prerendered: its one stylesheet in place of the chunks' CSS files (decision 051).
    const prerendered = readFileSync(`${builtDist}/prerendered/en-GB/login.html`, 'utf8');
    const counted = withPrerenderedStylesheets(firstVisitFiles(manifest, login), prerendered);
    expect([...loaded].filter((file) => !counted.has(file))).toEqual([]);
    expect([...loaded].filter((file) => file.endsWith('.css'))).toEqual([
      expect.stringMatching(/^assets\/prerendered-.+\.css$/),
    ]);
    for (const module of startupModules) expect(loaded).toContain(fileOf(module));
    expect(bundles.sort()).toEqual(['/_i18n/en-GB/auth.json', '/_i18n/en-GB/messages.json']);

    // The start-up chunk is asked for after the sign-in route's chunk has arrived and the page has been drawn.
    const timing = await page.evaluate(
      ([route, startup]) => {
        const entry = (file: string) =>
          performance.getEntriesByType('resource').find((resource) => new URL(resource.name).pathname === `/${file}`) as
            | PerformanceResourceTiming
            | undefined;
        return { routeEnd: entry(route)?.responseEnd ?? -1, startupStart: entry(startup)?.startTime ?? -1 };
      },
      [fileOf(login.route), startupFile] as const,
    );
    expect(timing.routeEnd).toBeGreaterThan(0);
    expect(timing.startupStart).toBeGreaterThan(timing.routeEnd);

    // Another feature's page, reached by a link, gets its strings with its route: no key shows on the way.
    await page
      .getByRole('banner')
      .getByRole('link', { name: text('en-GB', 'portal.shell.nav.support') })
      .click();
    await expect(page).toHaveURL('/en-GB/support');
    await expectRoutePage(page, 'support', 'en-GB');
    expect(bundles).toContain('/_i18n/en-GB/support.json');
    expect(await page.evaluate(() => (window as unknown as { messageKeysSeen: string[] }).messageKeysSeen)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a first visit to the signed-in home: its code is asked for by the page itself, and each call is made once', async ({
  browser,
}) => {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await signIn(page);
    const calls: string[] = [];
    const warnings: string[] = [];
    const styles: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') && request.method() === 'GET') calls.push(`${url.pathname}${url.search}`);
      if (url.pathname.endsWith('.css')) styles.push(url.pathname);
    });
    // Each stylesheet added after the page's own restyles the whole page.
    await page.addInitScript(() => {
      const added: string[] = [];
      Object.assign(window, { stylesheetsAdded: added });
      document.addEventListener('DOMContentLoaded', () =>
        new MutationObserver((changes) => {
          for (const change of changes) {
            for (const node of change.addedNodes) {
              if (node instanceof HTMLLinkElement && node.rel === 'stylesheet') added.push(node.href);
            }
          }
        }).observe(document.head, { childList: true }),
      );
    });
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) warnings.push(message.text());
    });
    // The entry is held back until the home's code has been asked for (or 10 s have passed): code that only the
    // entry's run would ask for is not asked for while it waits.
    const own = ['src/features/home/routes.tsx', 'src/features/home/prefetch.ts', 'src/app/layouts/AccountMenu.tsx'];
    const askedEarly = new Set<string>();
    let released = false;
    let allAsked: () => void = () => undefined;
    const ownAsked = new Promise<void>((resolve) => (allAsked = resolve));
    page.on('request', (request) => {
      const file = new URL(request.url()).pathname.slice(1);
      if (!released && own.some((module) => fileOf(module) === file)) askedEarly.add(file);
      if (askedEarly.size === own.length) allAsked();
    });
    await page.route(`**/${fileOf('index.html')}`, async (route) => {
      await Promise.race([ownAsked, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      released = true;
      await route.continue();
    });
    const answer = await page.goto('/en-GB/');
    const html = (await answer?.text()) ?? '';
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en-GB', 'portal.page.home.title'));
    await expect(
      page
        .getByRole('list', { name: text('en-GB', 'portal.home.notifications.title') })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');

    // The home is sent as its prerendered frame (decision 061), whose script asks, once the frame is painted, for the
    // session, the home's route module, its reads' module and the signed-in header's menu: asked for while the entry
    // was held back.
    expect(html).toContain('data-prerendered="en-GB:home"');
    for (const module of own) expect(html).toContain(`"/${fileOf(module)}"`);
    expect([...askedEarly].sort()).toEqual(own.map(fileOf).sort());
    expect(html).toContain('"/api/auth/session"');

    // The session from the page's preload; the home's notifications and their texts came with the page (decision 063),
    // for its block and the header's count.
    expect(calls.filter((call, index) => calls.indexOf(call) !== index)).toEqual([]);
    expect(calls).toContain('/api/auth/session');
    expect(html).toContain('id="portal-data"');
    expect(calls).not.toContain('/api/user/notifications');
    expect(calls).not.toContain('/api/cache/nacmid/translations');
    expect(warnings).toEqual([]);
    // One stylesheet, the page's own: the entry's, the route's and the account menu's rules are in it, and their files
    // are named in the page (disabled), so that no loader adds them again.
    expect(styles).toEqual([expect.stringMatching(/^\/assets\/prerendered-.+\.css$/)]);
    expect(await page.evaluate(() => (window as unknown as { stylesheetsAdded: string[] }).stylesheetsAdded)).toEqual(
      [],
    );
  } finally {
    await context.close();
  }
});

test('a page its route module loads apart is named in its first answer too: password reset, opened from a mail', async ({
  request,
}) => {
  const html = await (await request.get('/en-GB/customer/resetpassword?token=from-a-mail')).text();
  for (const module of ['src/features/auth/routes.tsx', 'src/features/auth/reset-password-route.tsx']) {
    expect(html).toContain(`<link rel="modulepreload" href="/${fileOf(module)}" crossorigin`);
  }
});
