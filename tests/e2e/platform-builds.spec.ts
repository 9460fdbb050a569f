// New builds and missing chunks, on a server of its own that serves a copy of the build: a deploy during a session
// (a new `builds/latest.json`) makes the next navigation a full page load; a chunk that fails to load reloads the
// page once, never in a loop, and a page still broken goes to the locale's home after 60 seconds.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, newContext, test, text } from './fixtures';
import {
  builtDist,
  countDocumentLoads,
  isolate,
  type PortalServer,
  startPortalServer,
  watchCspViolations,
} from './platform/servers';

const manifest = JSON.parse(readFileSync(path.join(builtDist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  { file: string }
>;
const chunkOf = (feature: string) => {
  const file = manifest[`src/features/${feature}/routes.tsx`]?.file;
  if (!file) throw new Error(`No chunk for the ${feature} feature in the build`);
  return file;
};

let server: PortalServer;
let original: { id: string; timestamp: number };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startPortalServer({}, { copyBuild: true });
  original = JSON.parse(readFileSync(path.join(server.distDir, 'builds/latest.json'), 'utf8'));
});

test.afterAll(async () => {
  await server?.close();
});

function deploy(id: string | null): void {
  const latest = id === null ? original : { id, timestamp: original.timestamp + 1 };
  writeFileSync(path.join(server.distDir, 'builds/latest.json'), `${JSON.stringify(latest)}\n`);
}

async function open(browser: import('@playwright/test').Browser) {
  const context: BrowserContext = await newContext(browser, { baseURL: server.url });
  const violations = await watchCspViolations(context);
  const network = await isolate(context);
  const page: Page = await context.newPage();
  await page.clock.install();
  return { context, page, violations, network, loads: countDocumentLoads(page) };
}

/** A mark on the current document: gone after a full page load, kept by the router's own navigations. */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);
/**
 * The page's first poll for a new build: the clock moves on by the poll interval (5 minutes) until the watcher has
 * asked, since it starts with the platform services once the configuration has loaded, which the page's drawing does
 * not wait for.
 */
async function firstBuildPoll(page: Page): Promise<import('@playwright/test').Response> {
  const polled = page.waitForResponse((response) => response.url().includes('/builds/latest.json?timestamp='));
  let asked = false;
  void polled.then(() => {
    asked = true;
  });
  await expect
    .poll(async () => {
      if (!asked) await page.clock.runFor(5 * 60 * 1000);
      return asked;
    })
    .toBe(true);
  return polled;
}
const navLink = (page: Page, key: string) =>
  page.getByRole('banner').getByRole('link', { name: text('en-GB', `portal.shell.nav.${key}`) });

test('the build files are served with no-cache', async ({ request }) => {
  const latest = await request.get(`${server.url}/builds/latest.json?timestamp=1`);
  expect(latest.status()).toBe(200);
  expect(latest.headers()['cache-control']).toBe('no-cache');
  expect(await latest.json()).toEqual(original);
  const meta = await request.get(`${server.url}/builds/meta/${original.id}.json`);
  expect(meta.headers()['cache-control']).toBe('no-cache');
  // The route rules and the prerendered routes (decision 051).
  expect(await meta.json()).toMatchObject({
    id: original.id,
    prerendered: expect.arrayContaining(['/en-GB/login', '/de-DE/register', '/fr-FR/support', '/de-DE/:slug']),
    matcher: {
      static: { '/en-GB/login': { prerender: true } },
      wildcard: { '/en-GB/**': { ssr: false } },
      dynamic: { '/en-GB/:slug': { prerender: true } },
    },
  });
  expect(
    (await request.get(`${server.url}/en-GB/_payload.json`, { maxRedirects: 0 })).headers()['content-type'],
  ).toContain('text/html');
});

