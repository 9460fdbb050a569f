import { randomBytes } from 'node:crypto';
import type { SignInMethodCode } from '@mynacon/contract';
import { type ExternalSignInOutcome, externalEndpoints, externalSignInMessages } from '@mynacon/contract';
import type { Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { type Mailer, mailerFor } from '../../accounts/mail.ts';
import { methodLabels } from '../../accounts/method-labels.ts';
import { precheckNewAccount, usernameConflict } from '../../accounts/new-account.ts';
import type { ServerContext } from '../../context.ts';
import { json, noStoreHeaders } from '../../http/answers.ts';
import { refuseOtherMethods } from '../../http/errors.ts';
import { jsonBody, pathParams, queryParams } from '../../http/input.ts';
import { Refusal, tooManyRequests, unauthorized } from '../../http/refusal.ts';
import { route } from '../../http/routes.ts';
import { clientAddress, limitKeyOf } from '../../services/client-address.ts';
import { sharedRateLimiter } from '../../services/limits.ts';
import { recordSecurityEvent } from '../audit.ts';
import { isRecentlyReauthenticated, reauthRequired } from '../reauth.ts';
import { readBearer } from '../runtime.ts';
import { isSessionActive } from '../sessions.ts';
import { linkAccount, spendTicket, type TicketIdentity } from './links.ts';
import { type ActiveMethod, externalOutcomes } from './outcome.ts';
import {
  authorizationUrl,
  exchangeCode,
  fetchIdentity,
  isExternalMethodConfigured,
  resolveProvider,
} from './providers.ts';
import { linkConflict, providerFailure, stateProblem, ticketGone, unavailable } from './refusals.ts';
import { createLinkedAccount } from './register.ts';
import {
  bindingHash,
  codeChallenge,
  codeVerifier,
  newNonce,
  type SignInState,
  signState,
  spendState,
  stateKey,
  verifyState,
} from './state.ts';
import {
  steamAuthorizationUrl,
  steamDisplayName,
  steamIdOf,
  steamReturnPage,
  steamReturnPath,
  steamReturnTo,
  verifyWithSteam,
} from './steam.ts';

const fallbackLabels = methodLabels;

/** The binding cookie ties a sign-in's return to the browser that started it (RFC 6749 section 10.12). */
function bindingCookie(publicBaseUrl: string): { name: string; secure: boolean } {
  const secure = new URL(publicBaseUrl).protocol === 'https:';
  return { name: `${secure ? '__Host-' : ''}mynacon.external-signin`, secure };
}
const bindingPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * Registers external sign-in: the authorization URL of each method, the returns of OAuth 2 (`callback`) and Steam
 * (`verify`), Steam's return page, and registering or attaching an external account nobody has linked.
 */
export function mountExternalSignIn(app: Hono, context: ServerContext, options: { mailer?: Mailer } = {}): void {
  const { db, config } = context;
  const external = config.auth.external;
  const mailer = options.mailer ?? mailerFor(context);
  const key = stateKey(config.auth.secret);
  const cookie = bindingCookie(config.publicBaseUrl);
  const limiter = sharedRateLimiter(context, 'external', external.rateLimit);
  const clientOf = (c: Context) => limitKeyOf(clientAddress(c, config.services));
  const redirectUri = (method: SignInMethodCode) => `${config.publicBaseUrl}/externallogin/${method}`;
  const steamPage = steamReturnPage(config.publicBaseUrl);

  /** Refuses (429) a client past the external sign-in limit. */
  const { outcome, mailLinkNotice } = externalOutcomes(context, mailer);
  const limited = async (c: Context): Promise<void> => {
    const taken = await limiter.take(clientOf(c) ?? 'unknown');
    if (!taken.allowed) throw new Refusal(tooManyRequests(taken.retryAfter));
  };

  /** The player of a bearer token with a live session: `none` without a header, `invalid` for a bad one. */
  const bearerOf = async (c: Context): Promise<number | 'none' | 'invalid'> => {
    const claims = await readBearer(context, c.req.header('authorization'));
    if (claims === 'none') return 'none';
    if (typeof claims === 'string' || !(await isSessionActive(context, claims.sessionId, claims.userId))) {
      return 'invalid';
    }
    return claims.userId;
  };

  /** The player of a bearer token who may link now: re-authenticated in the last 10 minutes (decision 036). */
  const linkingPlayer = async (c: Context): Promise<number> => {
    const claims = await readBearer(context, c.req.header('authorization'));
    if (claims === 'none') throw new Refusal(unauthorized(false));
    if (typeof claims === 'string' || !(await isSessionActive(context, claims.sessionId, claims.userId))) {
      throw new Refusal(unauthorized(true));
    }
    if (!(await isRecentlyReauthenticated(db, claims.sessionId, context.now()))) throw reauthRequired();
    return claims.userId;
  };

  const activeMethod = async (code: SignInMethodCode): Promise<ActiveMethod | null> => {
    const row = await db
      .selectFrom('sign_in_methods')
      .select(['label', 'environment', 'web_login_enabled'])
      .where('code', '=', code)
      .executeTakeFirst();
    if (row === undefined || !row.web_login_enabled) return null;
    if (!isExternalMethodConfigured(config, code, row.environment)) return null;
    return { code, label: row.label || fallbackLabels[code], environment: row.environment };
  };
  /** The method's label, read with `executor` (inside a transaction, its own: PGlite has a single connection). */
  const labelOf = async (executor: typeof db, code: SignInMethodCode) => {
    const row = await executor
      .selectFrom('sign_in_methods')
      .select('label')
      .where('code', '=', code)
      .executeTakeFirst();
    return row?.label || fallbackLabels[code];
  };

  /** The state's checks at a return, and its single spend; refuses a state that fails one. */
  const acceptState = async (c: Context, value: string, method: SignInMethodCode): Promise<SignInState> => {
    const check = verifyState(key, value, context.now());
    if (!check.ok) {
      throw check.reason === 'expired'
        ? stateProblem(externalSignInMessages.stateExpired, 'state_expired')
        : stateProblem(externalSignInMessages.stateInvalid, 'state_invalid');
    }
    const { state } = check;
    if (state.method !== method) throw stateProblem(externalSignInMessages.stateInvalid, 'state_invalid');
    const binding = getCookie(c, cookie.name);
    if (binding === undefined || !bindingPattern.test(binding) || bindingHash(binding) !== state.binding) {
      throw stateProblem(externalSignInMessages.stateOtherBrowser, 'state_other_browser');
    }
    if (state.intent === 'link') {
      const player = await bearerOf(c);
      if (typeof player !== 'number') throw new Refusal(unauthorized(player === 'invalid'));
      if (player !== state.userId) throw new Refusal('forbidden', 'This link was started by another account.');
    }
    if (!(await spendState(db, state, context.now())))
      throw stateProblem(externalSignInMessages.stateUsed, 'state_used');
    return state;
  };

  const authorize = externalEndpoints.externalAuthorize;
  route(app, externalEndpoints.externalAuthorize, [], async (c) => {
    const { method: code } = pathParams(c, authorize);
    const query = queryParams(c, authorize.query);
    const method = await activeMethod(code);
    if (method === null) throw unavailable(code);
    let userId: number | null = null;
    if (query.intent === 'link') {
      userId = await linkingPlayer(c);
    }
    const present = getCookie(c, cookie.name);
    const binding =
      present !== undefined && bindingPattern.test(present) ? present : randomBytes(32).toString('base64url');
    setCookie(c, cookie.name, binding, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure: cookie.secure,
      maxAge: external.stateTtl,
    });
    const nonce = newNonce();
    const state = signState(key, {
      method: code,
      intent: query.intent,
      locale: query.locale ?? null,
      expires: context.now() + external.stateTtl * 1000,
      nonce,
      userId,
      binding: bindingHash(binding),
    });
    let url: string;
    if (code === 'steam') {
      url = steamAuthorizationUrl(external, config.publicBaseUrl, state);
    } else {
      const provider = resolveProvider(code, external.providers[code], method.environment);
      if (provider === null) throw unavailable(code);
      const challenge = codeChallenge(codeVerifier(key, nonce, binding));
      url = authorizationUrl(provider, state, redirectUri(code), { challenge });
    }
    // Through the context, which carries the binding cookie.
    return c.json({ url }, 200, noStoreHeaders);
  });

  route(app, externalEndpoints.externalCallback, [], async (c) => {
    await limited(c);
    const code = pathParams(c, externalEndpoints.externalCallback).method;
    const method = await activeMethod(code);
    if (method === null) throw unavailable(code);
    const provider = resolveProvider(code, external.providers[code], method.environment);
    if (provider === null) throw unavailable(code);
    const body = await jsonBody(c, externalEndpoints.externalCallback);
    const state = await acceptState(c, body.state, code);
    let identity: TicketIdentity;
    try {
      // acceptState checked the binding cookie against the state: it is there and well formed.
      const verifier = codeVerifier(key, state.nonce, getCookie(c, cookie.name) ?? '');
      const accessToken = await exchangeCode(provider, body.code, redirectUri(code), verifier, external.timeoutMs);
      identity = { method: code, ...(await fetchIdentity(provider, accessToken, external.timeoutMs)) };
    } catch (error) {
      throw providerFailure(error, method.label);
    }
    return outcome(c, method, state, identity);
  });

  route(app, externalEndpoints.steamVerify, [], async (c) => {
    await limited(c);
    const method = await activeMethod('steam');
    if (method === null) throw unavailable('steam');
    const body = await jsonBody(c, externalEndpoints.steamVerify);
    const assertion = steamIdOf(body, {
      opEndpoint: external.steam.openIdUrl,
      returnTo: steamReturnTo(config.publicBaseUrl, body.state),
    });
    if (!assertion.ok) throw new Refusal('invalid_body', 'The body is not valid.', assertion.issues);
    const state = await acceptState(c, body.state, 'steam');
    let identity: TicketIdentity;
    try {
      if (!(await verifyWithSteam(external, body, external.timeoutMs))) {
        throw new Refusal('invalid_body', 'The body is not valid.', [
          { path: 'openid.sig', code: 'steam_refused', message: externalSignInMessages.steamRefused },
        ]);
      }
      const displayName = await steamDisplayName(external, assertion.steamId, external.timeoutMs);
      identity = { method: 'steam', externalId: assertion.steamId, displayName };
    } catch (error) {
      throw providerFailure(error, method.label);
    }
    return outcome(c, method, state, identity);
  });

  app.get(steamReturnPath, () => {
    return new Response(steamPage.html, {
      status: 200,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': steamPage.contentSecurityPolicy,
        // The query holds the OpenID answer and the state: never sent on.
        'referrer-policy': 'no-referrer',
        ...noStoreHeaders,
      },
    });
  });

  route(app, externalEndpoints.externalLinkRegister, [], async (c) => {
    await limited(c);
    const body = await jsonBody(c, externalEndpoints.externalLinkRegister);
    const precheck = await precheckNewAccount(context, clientOf(c) ?? 'unknown', body);
    await db.transaction().execute(async (trx) => {
      const ticket = await spendTicket(trx, body.ticket, context.now());
      if (!ticket.ok) throw ticketGone(ticket.reason);
      const result = await createLinkedAccount(context, trx, body, ticket.identity, precheck);
      if (result.kind === 'username_taken') throw usernameConflict();
      if (result.kind === 'taken') throw linkConflict('taken', await labelOf(trx, ticket.identity.method));
      await mailer.record(trx, [result.mail]);
    });
    mailer.dispatch();
    return json({ success: true });
  });

  route(app, externalEndpoints.externalLinkAttach, [], async (c) => {
    await limited(c);
    const player = await linkingPlayer(c);
    const parsed = await jsonBody(c, externalEndpoints.externalLinkAttach);
    const { identity, isNew } = await db.transaction().execute(async (trx) => {
      const ticket = await spendTicket(trx, parsed.ticket, context.now());
      if (!ticket.ok) throw ticketGone(ticket.reason);
      const result = await linkAccount(trx, player, ticket.identity, context.now());
      if (result === 'taken' || result === 'method_taken')
        throw linkConflict(result, await labelOf(trx, ticket.identity.method));
      if (result === 'linked')
        await mailLinkNotice(trx, player, ticket.identity, await labelOf(trx, ticket.identity.method));
      return { identity: ticket.identity, isNew: result === 'linked' };
    });
    if (isNew) {
      mailer.dispatch();
      await recordSecurityEvent(context, {
        type: 'external_linked',
        userId: player,
        clientAddress: clientAddress(c, config.services),
        userAgent: c.req.header('user-agent'),
        detail: { method: identity.method },
      });
    }
    const linked: ExternalSignInOutcome = {
      status: 'linked',
      method: identity.method,
      displayName: identity.displayName,
      locale: null,
    };
    return json(linked);
  });

  refuseOtherMethods(app, [
    { method: 'GET', path: '/api/external/:method/authorize' },
    { method: 'POST', path: '/api/external/:method/callback' },
    { method: 'POST', path: '/api/external/steam/verify' },
    { method: 'POST', path: '/api/external/link/register' },
    { method: 'POST', path: '/api/external/link/attach' },
    { method: 'GET', path: steamReturnPath },
  ]);
}
