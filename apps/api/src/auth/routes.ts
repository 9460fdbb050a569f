import { createHash, timingSafeEqual } from 'node:crypto';
import { Auth } from '@auth/core';
import { getToken } from '@auth/core/jwt';
import { AuthFormBody, type CrossLoginResponse, endpoints } from '@mynacon/contract';
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import * as z from 'zod/mini';
import type { ServerContext } from '../context.ts';
import { json, noStoreHeaders } from '../http/answers.ts';
import { issuesOf, methodNotAllowed, refuseOtherMethods } from '../http/errors.ts';
import { formBody } from '../http/input.ts';
import { Refusal, unauthorized } from '../http/refusal.ts';
import { route } from '../http/routes.ts';
import { clientAddress } from '../services/client-address.ts';
import { writeLimit } from '../services/limits.ts';
import { type AuthRequestState, authBasePath, authJsConfig } from './authjs.ts';
import type { UserVariables } from './bearer.ts';
import { mintCrossLoginToken } from './cross-login.ts';
import { mountExternalSignIn } from './external/routes.ts';
import { HashQueueFull } from './hash-queue.ts';
import { authRuntime, bearerGuard } from './runtime.ts';
import { isSessionActive } from './sessions.ts';

/** The Auth.js actions we serve, with their method; `provider` ones take a provider id as the next segment. */
const actions: Record<string, { method: 'GET' | 'POST'; provider: boolean }> = {
  providers: { method: 'GET', provider: false },
  csrf: { method: 'GET', provider: false },
  session: { method: 'GET', provider: false },
  signin: { method: 'POST', provider: true },
  callback: { method: 'POST', provider: true },
  signout: { method: 'POST', provider: false },
};

/** Provider ids; both are credentials providers, whose sign-in Auth.js finishes at `callback`. */
const providers = new Set(['credentials', 'token']);

/** The spec's message (section 8) for a sign-out without a valid CSRF token. */
export const signOutCsrfMessage = 'Could not fetch CSRF Token for signing out';