test('without a new build, navigations stay inside the page', async ({ browser }) => {
  const { context, page, violations, loads } = await open(browser);
  await page.goto('/en-GB/support');
  // The page is prerendered (decision 051): its heading shows before the app runs; the header's sign-in link
  // is drawn once the app has taken the page over.
  await expect(
    page.getByRole('banner').getByRole('link', { name: text('en-GB', 'portal.shell.signIn') }),
  ).toBeVisible();
  await mark(page);
  await firstBuildPoll(page);
  await navLink(page, 'playtests').click();
  await expect(page).toHaveURL('/en-GB/playtests');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en-GB', 'portal.page.playtests_home.title'));
  expect(await sameDocument(page)).toBe(true);
  expect(loads.count).toBe(1);
  expect(violations).toEqual([]);
  await context.close();
});

test('a deploy during the session: the next navigation is a full page load of its target', async ({ browser }) => {
  const { context, page, violations, loads } = await open(browser);
  try {
    await page.goto('/en-GB/support');
    await expect(
      page.getByRole('banner').getByRole('link', { name: text('en-GB', 'portal.shell.signIn') }),
    ).toBeVisible();
    await mark(page);
    deploy('e2e-next-build');
    expect(await (await firstBuildPoll(page)).json()).toMatchObject({ id: 'e2e-next-build' });
    // Seeing the new build changes nothing by itself…
    expect(await sameDocument(page)).toBe(true);
    // …the next navigation loads its target from the server.
    await navLink(page, 'playtests').click();
    await expect(page).toHaveURL('/en-GB/playtests');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en-GB', 'portal.page.playtests_home.title'));
    expect(await sameDocument(page)).toBe(false);
    expect(loads.urls).toEqual(['/en-GB/support', '/en-GB/playtests']);
    expect(violations).toEqual([]);
  } finally {
    deploy(null);
    await context.close();
  }
});

test('a chunk that fails once: one reload, and the page shows', async ({ browser }) => {
  const { context, page, violations, loads } = await open(browser);
  const chunk = chunkOf('support');
  let failures = 0;
  await page.route(`**/${chunk}`, async (route) => {
    if (failures === 0) {
      failures += 1;
      await route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":{"code":"not_found"}}' });
    } else {
      await route.continue();
    }
  });
  await page.goto('/en-GB/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await navLink(page, 'support').click();
  await expect(page).toHaveURL('/en-GB/support');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en-GB', 'portal.page.support.title'));
  expect(failures).toBe(1);
  expect(loads.urls).toEqual(['/en-GB/contact', '/en-GB/support']);
  expect(await page.evaluate(() => sessionStorage.getItem('mynacon:chunk-reload-at'))).not.toBeNull();
  expect(violations).toEqual([]);
  await context.close();
});

test('a chunk that stays broken: one reload, the error page, no loop; after 60 s the locale home', async ({
  browser,
}) => {
  const { context, page, violations, loads } = await open(browser);
  const chunk = chunkOf('support');
  let failures = 0;
  await page.route(`**/${chunk}`, async (route) => {
    failures += 1;
    await route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":{"code":"not_found"}}' });
  });
  await page.goto('/en-GB/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await navLink(page, 'support').click();
  await expect(page).toHaveURL('/en-GB/support');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('An error occurred');
  expect(loads.urls).toEqual(['/en-GB/contact', '/en-GB/support']);

  // Within the guard nothing reloads, however long the error page stays…
  await page.clock.runFor(30_000);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('An error occurred');
  expect(loads.count).toBe(2);
  // …and after 60 seconds the app goes to the locale's home (which asks a signed-out player to sign in).
  await page.clock.runFor(30_000);
  await expect(page).toHaveURL(/\/en-GB\/login/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en-GB', 'portal.page.login.title'));
  expect(loads.urls).toEqual(['/en-GB/contact', '/en-GB/support', '/en-GB/']);
  await page.clock.runFor(120_000);
  expect(loads.count).toBe(3);
  expect(failures).toBe(2);
  expect(violations).toEqual([]);
  await context.close();
});
