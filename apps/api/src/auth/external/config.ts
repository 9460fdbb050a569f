import type { OAuthSignInMethod } from '@mynacon/contract';
import type { ConfigReader } from '../../config-reader.ts';

/** One OAuth 2 provider. A URL left unset is the provider's default (see `providerEndpoints`). */
export interface OAuthProviderConfig {
  clientId: string | undefined;
  clientSecret: string | undefined;
  authorizationUrl: string | undefined;
  tokenUrl: string | undefined;
  userInfoUrl: string | undefined;
  /** Space-separated scopes asked for. */
  scope: string;
}

/** Configuration of external sign-in (a section of the auth module's). */
export interface ExternalSignInConfig {
  providers: Record<OAuthSignInMethod, OAuthProviderConfig>;
  steam: {
    /** The OpenID 2.0 endpoint: `checkid_setup` and `check_authentication`. */
    openIdUrl: string;
    /** Web API key for the player's Steam name; without it the name shown is the SteamID. */
    webApiKey: string | undefined;
    playerSummariesUrl: string;
  };
  /** Deadline of one call to a provider in milliseconds. */
  timeoutMs: number;
  /** Seconds between starting a sign-in and posting its return. */
  stateTtl: number;
  /** Seconds a link ticket may be spent. */
  ticketTtl: number;
  /** Returns, link registrations and attaches per minute per client address; 0 turns the limit off. */
  rateLimit: number;
}

/** Variable prefix and default scope of each OAuth 2 method. */
const oauthMethods: Record<OAuthSignInMethod, { prefix: string; label: string; scope: string }> = {
  epic: { prefix: 'EPIC', label: 'Epic Games', scope: 'basic_profile' },
  playstation: { prefix: 'PLAYSTATION', label: 'PlayStation Network', scope: 'psn:s2s' },
  twitch: { prefix: 'TWITCH', label: 'Twitch', scope: 'user:read:email' },
  xbox: { prefix: 'XBOX', label: 'Xbox network (Microsoft account)', scope: 'XboxLive.signin openid profile' },
};

const defaultUrlNotes: Record<OAuthSignInMethod, { authorization: string; token: string; userInfo: string }> = {
  epic: {
    authorization: 'https://www.epicgames.com/id/authorize',
    token: 'https://api.epicgames.dev/epic/oauth/v2/token',
    userInfo: 'https://api.epicgames.dev/epic/oauth/v2/userInfo',
  },
  playstation: {
    authorization:
      'https://auth.api.sonyentertainmentnetwork.com/2.0/oauth/authorize (host by the method’s environment)',
    token: 'the environment’s host + /2.0/oauth/token',
    userInfo: 'the environment’s host + /2.0/oauth/userinfo',
  },
  twitch: {
    authorization: 'https://id.twitch.tv/oauth2/authorize',
    token: 'https://id.twitch.tv/oauth2/token',
    userInfo: 'https://api.twitch.tv/helix/users',
  },
  xbox: {
    authorization: 'https://login.live.com/oauth20_authorize.srf',
    token: 'https://login.live.com/oauth20_token.srf',
    userInfo: 'https://graph.microsoft.com/oidc/userinfo',
  },
};

function providerVariables(): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [method, { prefix, label, scope }] of Object.entries(oauthMethods)) {
    const urls = defaultUrlNotes[method as OAuthSignInMethod];
    variables[`${prefix}_CLIENT_ID`] =
      `OAuth client id of ${label} sign-in. With the secret set and the method's web login enabled, the method is active.`;
    variables[`${prefix}_CLIENT_SECRET`] = `OAuth client secret of ${label} sign-in (never logged).`;
    variables[`${prefix}_AUTHORIZATION_URL`] = `${label} authorization page. Default ${urls.authorization}.`;
    variables[`${prefix}_TOKEN_URL`] = `${label} token endpoint. Default ${urls.token}.`;
    variables[`${prefix}_USERINFO_URL`] =
      `${label} user-info endpoint (account id and name). Default ${urls.userInfo}.`;
    variables[`${prefix}_SCOPE`] = `Space-separated scopes asked of ${label}. Default ${scope}.`;
  }
  return variables;
}