/** Auth.js's own test of a callback URL: absolute http(s), or a path on our origin. */
function isValidCallbackUrl(url: string, origin: string): boolean {
  try {
    return /^https?:/.test(new URL(url, url.startsWith('/') ? origin : undefined).protocol);
  } catch {
    return false;
  }
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The double-submit check of Auth.js: the cookie holds `token|sha256(token + secret)`, the body the token. */
function csrfVerified(cookieValue: string | undefined, bodyToken: string | undefined, secret: string): boolean {
  if (cookieValue === undefined || bodyToken === undefined) return false;
  const [token, hash, ...rest] = cookieValue.split('|');
  if (token === undefined || token === '' || hash === undefined || rest.length > 0) return false;
  const expected = createHash('sha256').update(`${token}${secret}`).digest('hex');
  return safeEqual(hash, expected) && safeEqual(token, bodyToken);
}

/**
 * Registers the auth module's routes: the Auth.js REST interface under `/api/auth` (providers, csrf, session,
 * sign-in and callback of the `credentials` and `token` providers, sign-out) and `POST /api/auth/cross-login`.
 */
export function mountAuth(app: Hono, context: ServerContext): void {
  const runtime = authRuntime(context);
  const { auth } = context.config;
  const origin = new URL(context.config.publicBaseUrl).origin;
  // Auth.js names its cookies by the scheme of the URL it is given: ours is the public origin's.
  // Over https all of them are `__Host-` cookies (see authJsConfig).
  const prefix = origin.startsWith('https:') ? '__Host-' : '';
  const csrfCookie = `${prefix}authjs.csrf-token`;
  const callbackCookie = `${prefix}authjs.callback-url`;
  const clientAddressOf = (c: Context) => clientAddress(c, context.config.services);

  // Minting takes the session cookie of the token's own session as well as the token (decision 040): a bearer token
  // alone (read from a log, a proxy or a page's memory) cannot turn itself into a new session elsewhere.
  const sessionCookie = `${prefix}authjs.session-token`;
  route<Context<{ Variables: UserVariables }>>(
    app,
    endpoints.authCrossLogin,
    [bearerGuard(context), writeLimit(context)],
    async (c) => {
      if (!(await isSessionActive(context, c.get('sessionId'), c.get('userId')))) {
        throw new Refusal(unauthorized());
      }
      const cookie = c.req.header('cookie');
      const session =
        cookie === undefined
          ? null
          : await getToken({
              // Only the cookie: without one, getToken would read the Authorization header instead.
              req: { headers: { cookie } },
              secret: auth.secret,
              cookieName: sessionCookie,
              salt: sessionCookie,
              secureCookie: prefix !== '',
              logger: { error() {}, warn() {}, debug() {} } as unknown as Console,
            });
      if (session?.sid !== c.get('sessionId') || session?.uid !== c.get('userId')) {
        throw new Refusal(
          'forbidden',
          'A cross-login token is minted only by the browser signed in with this session (its session cookie and token).',
        );
      }
      const minted: CrossLoginResponse = await mintCrossLoginToken(context, c.get('userId'));
      return json(minted);
    },
  );
  refuseOtherMethods(app, [endpoints.authCrossLogin]);

  app.all(`${authBasePath}/*`, async (c) => {
    const path = c.req.path;
    const [action = '', provider, ...extra] = path.slice(authBasePath.length + 1).split('/');
    const route = Object.hasOwn(actions, action) ? actions[action] : undefined;
    if (route === undefined || extra.length > 0 || (provider !== undefined) !== route.provider) {
      throw new Refusal('not_found', `No ${c.req.method} ${path} on this server.`);
    }
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    if (method !== route.method) throw new Refusal(methodNotAllowed(c, [route.method]));
    if (provider !== undefined && !providers.has(provider)) {
      throw new Refusal('not_found', `There is no sign-in provider "${provider.slice(0, 40)}".`);
    }

    // Only the cookies of Auth.js go through, and never a callback URL Auth.js would fail on with a 500.
    const cookies = getCookie(c);
    const forwarded: string[] = [];
    for (const [name, value] of Object.entries(cookies)) {
      if (!/^(__Secure-|__Host-)?authjs\./.test(name)) continue;
      if (name === callbackCookie && !isValidCallbackUrl(value, origin)) continue;
      forwarded.push(`${name}=${encodeURIComponent(value)}`);
    }
    const headers = new Headers();
    if (forwarded.length > 0) headers.set('cookie', forwarded.join('; '));
    if (c.req.header('x-auth-return-redirect') !== undefined) headers.set('x-auth-return-redirect', '1');

    const state: AuthRequestState = {
      clientAddress: clientAddressOf(c),
      userAgent: c.req.header('user-agent'),
      botToken: undefined,
    };
    // Credentials providers sign in at the callback: `signin/{provider}` is the same call under the other name.
    const target = action === 'signin' ? 'callback' : action;
    let url = `${origin}${authBasePath}/${target}${provider === undefined ? '' : `/${provider}`}`;
    let body: string | undefined;

    if (method === 'GET') {
      const callbackUrl = c.req.query('callbackUrl');
      if (callbackUrl !== undefined && callbackUrl !== '') {
        if (callbackUrl.length > 2048 || !isValidCallbackUrl(callbackUrl, origin)) {
          throw new Refusal('invalid_query', 'A query parameter is not valid.', [
            { path: 'callbackUrl', code: 'other', message: 'Expected an http(s) URL or a path' },
          ]);
        }
        url += `?${new URLSearchParams({ callbackUrl })}`;
      }
    } else {
      const parsed = z.safeParse(AuthFormBody, await formBody(c));
      if (!parsed.success) {
        throw new Refusal('invalid_body', 'The body is not valid.', issuesOf(parsed.error));
      }
      const form = parsed.data;
      if (action === 'signout' && !csrfVerified(cookies[csrfCookie], form.csrfToken, auth.secret)) {
        throw new Refusal('invalid_csrf_token', signOutCsrfMessage);
      }
      state.botToken = form.recaptchaToken;
      const fields = new URLSearchParams();
      for (const [key, value] of Object.entries(form)) if (typeof value === 'string') fields.set(key, value);
      body = fields.toString();
      headers.set('content-type', 'application/x-www-form-urlencoded');
    }

    const answer = (await Auth(new Request(url, { method, headers, body }), authJsConfig(runtime, state))) as Response;
    // A full password-hash queue answers its own 503 (reason `server_busy`, with `Retry-After`).
    if (state.failure instanceof HashQueueFull) throw state.failure;
    if (state.failure !== undefined) {
      console.error(state.failure);
      throw new Refusal(
        'service_unavailable',
        action === 'session'
          ? 'The session cannot be checked right now. Try again in a moment.'
          : 'Signing in is not possible right now. Try again in a moment.',
        undefined,
        { 'retry-after': '5' },
      );
    }
    const out = new Headers(answer.headers);
    for (const [name, value] of Object.entries(noStoreHeaders)) if (!out.has(name)) out.set(name, value);
    if (state.retryAfter !== undefined) out.set('retry-after', String(state.retryAfter));
    return new Response(c.req.method === 'HEAD' ? null : answer.body, { status: answer.status, headers: out });
  });

  mountExternalSignIn(app, context);
}
