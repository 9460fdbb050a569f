// The portal's security headers on the shared server (no bot protection, no tag manager configured), and no CSP
// violation on any locale's shell (routes.spec.ts walks every route of the table with the same watch).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, locales, signIn, test } from './fixtures';
import { builtDist, isolate, watchCspViolations } from './platform/servers';

function directives(csp: string | undefined): Map<string, string[]> {
  return new Map(
    (csp ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

/** The hashes of a page's inline scripts, as the browser computes them. */
function inlineHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes = '']) => !/\ssrc\s*=/i.test(` ${attributes}`))
    .map(([, , body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

test('every shell: a CSP of exactly our scripts, and the other security headers', async ({ request }) => {
  for (const locale of locales) {
    const response = await request.get(`/${locale}/support`);
    const headers = response.headers();
    const policy = directives(headers['content-security-policy']);
    // A prerendered page (the support hub) has its own inline script (decision 060), a shell its boot script (062):
    // each page's by hash, and only its own.
    const hashes = inlineHashes(await response.text());
    const shellHashes = inlineHashes(readFileSync(`${builtDist}/shells/${locale}.html`, 'utf8'));
    expect(hashes.length, locale).toBeGreaterThan(0);
    expect(shellHashes.length, locale).toBeGreaterThan(0);
    expect(policy.get('script-src'), locale).toEqual(["'self'", ...hashes]);
    const shell = await request.get(`/${locale}/account/information`);
    expect(inlineHashes(await shell.text()), locale).toEqual(shellHashes);
    expect(directives(shell.headers()['content-security-policy']).get('script-src'), locale).toEqual([
      "'self'",
      ...shellHashes,
    ]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(headers['content-security-policy']).not.toMatch(/google|unsafe-eval/);
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['x-frame-options']).toBe('DENY');
    // Served over plain HTTP: no HSTS.
    expect(headers['strict-transport-security']).toBeUndefined();
  }
});

test('no CSP violation on the shell of any locale, signed in, and the watch itself works', async ({ browser }) => {
  // Every route of the table, loaded as a full page and watched the same way, is the walk of routes.spec.ts.
  const context = await browser.newContext({ baseURL: process.env.PORTAL_E2E_URL, locale: 'en-GB' });
  const violations = await watchCspViolations(context);
  const network = await isolate(context);
  const page = await context.newPage();
  await signIn(page);
  for (const locale of locales) {
    await page.goto(`/${locale}/contact`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(violations).toEqual([]);
  expect(network.refused).toEqual([]);
  // The watch itself works: an inline script the policy does not know is blocked and reported.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__notAllowed = true;';
    document.body.append(script);
  });
  // Reported twice: by the page's event and by the console.
  await expect.poll(() => violations.length).toBe(2);
  for (const violation of violations) expect(violation).toContain('script-src');
  expect(await page.evaluate(() => 'notAllowed' in window || '__notAllowed' in window)).toBe(false);
  await context.close();
});
