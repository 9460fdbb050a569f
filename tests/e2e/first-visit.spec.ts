// What a first visit to the sign-in page loads (decision 055): nothing the bundle check does not count, the
// start-up data only once the page has rendered, and of the strings only the common ones and sign-in's (decision 056).
import { readFileSync } from 'node:fs';
import { firstVisitFiles, type Manifest, startupModules } from '../../apps/portal/scripts/first-visit';
import { lazyLayoutModule, lazyLayouts } from '../../apps/portal/src/app/layouts/lazy-layouts';
import { expect, newContext, routes, test } from './fixtures';
import { builtDist } from './platform/servers';

const manifest = JSON.parse(readFileSync(`${builtDist}/.vite/manifest.json`, 'utf8')) as Manifest;
const fileOf = (key: string) => manifest[key]?.file ?? `(${key} is not in the manifest)`;
const login = {
  route: `src/features/${routes.login.feature}/routes.tsx`,
  layout: (lazyLayouts as readonly string[]).includes(routes.login.layout) ? lazyLayoutModule : undefined,
};

test('a first visit to sign-in loads only what the bundle check counts, the start-up data after the page', async ({
  browser,
}) => {
  // A context of its own: an empty HTTP cache, as on a first visit.
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
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

    const counted = firstVisitFiles(manifest, login);
    expect([...loaded].filter((file) => !counted.has(file))).toEqual([]);
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
  } finally {
    await context.close();
  }
});
