// One screenshot test per story of the built Storybook (docs pages are skipped).
// The config builds tests/visual/.storybook-static before this file is loaded; the webServer serves that folder,
// so the index read here is the one the browser gets.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { type Brand, brandClassName } from '../../packages/ui/src/theme/brand';
import { brands } from '../../tokens/dist/index.js';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
}

const indexFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '.storybook-static', 'index.json');
const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

// Self-test of the comparison: VISUAL_SELFTEST=1 inverts the colours of every story, so `pnpm visual` must fail.
// (On the story root: Storybook keeps an inline `filter: none` on body for its vision simulator.)
const selfTest = process.env.VISUAL_SELFTEST === '1';

test('the Storybook has stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

for (const { id, title, name } of stories) {
  test(`${title} › ${name}`, async ({ page }, testInfo) => {
    // The project is the brand (playwright.config.ts); the story renders in it from the start.
    const brand = testInfo.project.name as Brand;
    // `a11y.manual` skips the addon's automatic axe run (0.3 to 0.8 s a story): the main test command checks
    // accessibility, and axe does not change what the story shows.
    await page.goto(
      `/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=a11y.manual:!true;brand:${brand}`,
    );

    // Readiness: Storybook's render phases end with 'finished' once the story rendered and its play function ran.
    // (Content in #storybook-root is no such signal: a story may render nothing, like Pagination › Single Page,
    // and dialogs, menus and tooltips render in portals outside it.)
    const phase = await page.waitForFunction(() => {
      const preview = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
        .__STORYBOOK_PREVIEW__;
      const current = preview?.currentRender?.phase;
      return current && ['finished', 'errored', 'aborted'].includes(current) ? current : undefined;
    });
    expect(await phase.jsonValue(), `story ${id} did not render cleanly`).toBe('finished');
    await expect(page.locator('body'), `story ${id} shows Storybook's error display`).not.toHaveClass(
      /sb-show-errordisplay/,
    );

    // The baseline of a brand shows that brand: its class is on the root, or none for the default brand.
    // and its stylesheet is there: the root's background property has the brand's value.
    const root = await page.evaluate(() => ({
      classes: [...document.documentElement.classList],
      background: getComputedStyle(document.documentElement).getPropertyValue('--mc-color-background').trim(),
    }));
    const expected = brandClassName(brand);
    expect(root.classes.filter((name) => name.startsWith('mc-brand-'))).toEqual(expected ? [expected] : []);
    expect(root.background, `story ${id} is not in the ${brand} brand`).toBe(
      brands[brand].themeValues.color.background,
    );

    await page.evaluate(async () => {
      await document.fonts.ready;
    });

    if (selfTest) await page.addStyleTag({ content: '#storybook-root { filter: invert(1); }' });

    await expect(page).toHaveScreenshot(`${id}.png`, { fullPage: true });
  });
}
