import type { OAuthSignInMethod, SignInMethodCode } from '@mynacon/contract';
import type { Config } from '../../config.ts';
import type { OAuthProviderConfig } from './config.ts';
import { callProvider, jsonObject, ProviderUnavailable } from './upstream.ts';

/** An OAuth 2 provider with every endpoint known. */
export interface OAuthProvider {
  method: OAuthSignInMethod;
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  scope: string;
}

/** The player's account at a provider. */
export interface ExternalIdentity {
  externalId: string;
  displayName: string;
}

/** The provider refused the authorization code (expired, spent, or for another client): the player starts again. */
export class CodeRefused extends Error {
  override readonly name = 'CodeRefused';
}

/** How each provider authenticates our client at its token endpoint (RFC 6749 section 2.3.1). */
const clientAuthentication: Record<OAuthSignInMethod, 'basic' | 'body'> = {
  epic: 'basic',
  playstation: 'basic',
  twitch: 'body',
  xbox: 'body',
};

/** PlayStation's hosts per environment: `np` is production, any other value a partner environment. */
export function playStationHost(environment: string | null): string | null {
  if (environment === null || environment === 'np') return 'https://auth.api.sonyentertainmentnetwork.com';
  if (!/^[a-z0-9]([a-z0-9-]{0,30}[a-z0-9])?$/.test(environment)) return null;
  return `https://auth.api.${environment}.sonyentertainmentnetwork.com`;
}

function defaultEndpoints(
  method: OAuthSignInMethod,
  environment: string | null,
): { authorizationUrl: string; tokenUrl: string; userInfoUrl: string } | null {
  switch (method) {
    case 'epic':
      return {
        authorizationUrl: 'https://www.epicgames.com/id/authorize',
        tokenUrl: 'https://api.epicgames.dev/epic/oauth/v2/token',
        userInfoUrl: 'https://api.epicgames.dev/epic/oauth/v2/userInfo',
      };
    case 'twitch':
      return {
        authorizationUrl: 'https://id.twitch.tv/oauth2/authorize',
        tokenUrl: 'https://id.twitch.tv/oauth2/token',
        userInfoUrl: 'https://api.twitch.tv/helix/users',
      };
    case 'xbox':
      return {
        authorizationUrl: 'https://login.live.com/oauth20_authorize.srf',
        tokenUrl: 'https://login.live.com/oauth20_token.srf',
        userInfoUrl: 'https://graph.microsoft.com/oidc/userinfo',
      };
    case 'playstation': {
      const host = playStationHost(environment);
      if (host === null) return null;
      return {
        authorizationUrl: `${host}/2.0/oauth/authorize`,
        tokenUrl: `${host}/2.0/oauth/token`,
        userInfoUrl: `${host}/2.0/oauth/userinfo`,
      };
    }
  }
}

/**
 * The provider of a method, or null when it is not configured (no client credentials, or a PlayStation environment
 * that names no host while its URLs are not all configured). `environment` is the sign-in method's.
 */
export function resolveProvider(
  method: OAuthSignInMethod,
  config: OAuthProviderConfig,
  environment: string | null,
): OAuthProvider | null {
  if (config.clientId === undefined || config.clientSecret === undefined) return null;
  const defaults = defaultEndpoints(method, environment);
  const authorizationUrl = config.authorizationUrl ?? defaults?.authorizationUrl;
  const tokenUrl = config.tokenUrl ?? defaults?.tokenUrl;
  const userInfoUrl = config.userInfoUrl ?? defaults?.userInfoUrl;
  if (authorizationUrl === undefined || tokenUrl === undefined || userInfoUrl === undefined) return null;
  return {
    method,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    authorizationUrl,
    tokenUrl,
    userInfoUrl,
    scope: config.scope,
  };
}

/**
 * Whether a method is configured: client credentials for the OAuth 2 ones (and a known PlayStation host), nothing
 * for Steam, whose OpenID 2.0 needs no registration. The public configuration's `active` flag should use it too.
 */
export function isExternalMethodConfigured(
  config: Pick<Config, 'auth'>,
  code: SignInMethodCode,
  environment: string | null,
): boolean {
  if (code === 'steam') return true;
  return resolveProvider(code, config.auth.external.providers[code], environment) !== null;
}

/**
 * The provider's authorization page for this sign-in (parameters of a configured URL are kept), with the PKCE
 * challenge (S256). Every provider gets one: a server that does not know PKCE ignores the parameters (RFC 6749
 * section 3.1), one that does binds the code to our verifier.
 */
