import { createHash } from 'node:crypto';
import type { ErrorIssue, SteamVerifyBody } from '@mynacon/contract';
import type { ExternalSignInConfig } from './config.ts';
import { cleanDisplayName } from './providers.ts';
import { callProvider, jsonObject, ProviderUnavailable } from './upstream.ts';

/**
 * Where Steam sends the player back: a page of this server (not of the portal, which has no Steam return route)
 * that hands the OpenID answer to the portal window that opened the popup.
 */
export const steamReturnPath = '/externallogin/steam-return';

const openIdNamespace = 'http://specs.openid.net/auth/2.0';
const identifierSelect = 'http://specs.openid.net/auth/2.0/identifier_select';
const claimedIdPattern = /^https?:\/\/steamcommunity\.com\/openid\/id\/([0-9]{17})$/;
/** The fields OpenID 2.0 (section 10.1) requires under the signature of a positive assertion. */
const mustBeSigned = ['op_endpoint', 'return_to', 'response_nonce', 'assoc_handle', 'claimed_id', 'identity'];

/** The `openid.return_to` of a sign-in: the return page with the state, which Steam hands back unchanged. */
export const steamReturnTo = (publicBaseUrl: string, state: string) =>
  `${publicBaseUrl}${steamReturnPath}?${new URLSearchParams({ state })}`;

/** Steam's `checkid_setup` page for this sign-in. */
export function steamAuthorizationUrl(config: ExternalSignInConfig, publicBaseUrl: string, state: string): string {
  const url = new URL(config.steam.openIdUrl);
  url.searchParams.set('openid.ns', openIdNamespace);
  url.searchParams.set('openid.mode', 'checkid_setup');
  url.searchParams.set('openid.return_to', steamReturnTo(publicBaseUrl, state));
  url.searchParams.set('openid.realm', `${publicBaseUrl}/`);
  url.searchParams.set('openid.identity', identifierSelect);
  url.searchParams.set('openid.claimed_id', identifierSelect);
  return url.toString();
}

/**
 * The SteamID64 of an OpenID answer meant for this sign-in, before asking Steam whether it signed it: the
 * namespace, mode, endpoint and return address must be ours and the signature must cover what OpenID requires.
 */
export function steamIdOf(
  body: SteamVerifyBody,
  expected: { opEndpoint: string; returnTo: string },
): { ok: true; steamId: string } | { ok: false; issues: ErrorIssue[] } {
  const issues: ErrorIssue[] = [];
  const expect = (field: keyof SteamVerifyBody & string, ok: boolean, message: string) => {
    if (!ok) issues.push({ path: field, code: 'other', message });
  };
  expect('openid.ns', body['openid.ns'] === openIdNamespace, 'Expected the OpenID 2.0 namespace');
  expect('openid.mode', body['openid.mode'] === 'id_res', 'Expected a positive assertion (id_res)');
  expect('openid.op_endpoint', body['openid.op_endpoint'] === expected.opEndpoint, 'Expected Steam’s endpoint');
  expect('openid.return_to', body['openid.return_to'] === expected.returnTo, 'Expected this sign-in’s return address');
  const claimed = claimedIdPattern.exec(body['openid.claimed_id']);
  expect('openid.claimed_id', claimed !== null, 'Expected a Steam OpenID identifier');
  expect('openid.identity', body['openid.identity'] === body['openid.claimed_id'], 'Expected the claimed identifier');
  const signed = new Set(body['openid.signed'].split(','));
  expect(
    'openid.signed',
    mustBeSigned.every((field) => signed.has(field)),
    'Expected the required signed fields',
  );
  if (issues.length > 0 || claimed === null) return { ok: false, issues };
  return { ok: true, steamId: claimed[1] as string };
}

/**
 * Asks Steam whether it made this assertion (`openid.mode=check_authentication`, OpenID 2.0 section 11.4.2): true
 * for `is_valid:true`, false for any other well-formed answer. Steam refuses a second check of the same assertion.
 */
export async function verifyWithSteam(
  config: ExternalSignInConfig,
  body: SteamVerifyBody,
  timeoutMs: number,
): Promise<boolean> {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (key.startsWith('openid.') && typeof value === 'string') form.set(key, value);
  }
  form.set('openid.mode', 'check_authentication');
  const answer = await callProvider(
    config.steam.openIdUrl,
    { method: 'POST', form, headers: { accept: 'text/plain' } },
    timeoutMs,
  );
  if (answer.status !== 200) throw new ProviderUnavailable(`Steam check_authentication answered ${answer.status}`);
  const fields = new Map<string, string>();
  for (const line of answer.text.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) fields.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  if (!fields.has('is_valid')) throw new ProviderUnavailable('Steam check_authentication answered no is_valid');
  return fields.get('is_valid') === 'true';
}

/** The player's Steam name through the Web API when a key is configured; the SteamID when not or on failure. */
export async function steamDisplayName(config: ExternalSignInConfig, steamId: string, timeoutMs: number) {
  const { webApiKey, playerSummariesUrl } = config.steam;
  if (webApiKey === undefined) return steamId;
  try {
    const url = new URL(playerSummariesUrl);
    url.searchParams.set('key', webApiKey);
    url.searchParams.set('steamids', steamId);
    const answer = await callProvider(url.toString(), { method: 'GET' }, timeoutMs);
    const players = (jsonObject(answer.text)?.response as { players?: unknown } | undefined)?.players;
    const player = Array.isArray(players) ? (players[0] as { personaname?: unknown } | undefined) : undefined;
    const name = answer.status === 200 && typeof player?.personaname === 'string' ? player.personaname : '';
    return cleanDisplayName(name) || steamId;
  } catch (error) {
    // The name is a nicety: the sign-in goes on without it.
    console.warn(`Steam player summary unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return steamId;
  }
}

/** The return page: hands its query to the opener (the portal), or, without one, to the portal's return route. */
export function steamReturnPage(publicBaseUrl: string): { html: string; contentSecurityPolicy: string } {
  const origin = new URL(publicBaseUrl).origin;
  const script = [
    '(function () {',
    `  var origin = ${JSON.stringify(origin)};`,
    '  var params = {};',
    '  new URLSearchParams(location.search).forEach(function (value, key) { params[key] = value; });',
    '  if (window.opener && !window.opener.closed) {',
    "    window.opener.postMessage({ type: 'mynacon:steam-openid', params: params }, origin);",
    '    window.close();',
    '  } else {',
    `    location.replace(${JSON.stringify(`${publicBaseUrl}/externallogin/steam`)} + location.search);`,
    '  }',
    '})();',
  ].join('\n');
  const hash = createHash('sha256').update(script, 'utf8').digest('base64');
  const html = [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Steam sign-in</title></head>',
    '<body><p>Finishing your Steam sign-in…</p>',
    `<script>${script}</script>`,
    '</body>',
    '</html>',
  ].join('\n');
  const contentSecurityPolicy = [
    "default-src 'none'",
    `script-src 'sha256-${hash}'`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { html, contentSecurityPolicy };
}
