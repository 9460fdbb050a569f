// The steps of an external sign-in outside the pages: sending the player to the provider, Steam's popup, and what
// an outcome leads to. Loaded only when a player presses a provider's button or comes back from one.
import type { ExternalSignInOutcome, SignInMethodCode, SteamVerifyBody } from '@mynacon/contract';
import type { Locale } from '@mynacon/contract/locale';
import { href } from '../../../../config/paths';
import { sessionStatus, useSession } from '../../../../lib/auth/session-store';
import { navigateTo } from '../../../../lib/navigation/navigate';
import { safeReturnPath } from '../../../../lib/navigation/targets';
import { authorizeExternalSignIn } from '../api/authorize-external-sign-in';
import { verifySteamSignIn } from '../api/verify-steam-sign-in';
import { type ExternalProblem, problemOfError } from './problems';
import { steamMessageType, steamPopupFeatures, steamVerifyBody } from './steam';
import { rememberReturnPath, storeTicket, takeReturnPath } from './storage';

/** Where a flow ends when it does not leave the page. */
export type FlowResult =
  | { type: 'navigated' }
  | { type: 'linked'; method: SignInMethodCode; displayName: string }
  | { type: 'confirmation'; email: string }
  | { type: 'problem'; problem: ExternalProblem };

/** A failure as a flow result. */
export const problemResult = (error: unknown): FlowResult => ({
  type: 'problem',
  problem: problemOfError(error) ?? 'failed',
});

/** The provider's page as an http(s) address, or null: an answer of ours, but never a script URL. */
function providerUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Sends the tab to an OAuth 2 provider's authorization page; resolves only when that fails. */
export async function startRedirect(method: SignInMethodCode, locale: Locale, returnPath: string): Promise<FlowResult> {
  let url: string | null;
  try {
    url = providerUrl((await authorizeExternalSignIn(method, locale)).url);
  } catch (error) {
    return problemResult(error);
  }
  if (url === null) return { type: 'problem', problem: 'malformed' };
  rememberReturnPath(returnPath);
  // The provider is a full page load of its own (a configured address, not one of the site's links).
  window.location.assign(url);
  return { type: 'navigated' };
}

/** Opens the Steam popup at once (in the press itself, so that no popup blocker stops it); null when refused. */
export function openSteamPopup(horizontal: boolean): Window | null {
  return window.open('about:blank', 'mynacon-steam-signin', steamPopupFeatures(horizontal, window));
}

/** Waits for the Steam return page's message in `popup`; null when the player closes the popup first. */
function steamAnswer(popup: Window): Promise<Record<string, unknown> | null> {
  return new Promise((resolve) => {
    const done = (value: Record<string, unknown> | null) => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(watch);
      resolve(value);
    };
    const onMessage = (event: MessageEvent) => {
      // Only the return page of this site, in our popup, speaks for Steam.
      if (event.origin !== window.location.origin || event.source !== popup) return;
      const data = event.data as { type?: unknown; params?: unknown } | null;
      if (data?.type !== steamMessageType || typeof data.params !== 'object' || data.params === null) return;
      done(data.params as Record<string, unknown>);
    };
    window.addEventListener('message', onMessage);
    const watch = window.setInterval(() => {
      if (popup.closed) done(null);
    }, 500);
  });
}

/** A Steam sign-in in `popup` (opened by `openSteamPopup`), up to its outcome. */
export async function runSteamPopup(popup: Window | null, locale: Locale, returnPath: string): Promise<FlowResult> {
  if (popup === null) return { type: 'problem', problem: 'popupBlocked' };
  let url: string | null;
  try {
    url = providerUrl((await authorizeExternalSignIn('steam', locale)).url);
  } catch (error) {
    popup.close();
    return problemResult(error);
  }
  if (url === null) {
    popup.close();
    return { type: 'problem', problem: 'malformed' };
  }
  popup.location.href = url;
  const params = await steamAnswer(popup);
  if (params === null) return { type: 'problem', problem: 'popupClosed' };
  return finishSteam(params, locale, returnPath);
}

/** Posts Steam's answer to the API and follows the outcome. */
export async function finishSteam(
  params: Record<string, unknown>,
  locale: Locale,
  returnPath: string | null,
): Promise<FlowResult> {
  // Steam's answer when the player turns back at its page (OpenID 2.0 section 10.2).
  if (params['openid.mode'] === 'cancel') return { type: 'problem', problem: 'cancelled' };
  const body: SteamVerifyBody | null = steamVerifyBody(params);
  if (body === null) return { type: 'problem', problem: 'incomplete' };
  let outcome: ExternalSignInOutcome;
  try {
    outcome = await verifySteamSignIn(body, await bearer());
  } catch (error) {
    return problemResult(error);
  }
  return followOutcome(outcome, locale, returnPath);
}

/** The signed-in player's access token, for a return that links an account; undefined when signed out. */
export async function bearer(): Promise<string | undefined> {
  if ((await sessionStatus()) !== 'authenticated') return undefined;
  return useSession.getState().session?.user.accessToken;
}

/**
 * What an outcome leads to: signed in (then to the return path or the home page), the linking page for an account
 * nobody has linked, or a message for a link made or an address to confirm.
 */
export async function followOutcome(
  outcome: ExternalSignInOutcome,
  fallbackLocale: Locale,
  returnPath: string | null,
): Promise<FlowResult> {
  const locale = outcome.locale ?? fallbackLocale;
  switch (outcome.status) {
    case 'signed_in': {
      const target = safeReturnPath(returnPath ?? takeReturnPath(), window.location.origin) ?? href('home', {}, locale);
      try {
        const result = await useSession.getState().signIn('token', { token: outcome.signInToken });
        if (!result.ok) return { type: 'problem', problem: 'failed' };
      } catch (error) {
        return problemResult(error);
      }
      navigateTo(target, { replace: true });
      return { type: 'navigated' };
    }
    case 'link_required':
      storeTicket(outcome);
      navigateTo(href('register-link', { method: outcome.method }, locale), { replace: true });
      return { type: 'navigated' };
    case 'linked':
      return { type: 'linked', method: outcome.method, displayName: outcome.displayName };
    case 'confirmation_required':
      return { type: 'confirmation', email: outcome.email };
  }
}
