import type { ServerContext } from '../context.ts';
import { readCapped } from '../http/capped.ts';
import { LruCache } from '../http/prepared.ts';
import type { ServicesConfig } from './config.ts';

/** Outcome of a bot-protection check: no secret configured counts as `ok`. */
export type BotCheck = 'ok' | 'refused' | 'unavailable';

/** Tokens are about 2 kB; anything far beyond is not one and is refused without asking upstream. */
const maxTokenLength = 10_000;

/** Verification error codes that say our own configuration is wrong, not the player's token. */
const configurationErrors = new Set(['missing-input-secret', 'invalid-input-secret']);

/**
 * Verifies a bot-protection (v3) token for an action (`register`, `signin`, `contact`): POSTs `secret`,
 * `response` and `remoteip` (form-encoded) to `RECAPTCHA_VERIFY_URL`.
 *
 * - `ok`: no `RECAPTCHA_SECRET` is configured (development), or the upstream says `success` with a `score` of at
 *   least `RECAPTCHA_MIN_SCORE` for exactly this `action`, solved on the host of `PUBLIC_BASE_URL` (`hostname`).
 * - `refused`: no token, a token the upstream rejects, a low score, another action or another site's host. Answer with
 *   `botRefusedMessage`.
 * - `unavailable`: the upstream timed out, failed, answered something that is not its JSON, or reports that our
 *   secret is wrong (logged). The caller decides; what we recommend:
 *   - registration and contact forms fail closed: answer 503 `service_unavailable` ("try again in a moment"),
 *     not the bot message, since the player did nothing wrong. Letting these through while the check is down
 *     would let a bot wave create accounts and tickets exactly when nobody can tell them apart;
 *   - sign-in fails open: the password check and sign-in throttling still stand in front of the account, and an
 *     outage of a third party must not lock every player out.
 */
export async function checkBotToken(
  context: ServerContext,
  token: string | undefined,
  action: string,
  remoteIp?: string,
): Promise<BotCheck> {
  const { secret, verifyUrl, minScore, timeoutMs } = context.config.services.recaptcha;
  if (secret === undefined) return 'ok';
  if (typeof token !== 'string' || token.trim() === '' || token.length > maxTokenLength) return 'refused';
  const form = new URLSearchParams({ secret, response: token });
  if (remoteIp !== undefined && remoteIp !== '') form.set('remoteip', remoteIp);
  let answer: unknown;
  try {
    const response = await fetch(verifyUrl, {
      method: 'POST',
      body: form,
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return 'unavailable';
    const bytes = await readCapped(response.body, 64 * 1024);
    if (bytes === null) return 'unavailable';
    answer = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return 'unavailable';
  }
  if (typeof answer !== 'object' || answer === null || typeof (answer as { success?: unknown }).success !== 'boolean') {
    return 'unavailable';
  }
  const {
    success,
    score,
    action: answeredAction,
    hostname,
  } = answer as { success: boolean; score?: unknown; action?: unknown; hostname?: unknown };
  const errorCodes = (answer as { 'error-codes'?: unknown })['error-codes'];
  if (!success) {
    if (Array.isArray(errorCodes) && errorCodes.some((code) => configurationErrors.has(String(code)))) {
      console.error(
        `Bot-protection verification refuses our secret (${errorCodes.join(', ')}): check RECAPTCHA_SECRET.`,
      );
      return 'unavailable';
    }
    return 'refused';
  }
  // A token solved on another site (one that embeds our site key) is not an answer for ours.
  const ourHost = new URL(context.config.publicBaseUrl).hostname.toLowerCase();
  const sameHost = typeof hostname === 'string' && hostname.toLowerCase() === ourHost;
  return typeof score === 'number' && score >= minScore && answeredAction === action && sameHost ? 'ok' : 'refused';
}

/** The message the portal shows when the check refuses a player (spec section 8). */
export const botRefusedMessage = 'Looks like you might not be a human';

/** The upstream loader script, with the options it was fetched for. */
export interface ScriptOptions {
  hl?: string | undefined;
  onload?: string | undefined;
}

export type ScriptResult = { ok: true; body: string } | { ok: false; reason: 'not_configured' | 'upstream_failed' };

/** Serves the upstream loader script from memory: fetched once per TTL and options, stale when upstream fails. */
export interface RecaptchaScript {
  get(options: ScriptOptions): Promise<ScriptResult>;
}

const maxScriptBytes = 1024 * 1024;
const maxScriptVariants = 32;

/** The in-memory copy of the bot-protection loader script behind `GET /api/recaptcha`. */
export function createRecaptchaScript(config: ServicesConfig['recaptcha'], now: () => number): RecaptchaScript {
  const cache = new LruCache<{ body: string; fetchedAt: number }>(maxScriptVariants);
  const inFlight = new Map<string, Promise<string | null>>();

  const fetchScript = async (siteKey: string, options: ScriptOptions): Promise<string | null> => {
    const url = new URL(config.scriptUrl);
    url.searchParams.set('render', siteKey);
    if (options.hl !== undefined) url.searchParams.set('hl', options.hl);
    if (options.onload !== undefined) url.searchParams.set('onload', options.onload);
    try {
      const response = await fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(config.timeoutMs) });
      if (response.status !== 200) {
        await response.body?.cancel();
        return null;
      }
      const bytes = await readCapped(response.body, maxScriptBytes);
      if (bytes === null || bytes.byteLength === 0) return null;
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return null;
    }
  };

  return {
    async get(options) {
      const siteKey = config.siteKey;
      if (siteKey === undefined) return { ok: false, reason: 'not_configured' };
      const key = `${options.hl ?? ''}|${options.onload ?? ''}`;
      const cached = cache.get(key);
      if (cached !== undefined && now() - cached.fetchedAt < config.scriptTtl * 1000) {
        return { ok: true, body: cached.body };
      }
      let pending = inFlight.get(key);
      if (pending === undefined) {
        pending = fetchScript(siteKey, options).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      const body = await pending;
      if (body === null) {
        // A copy past its TTL still beats no script while the upstream is down.
        return cached === undefined ? { ok: false, reason: 'upstream_failed' } : { ok: true, body: cached.body };
      }
      cache.set(key, { body, fetchedAt: now() });
      return { ok: true, body };
    },
  };
}
