// Lets any part of the app (a "Cookie settings" link in the footer) open the consent dialog without loading it:
// the platform services listen for this event and load the dialog then.

import type { PublicConfigResponse } from '@mynacon/contract';

/** The event that asks for the cookie settings dialog. */
export const cookieSettingsEvent = 'mynacon:cookie-settings';

/** Opens the cookie settings dialog, where the player can change or withdraw their consent at any time. */
export function openCookieSettings(): void {
  window.dispatchEvent(new Event(cookieSettingsEvent));
}

/**
 * Whether there is anything to consent to, hence a consent banner and a settings dialog: the consent service is on
 * and a tag manager or error reports are configured.
 */
export function hasCookieSettings(
  config: Pick<PublicConfigResponse, 'features' | 'tagManagerCode' | 'monitoring'>,
): boolean {
  return config.features.cookieConsent && (config.tagManagerCode !== null || config.monitoring !== null);
}
