// Stand-ins for the external sign-in providers of the end-to-end run, started by global-setup.ts before the API:
// an OAuth 2 server (oauth2-mock-server) for Epic, PlayStation, Twitch and Xbox, and Steam's OpenID 2.0 endpoint
// and Web API. Tests choose who signs in at the provider (or that the player cancels there) through a small
// control endpoint, `EXTERNAL_E2E_CONTROL_URL`, since the stand-ins run in the setup process, not in the tests'.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Events, OAuth2Server } from 'oauth2-mock-server';

export const oauthMethods = ['epic', 'playstation', 'twitch', 'xbox'] as const;
export type OAuthMethod = (typeof oauthMethods)[number];
export const externalMethods = [...oauthMethods, 'steam'] as const;
export type ExternalMethod = (typeof externalMethods)[number];

/** Who the provider signs in next, set by a test: an account id at the provider and its name. */
export interface ProviderIdentity {
  id: string;
  name: string;
}

/** What a test asks of a provider through the control endpoint. */
export interface ProviderPlan {
  method: ExternalMethod;
  /** The account the provider signs in from now on. */
  identity?: ProviderIdentity;
  /** The player cancels at the provider (once). */
  cancel?: boolean;
}

export interface ExternalProviders {
  /** The API's environment pointing every method at the stand-ins. */
  env: Record<string, string>;
  /** `POST` a `ProviderPlan` as JSON here. */
  controlUrl: string;
  stop(): Promise<void>;
}

/** The user-info answer of each provider for an account, in its own shape. */
function userInfoOf(method: OAuthMethod, { id, name }: ProviderIdentity): Record<string, unknown> {
  switch (method) {
    case 'epic':
      return { sub: id, preferred_username: name };
    case 'twitch':
      return { data: [{ id, login: name.toLowerCase().replace(/\W/g, ''), display_name: name }] };
    case 'xbox':
      return { sub: id, name };
    case 'playstation':
      return { user_id: id, online_id: name };
  }
}