/** Every variable of external sign-in, with what it accepts (listed in the README and in error messages). */
export const externalSignInConfigVariables: Record<string, string> = {
  EXTERNAL_SIGNIN_TIMEOUT_MS: 'Deadline of one call to a sign-in provider in milliseconds, 100 to 30000. Default 5000.',
  EXTERNAL_SIGNIN_STATE_TTL:
    'Seconds between starting an external sign-in and posting its return, 60 to 3600. Default 600.',
  EXTERNAL_LINK_TICKET_TTL:
    'Seconds a link ticket (an external account nobody has linked) may be used to register or link, 60 to 86400. Default 1800.',
  EXTERNAL_SIGNIN_RATE_LIMIT:
    'External sign-in returns, link registrations and attaches per minute per client address, 0 (off) to 10000. Default 30.',
  ...providerVariables(),
  STEAM_OPENID_URL: 'Steam OpenID 2.0 endpoint. Default https://steamcommunity.com/openid/login.',
  STEAM_WEB_API_KEY: 'Steam Web API key, for the player’s Steam name. Unset: the SteamID is shown instead.',
  STEAM_PLAYER_SUMMARIES_URL:
    'Steam player-summaries endpoint. Default https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v2.',
};

// RFC 6749 section 3.3: scope tokens of printable ASCII without space, `"` and `\`, separated by one space.
const scopePattern = /^[\x21\x23-\x5b\x5d-\x7e]+( [\x21\x23-\x5b\x5d-\x7e]+)*$/;
const clientIdPattern = /^[\x21-\x7e]{1,256}$/;

/** Reads the external sign-in variables; each wrong value is recorded through the reader. */
export function readExternalSignInConfig(read: ConfigReader): ExternalSignInConfig {
  const providers = {} as Record<OAuthSignInMethod, OAuthProviderConfig>;
  for (const [key, { prefix, scope: defaultScope }] of Object.entries(oauthMethods)) {
    const method = key as OAuthSignInMethod;
    const clientId = read.present(`${prefix}_CLIENT_ID`);
    if (clientId !== undefined && !clientIdPattern.test(clientId)) {
      read.wrong(`${prefix}_CLIENT_ID`, clientId, 'printable characters without spaces, at most 256');
    }
    const clientSecret = read.present(`${prefix}_CLIENT_SECRET`);
    if (clientSecret !== undefined && !clientIdPattern.test(clientSecret)) {
      read.problem(
        `${prefix}_CLIENT_SECRET is not valid: expected printable characters without spaces (value not shown).`,
      );
    }
    if ((clientId === undefined) !== (clientSecret === undefined)) {
      read.problem(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET go together: set both or neither.`);
    }
    const scope = read.string(`${prefix}_SCOPE`, defaultScope);
    if (!scopePattern.test(scope)) read.wrong(`${prefix}_SCOPE`, scope, 'scopes separated by single spaces');
    providers[method] = {
      clientId,
      clientSecret,
      authorizationUrl: read.optionalUrl(`${prefix}_AUTHORIZATION_URL`),
      tokenUrl: read.optionalUrl(`${prefix}_TOKEN_URL`),
      userInfoUrl: read.optionalUrl(`${prefix}_USERINFO_URL`),
      scope,
    };
  }
  const webApiKey = read.present('STEAM_WEB_API_KEY');
  if (webApiKey !== undefined && !/^[A-Za-z0-9]{8,128}$/.test(webApiKey)) {
    read.problem('STEAM_WEB_API_KEY is not valid: expected letters and digits (value not shown).');
  }
  return {
    providers,
    steam: {
      openIdUrl: read.url('STEAM_OPENID_URL', 'https://steamcommunity.com/openid/login'),
      webApiKey,
      playerSummariesUrl: read.url(
        'STEAM_PLAYER_SUMMARIES_URL',
        'https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v2',
      ),
    },
    timeoutMs: read.integer('EXTERNAL_SIGNIN_TIMEOUT_MS', 5000, 100, 30_000),
    stateTtl: read.integer('EXTERNAL_SIGNIN_STATE_TTL', 600, 60, 3600),
    ticketTtl: read.integer('EXTERNAL_LINK_TICKET_TTL', 1800, 60, 86_400),
    rateLimit: read.integer('EXTERNAL_SIGNIN_RATE_LIMIT', 30, 0, 10_000),
  };
}