export function authorizationUrl(
  provider: OAuthProvider,
  state: string,
  redirectUri: string,
  pkce: { challenge: string },
): string {
  const url = new URL(provider.authorizationUrl);
  url.searchParams.set('code_challenge', pkce.challenge);
  url.searchParams.set('code_challenge_method', 'S256');
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', provider.scope);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  return url.toString();
}

/** Token errors that say the code is no good, rather than that the provider or our configuration is. */
const refusedCodeErrors = new Set(['invalid_grant', 'invalid_request']);

/** Exchanges an authorization code for an access token at the provider's token endpoint. */
export async function exchangeCode(
  provider: OAuthProvider,
  code: string,
  redirectUri: string,
  codeVerifier: string,
  timeoutMs: number,
): Promise<string> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    client_id: provider.clientId,
    code_verifier: codeVerifier,
  });
  const headers: Record<string, string> = {};
  if (clientAuthentication[provider.method] === 'basic') {
    // RFC 6749 section 2.3.1: both parts form-encoded before the base64.
    const user = `${encodeURIComponent(provider.clientId)}:${encodeURIComponent(provider.clientSecret)}`;
    headers.authorization = `Basic ${Buffer.from(user, 'utf8').toString('base64')}`;
  } else {
    form.set('client_secret', provider.clientSecret);
  }
  const answer = await callProvider(provider.tokenUrl, { method: 'POST', headers, form }, timeoutMs);
  const body = jsonObject(answer.text);
  if (answer.status === 400 || answer.status === 401) {
    if (typeof body?.error === 'string' && refusedCodeErrors.has(body.error)) throw new CodeRefused(body.error);
  }
  if (answer.status !== 200 || body === null) {
    const error = typeof body?.error === 'string' ? ` (${body.error.slice(0, 64)})` : '';
    throw new ProviderUnavailable(`${provider.method} token endpoint answered ${answer.status}${error}`);
  }
  const token = body.access_token;
  if (typeof token !== 'string' || token === '' || token.length > 8192) {
    throw new ProviderUnavailable(`${provider.method} token endpoint answered no access token`);
  }
  return token;
}

const idFields = ['sub', 'id', 'user_id', 'account_id', 'accountId', 'xuid'] as const;
const nameFields = [
  'display_name',
  'displayName',
  'preferred_username',
  'online_id',
  'onlineId',
  'gamertag',
  'name',
  'login',
  'personaname',
] as const;

/** Display names are shown in the account page: one line, at most 100 characters. */
export function cleanDisplayName(value: string): string {
  return [
    ...value
      .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
      .replace(/\s+/g, ' ')
      .trim(),
  ]
    .slice(0, 100)
    .join('');
}

/**
 * The account id and name in a user-info answer: OpenID Connect claims (`sub`, `preferred_username`), Twitch's
 * `data[0]` (`id`, `display_name`), or the common alternatives. Null without a usable id.
 */
export function identityOf(answer: Record<string, unknown>): ExternalIdentity | null {
  const data = answer.data;
  const record =
    Array.isArray(data) && typeof data[0] === 'object' && data[0] !== null
      ? (data[0] as Record<string, unknown>)
      : answer;
  let externalId: string | undefined;
  for (const field of idFields) {
    const value = record[field];
    if (typeof value === 'string' && /^[\x21-\x7e]{1,200}$/.test(value)) externalId = value;
    else if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) externalId = String(value);
    if (externalId !== undefined) break;
  }
  if (externalId === undefined) return null;
  let displayName = '';
  for (const field of nameFields) {
    const value = record[field];
    if (typeof value === 'string') displayName = cleanDisplayName(value);
    if (displayName !== '') break;
  }
  return { externalId, displayName: displayName === '' ? externalId : displayName };
}

/** Reads the player's account id and name at the provider's user-info endpoint. */
export async function fetchIdentity(
  provider: OAuthProvider,
  accessToken: string,
  timeoutMs: number,
): Promise<ExternalIdentity> {
  const headers: Record<string, string> = { authorization: `Bearer ${accessToken}` };
  // Twitch's API wants the client id besides the token.
  if (provider.method === 'twitch') headers['client-id'] = provider.clientId;
  const answer = await callProvider(provider.userInfoUrl, { method: 'GET', headers }, timeoutMs);
  const body = jsonObject(answer.text);
  if (answer.status !== 200 || body === null) {
    throw new ProviderUnavailable(`${provider.method} user-info endpoint answered ${answer.status}`);
  }
  const identity = identityOf(body);
  if (identity === null) throw new ProviderUnavailable(`${provider.method} user-info answer names no account`);
  return identity;
}
