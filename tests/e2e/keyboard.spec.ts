// Keyboard use: the skip link comes first and moves focus to the content; the header's links are reachable
// with Tab and show a visible focus ring.
import { expect, type Locator, test, text } from './fixtures';

async function hasVisibleFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return (
      element === document.activeElement && style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0
    );
  });
}

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/en-GB/support');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  expect(await hasVisibleFocus(skip)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
  // The next Tab continues inside the content, not back at the top of the page.
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement) ?? false);
  expect(inMain).toBe(true);
});

test('the header navigation, locale switcher, search and sign-in link are reachable with Tab', async ({ page }) => {
  await page.goto('/en-GB/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const header = page.getByRole('banner');
  const expected = [
    header.getByRole('link', { name: 'Skip to main content' }),
    header.getByRole('link', { name: text('en-GB', 'portal.shell.brand') }),
    header.getByRole('link', { name: text('en-GB', 'portal.shell.nav.profiles') }),
    header.getByRole('link', { name: text('en-GB', 'portal.shell.nav.playtests') }),
    header.getByRole('link', { name: text('en-GB', 'portal.shell.nav.support') }),
    header.getByRole('combobox', { name: text('en-GB', 'portal.shell.language') }),
    header.getByRole('searchbox', { name: text('en-GB', 'portal.shell.search.label'), exact: true }),
    header.getByRole('link', { name: text('en-GB', 'portal.shell.signIn') }),
  ];
  for (const target of expected) {
    await page.keyboard.press('Tab');
    await expect(target).toBeFocused();
    expect(await hasVisibleFocus(target), await target.evaluate((element) => element.outerHTML.slice(0, 80))).toBe(
      true,
    );
  }
  // Enter on a focused navigation link follows it.
  await header.getByRole('link', { name: text('en-GB', 'portal.shell.nav.support') }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/en-GB/support');
  await expect(header.getByRole('link', { name: text('en-GB', 'portal.shell.nav.support') })).toHaveAttribute(
    'aria-current',
    'page',
  );
});