const methodOfClient = (clientId: unknown): OAuthMethod | undefined =>
  oauthMethods.find((method) => clientId === `${method}-client`);

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts the stand-ins on 127.0.0.1; `stop` closes both. */
export async function startExternalProviders(): Promise<ExternalProviders> {
  const identities = new Map<ExternalMethod, ProviderIdentity>();
  const cancels = new Set<ExternalMethod>();
  /** The identity each authorization code was issued for, then each access token. */
  const byCode = new Map<string, ProviderIdentity & { method: OAuthMethod }>();

  const oauth = new OAuth2Server();
  await oauth.issuer.keys.generate('RS256');
  await oauth.start(0, '127.0.0.1');
  const issuer = `http://127.0.0.1:${oauth.address().port}`;
  oauth.issuer.url = issuer;
  oauth.service.on(Events.BeforeAuthorizeRedirect, ({ url }: { url: URL }, req: IncomingMessage) => {
    const query = new URL(req.url ?? '/', issuer).searchParams;
    const method = methodOfClient(query.get('client_id'));
    const code = url.searchParams.get('code');
    if (method === undefined || code === null) return;
    if (cancels.delete(method)) {
      // RFC 6749 section 4.1.2.1: the player said no.
      url.searchParams.delete('code');
      url.searchParams.set('error', 'access_denied');
      return;
    }
    const identity = identities.get(method) ?? { id: `${method}-nobody`, name: 'Nobody' };
    byCode.set(code, { ...identity, method });
  });
  oauth.service.on(Events.BeforeTokenSigning, (token, req) => {
    const code = (req.body as Record<string, unknown>).code;
    const identity = typeof code === 'string' ? byCode.get(code) : undefined;
    if (identity !== undefined) token.payload.e2e_identity = identity;
  });
  oauth.service.on(Events.BeforeResponse, (response, req) => {
    // Plain OAuth 2: the API never reads an id_token.
    if (typeof response.body === 'object') delete response.body.id_token;
    // PKCE (RFC 7636): the mock checks a verifier against the code's challenge only when one is sent; refuse a
    // code exchanged without one, as a provider that supports PKCE does.
    const body = req.body as Record<string, unknown>;
    if (body.grant_type === 'authorization_code' && body.code_verifier === undefined) {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant', error_description: 'code_verifier required' };
    }
  });
  oauth.service.on(Events.BeforeUserinfo, (response, req) => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8') || '{}') as {
      e2e_identity?: ProviderIdentity & { method: OAuthMethod };
    };
    const identity = payload.e2e_identity;
    if (identity === undefined) {
      response.statusCode = 401;
      response.body = { error: 'invalid_token' };
      return;
    }
    response.body = userInfoOf(identity.method, identity);
  });

  // Steam: `checkid_setup` signs the chosen account in at once; `check_authentication` confirms each signature once.
  const signatures = new Set<string>();
  const names = new Map<string, string>();
  let counter = 0;
  let steamOpenIdUrl = '';
  const steam: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      if (request.method === 'POST' && url.pathname === '/control') {
        const plan = JSON.parse(await readBody(request)) as ProviderPlan;
        if (plan.identity) {
          identities.set(plan.method, plan.identity);
          if (plan.method === 'steam') names.set(plan.identity.id, plan.identity.name);
        }
        if (plan.cancel) cancels.add(plan.method);
        response.writeHead(204).end();
        return;
      }
      if (request.method === 'GET' && url.pathname === '/openid/login') {
        const returnTo = new URL(url.searchParams.get('openid.return_to') ?? '');
        if (cancels.delete('steam')) {
          returnTo.searchParams.set('openid.ns', 'http://specs.openid.net/auth/2.0');
          returnTo.searchParams.set('openid.mode', 'cancel');
        } else {
          const id = identities.get('steam')?.id ?? '76561190000000000';
          counter += 1;
          const sig = `sig-${counter}-${Math.random().toString(36).slice(2)}`;
          signatures.add(sig);
          const claimed = `https://steamcommunity.com/openid/id/${id}`;
          const fields: Record<string, string> = {
            'openid.ns': 'http://specs.openid.net/auth/2.0',
            'openid.mode': 'id_res',
            'openid.op_endpoint': steamOpenIdUrl,
            'openid.claimed_id': claimed,
            'openid.identity': claimed,
            'openid.return_to': returnTo.href,
            'openid.response_nonce': `${new Date().toISOString().slice(0, 19)}Z${counter}`,
            'openid.assoc_handle': '1234567890',
            'openid.signed': 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle',
            'openid.sig': sig,
          };
          for (const [key, value] of Object.entries(fields)) returnTo.searchParams.set(key, value);
        }
        response.writeHead(302, { location: returnTo.href }).end();
        return;
      }
      if (request.method === 'POST' && url.pathname === '/openid/login') {
        const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
        const valid = form['openid.mode'] === 'check_authentication' && signatures.delete(form['openid.sig'] ?? '');
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.end(`ns:http://specs.openid.net/auth/2.0\nis_valid:${valid}\n`);
        return;
      }
      if (request.method === 'GET' && url.pathname === '/ISteamUser/GetPlayerSummaries/v2') {
        const name = names.get(url.searchParams.get('steamids') ?? '');
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ response: { players: name === undefined ? [] : [{ personaname: name }] } }));
        return;
      }
      response.writeHead(404).end();
    })().catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => steam.listen(0, '127.0.0.1', resolve));
  const steamBase = `http://127.0.0.1:${(steam.address() as AddressInfo).port}`;
  steamOpenIdUrl = `${steamBase}/openid/login`;

  const env: Record<string, string> = {
    EXTERNAL_SIGNIN_RATE_LIMIT: '0',
    STEAM_OPENID_URL: steamOpenIdUrl,
    STEAM_PLAYER_SUMMARIES_URL: `${steamBase}/ISteamUser/GetPlayerSummaries/v2`,
    STEAM_WEB_API_KEY: 'STEAMKEY1234',
  };
  for (const method of oauthMethods) {
    const prefix = method.toUpperCase();
    env[`${prefix}_CLIENT_ID`] = `${method}-client`;
    env[`${prefix}_CLIENT_SECRET`] = `${method}-secret`;
    env[`${prefix}_AUTHORIZATION_URL`] = `${issuer}/authorize`;
    env[`${prefix}_TOKEN_URL`] = `${issuer}/token`;
    env[`${prefix}_USERINFO_URL`] = `${issuer}/userinfo`;
  }
  return {
    env,
    controlUrl: `${steamBase}/control`,
    async stop() {
      await Promise.all([
        oauth.stop(),
        new Promise<void>((resolve) => {
          steam.close(() => resolve());
          steam.closeAllConnections();
        }),
      ]);
    },
  };
}
