// How the app follows the player's session (spec sections 4 and 5):
// - an authenticated call that finds no usable session signs the player out and sends them to the locale's
//   sign-in page with the way back (`onSignedOut`, given to the HTTP client);
// - a session that ends while a page is shown (expiry, another tab, the server) runs the page's guards again, so
//   a login-required page goes to sign in and comes back afterwards;
// - the account menu's sign-out goes to the sign-in page, or says why it could not.

import { type Locale, localeOfPath } from '@mynacon/contract/locale';
import { href } from '../config/paths';
import { useSession } from '../lib/auth/session-store';
import { ApiRequestError } from '../lib/http/errors';
import { detectLocale } from '../lib/locale/browser';
import { navigateTo } from '../lib/navigation/navigate';
import { create } from '../lib/startup/hydrating-store';

/** The part of the router this module uses. */
export interface SessionRouter {
  state: { location: { pathname: string; search: string } };
  revalidate(): Promise<void>;
}

let router: SessionRouter | undefined;
/** True while the player's own sign-out runs: it navigates by itself, the guards need not run again. */
let leaving = false;

/** Why the last sign-out did not go through: the CSRF token could not be had, or anything else. */
export type SignOutFailure = 'csrf' | 'failed';

export interface SignOutNotice {
  failure: SignOutFailure | null;
  /** Counts failures, so that the same failure shown again is announced again. */
  attempt: number;
}

/** The failure of the last sign-out, shown above the page until dismissed or until the next attempt. */
export const useSignOutNotice = create<SignOutNotice>()(() => ({ failure: null, attempt: 0 }));

/** The sign-in page of the active locale with the way back to the page shown now (nothing on the sign-in page). */
export function signInTarget(location: { pathname: string; search: string }): string | undefined {
  const locale = localeOfPath(location.pathname) ?? detectLocale();
  const login = href('login', {}, locale);
  if (location.pathname === login) return undefined;
  return `${login}?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}

/** Sends the player to the sign-in page, replacing the current entry, and back here after signing in. */
export function sendToSignIn(): void {
  const target = signInTarget(router?.state.location ?? window.location);
  if (target !== undefined) navigateTo(target, { replace: true });
}

/**
 * The HTTP client's `onSignedOut`: an authenticated call found no session it could use. A session the store still
 * holds was refused by the server: it is signed out (or, when even that fails, forgotten here) so that the sign-in
 * page does not send the player straight back.
 */
export function onSignedOut(): void {
  const { status, signOut, forget } = useSession.getState();
  if (status === 'authenticated') {
    leaving = true;
    signOut()
      .catch(() => forget())
      .finally(() => {
        leaving = false;
      });
  }
  sendToSignIn();
}

/** Connects the router: from now on, a session that ends runs the shown page's guards again. */
export function followSession(instance: SessionRouter): () => void {
  router = instance;
  return useSession.subscribe((state, previous) => {
    if (leaving || previous.status !== 'authenticated' || state.status !== 'unauthenticated') return;
    void instance.revalidate();
  });
}

function failureOf(error: unknown): SignOutFailure {
  return error instanceof ApiRequestError && error.code === 'invalid_csrf_token' ? 'csrf' : 'failed';
}

/**
 * The account menu's "Sign out": a CSRF-protected POST through the session store, then the locale's sign-in page.
 * On failure the player stays signed in and `useSignOutNotice` says why. Resolves to whether it worked.
 */
export async function signOutAndLeave(locale: Locale): Promise<boolean> {
  const login = href('login', {}, locale);
  useSignOutNotice.setState({ failure: null });
  leaving = true;
  try {
    await useSession.getState().signOut({ callbackUrl: login });
  } catch (error) {
    useSignOutNotice.setState((notice) => ({ failure: failureOf(error), attempt: notice.attempt + 1 }));
    return false;
  } finally {
    leaving = false;
  }
  navigateTo(login);
  return true;
}

/** Hides the sign-out failure. */
export function dismissSignOutNotice(): void {
  useSignOutNotice.setState({ failure: null });
}
