// The page the measuring scripts visit (`long-tasks.ts`, `profile.ts`): the sign-in page as a first visit, or with
// `--home` the signed-in home, the demo player signed in through the API beforehand (the session cookie in the
// browser context's jar, as after signing in) and the home's first notification waited for.
import type { BrowserContext, Page } from 'playwright';

export const demoAccount = { email: 'demo@mynacon.test', password: 'Demo-Player-2026!' };

/** Whether the command line asks for the signed-in home. */
export const homeAsked = (args: readonly string[]) => args.includes('--home');

/** Signs the demo player in within `context` (cookies in its jar). */
export async function signInDemo(context: BrowserContext, base: string): Promise<void> {
  const origin = base.replace(/\/$/, '');
  const csrf = await context.request.get(`${origin}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const answer = await context.request.post(`${origin}/api/auth/callback/credentials`, {
    form: { ...demoAccount, csrfToken, callbackUrl: '/', json: 'true' },
    headers: { 'x-auth-return-redirect': '1' },
  });
  const { url } = (await answer.json()) as { url: string };
  if (!answer.ok() || url.includes('error=')) throw new Error(`The demo player could not sign in (${answer.status()})`);
}

/** `--page <path>`: a page of the signed-in player's other than the home, such as an account page (an app shell). */
export const pageAsked = (args: readonly string[]) => {
  const at = args.indexOf('--page');
  return at >= 0 ? args[at + 1] : undefined;
};

/**
 * Opens the page (signed in first for the home, or for `path`, a page of the player's) and waits until it shows its
 * content (for `path`, its main heading).
 */
export async function visit(page: Page, base: string, home: boolean, path?: string): Promise<void> {
  const origin = base.replace(/\/$/, '');
  if (path !== undefined) {
    await signInDemo(page.context(), origin);
    await page.goto(`${origin}${path}`);
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    if (new URL(page.url()).pathname !== path) throw new Error(`${path} ended on ${page.url()}`);
  } else if (home) {
    await signInDemo(page.context(), origin);
    await page.goto(`${origin}/en-GB/`);
    await // A notification of the player's, not one of the placeholders the prerendered frame draws (decision 061).
    await page.locator('[data-home-block="notifications"] ul:not([aria-hidden]) li').first().waitFor();
    if (new URL(page.url()).pathname !== '/en-GB/') throw new Error(`The home ended on ${page.url()}`);
  } else {
    await page.goto(`${origin}/en-GB/login`);
    await page.getByRole('main').getByRole('textbox').first().waitFor();
  }
}
