import { randomBytes } from 'node:crypto';
import type { IssueCode, SignInMethodCode } from '@mynacon/contract';
import type { Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import * as z from 'zod/mini';
import { type Mailer, mailerFor } from '../../accounts/mail.ts';
import { maskEmail } from '../../accounts/mail-texts.ts';
import { precheckNewAccount, usernameConflict } from '../../accounts/registration.ts';
import type { ServerContext } from '../../context.ts';
import { readJsonBody } from '../../http/body.ts';
import { errorResponse, issuesOf, refuseOtherMethods } from '../../http/errors.ts';
import { queryRecord } from '../../http/query.ts';
import { clientAddress } from '../../services/client-address.ts';
import { createRateLimiter } from '../../services/rate-limit.ts';
import { accessTokenKey, verifyAccessToken } from '../bearer.ts';
import { mintCrossLoginToken } from '../cross-login.ts';
import { isSessionActive } from '../sessions.ts';
import { type ExternalSignInOutcome, externalEndpoints, externalSignInMessages } from './contract.ts';
import { issueTicket, linkAccount, refreshDisplayName, spendTicket, type TicketIdentity } from './links.ts';
import {
  authorizationUrl,
  CodeRefused,
  exchangeCode,
  fetchIdentity,
  isExternalMethodConfigured,
  resolveProvider,
} from './providers.ts';
import { createLinkedAccount } from './register.ts';
import { bindingHash, newNonce, type SignInState, signState, spendState, stateKey, verifyState } from './state.ts';
import {
  steamAuthorizationUrl,
  steamDisplayName,
  steamIdOf,
  steamReturnPage,
  steamReturnPath,
  steamReturnTo,
  verifyWithSteam,
} from './steam.ts';
import { ProviderUnavailable } from './upstream.ts';

/** Labels for messages when the sign-in method's row has none to offer. */
const fallbackLabels: Record<SignInMethodCode, string> = {
  epic: 'Epic Games',
  playstation: 'PlayStation Network',
  steam: 'Steam',
  twitch: 'Twitch',
  xbox: 'Xbox Network',
};

const noStore = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

/** A refusal thrown inside a transaction, so that it rolls back, with its answer. */
class Refusal extends Error {
  readonly answer: Response;
  constructor(answer: Response) {
    super('refused');
    this.answer = answer;
  }
}

/** A JSON answer that is never cached. */
const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8', ...noStore },
  });

/** A sign-in method as configured here and in the `sign_in_methods` table. */
interface ActiveMethod {
  code: SignInMethodCode;
  label: string;
  environment: string | null;
}

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
  const bearerKey = accessTokenKey(config.auth.secret);
  const cookie = bindingCookie(config.publicBaseUrl);
  const limiter = createRateLimiter(external.rateLimit, context.now);
  const clientOf = (c: Context) => clientAddress(c, config.services.trustProxyHops);
  const redirectUri = (method: SignInMethodCode) => `${config.publicBaseUrl}/externallogin/${method}`;
  const steamPage = steamReturnPage(config.publicBaseUrl);

  const stateProblem = (message: string, code: IssueCode) =>
    errorResponse('invalid_body', 'The body is not valid.', [{ path: 'state', code, message }]);
  const unauthorized = (invalid: boolean) =>
    errorResponse('unauthorized', 'Unauthorized', undefined, {
      'www-authenticate': invalid ? 'Bearer error="invalid_token"' : 'Bearer',
    });
  const limited = (c: Context): Response | null => {
    const taken = limiter.take(clientOf(c) ?? 'unknown');
    if (taken.allowed) return null;
    return errorResponse('too_many_requests', 'Too many requests. Try again later.', undefined, {
      'retry-after': String(taken.retryAfter),
    });
  };

  /** The player of a bearer token with a live session: `none` without a header, `invalid` for a bad one. */
  const bearerOf = async (c: Context): Promise<number | 'none' | 'invalid'> => {
    const header = c.req.header('authorization');
    if (header === undefined) return 'none';
    const match = /^Bearer ([A-Za-z0-9_.-]{10,4096})$/.exec(header);
    const claims = match === null ? null : await verifyAccessToken(bearerKey, match[1] as string, context.now());
    if (claims === null || !(await isSessionActive(context, claims.sessionId, claims.userId))) return 'invalid';
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
  const unavailable = (code: SignInMethodCode) =>
    errorResponse('not_found', `Signing in with ${fallbackLabels[code]} is not available.`);

  const ticketGone = (reason: 'invalid' | 'used' | 'expired') =>
    reason === 'invalid'
      ? errorResponse('invalid_body', 'The body is not valid.', [
          { path: 'ticket', code: 'ticket_invalid', message: externalSignInMessages.ticketInvalid },
        ])
      : reason === 'used'
        ? errorResponse('gone', externalSignInMessages.ticketUsed, undefined, {}, 'ticket_used')
        : errorResponse('gone', externalSignInMessages.ticketExpired, undefined, {}, 'ticket_expired');
  const linkConflict = (result: 'taken' | 'method_taken', label: string) =>
    result === 'taken'
      ? errorResponse(
          'conflict',
          `This ${label} account is already linked to another player.`,
          undefined,
          {},
          'already_linked',
        )
      : errorResponse(
          'conflict',
          `Your account is already linked to another ${label} account. Unlink it first.`,
          undefined,
          {},
          'method_taken',
        );
  /** The method's label, read with `executor` (inside a transaction, its own: PGlite has a single connection). */
  const labelOf = async (executor: typeof db, code: SignInMethodCode) => {
    const row = await executor
      .selectFrom('sign_in_methods')
      .select('label')
      .where('code', '=', code)
      .executeTakeFirst();
    return row?.label || fallbackLabels[code];
  };

  /** The state's checks at a return, and its single spend; a response when it is refused. */
  const acceptState = async (c: Context, value: string, method: SignInMethodCode): Promise<SignInState | Response> => {
    const check = verifyState(key, value, context.now());
    if (!check.ok) {
      return check.reason === 'expired'
        ? stateProblem(externalSignInMessages.stateExpired, 'state_expired')
        : stateProblem(externalSignInMessages.stateInvalid, 'state_invalid');
    }
    const { state } = check;
    if (state.method !== method) return stateProblem(externalSignInMessages.stateInvalid, 'state_invalid');
    const binding = getCookie(c, cookie.name);
    if (binding === undefined || !bindingPattern.test(binding) || bindingHash(binding) !== state.binding) {
      return stateProblem(externalSignInMessages.stateOtherBrowser, 'state_other_browser');
    }
    if (state.intent === 'link') {
      const player = await bearerOf(c);
      if (typeof player !== 'number') return unauthorized(player === 'invalid');
      if (player !== state.userId) return errorResponse('forbidden', 'This link was started by another account.');
    }
    if (!(await spendState(db, state, context.now())))
      return stateProblem(externalSignInMessages.stateUsed, 'state_used');
    return state;
  };

  /** Where a verified external account leads: signed in, linked, link required or confirmation required. */
  const outcome = async (method: ActiveMethod, state: SignInState, identity: TicketIdentity): Promise<Response> => {
    const now = context.now();
    const base = { method: method.code, locale: state.locale };
    if (state.intent === 'link' && state.userId !== null) {
      const result = await linkAccount(db, state.userId, identity, now);
      if (result !== 'linked') return linkConflict(result, method.label);
      const linked: ExternalSignInOutcome = { status: 'linked', displayName: identity.displayName, ...base };
      return json(linked);
    }
    const owner = await db
      .selectFrom('linked_accounts as l')
      .innerJoin('users as u', 'u.id', 'l.user_id')
      .select(['u.id', 'u.email', 'u.email_confirmed_at', 'l.display_name'])
      .where('l.provider', '=', identity.method)
      .where('l.external_id', '=', identity.externalId)
      .executeTakeFirst();
    if (owner === undefined) {
      const { ticket, expires } = await issueTicket(db, identity, external.ticketTtl, now);
      const required: ExternalSignInOutcome = {
        status: 'link_required',
        ticket,
        expires,
        displayName: identity.displayName,
        ...base,
      };
      return json(required);
    }
    await refreshDisplayName(db, identity, owner.display_name);
    if (owner.email_confirmed_at === null) {
      const pending: ExternalSignInOutcome = {
        status: 'confirmation_required',
        email: maskEmail(owner.email),
        ...base,
      };
      return json(pending);
    }
    const { token } = await mintCrossLoginToken(context, owner.id);
    const signedIn: ExternalSignInOutcome = { status: 'signed_in', signInToken: token, ...base };
    return json(signedIn);
  };

  /** A provider call's failure as an answer: the player's code refused (400) or the provider unusable (502). */
  const providerFailure = (error: unknown, label: string): Response => {
    if (error instanceof CodeRefused) {
      return errorResponse('invalid_body', 'The body is not valid.', [
        { path: 'code', code: 'code_refused', message: externalSignInMessages.codeRefused },
      ]);
    }
    if (error instanceof ProviderUnavailable) {
      console.error(`External sign-in: ${error.message}`);
      return errorResponse('bad_gateway', `${label} cannot be reached right now. Try again in a moment.`, undefined, {
        'retry-after': '5',
      });
    }
    throw error;
  };

  const authorize = externalEndpoints.externalAuthorize;
  app.get('/api/external/:method/authorize', async (c) => {
    const params = z.safeParse(authorize.params, c.req.param());
    if (!params.success) {
      return errorResponse('invalid_path_parameter', 'A path parameter is not valid.', issuesOf(params.error));
    }
    const query = z.safeParse(authorize.query, queryRecord(c));
    if (!query.success) return errorResponse('invalid_query', 'A query parameter is not valid.', issuesOf(query.error));
    const { method: code } = params.data;
    const method = await activeMethod(code);
    if (method === null) return unavailable(code);
    let userId: number | null = null;
    if (query.data.intent === 'link') {
      const player = await bearerOf(c);
      if (typeof player !== 'number') return unauthorized(player === 'invalid');
      userId = player;
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
    const state = signState(key, {
      method: code,
      intent: query.data.intent,
      locale: query.data.locale ?? null,
      expires: context.now() + external.stateTtl * 1000,
      nonce: newNonce(),
      userId,
      binding: bindingHash(binding),
    });
    let url: string;
    if (code === 'steam') {
      url = steamAuthorizationUrl(external, config.publicBaseUrl, state);
    } else {
      const provider = resolveProvider(code, external.providers[code], method.environment);
      if (provider === null) return unavailable(code);
      url = authorizationUrl(provider, state, redirectUri(code));
    }
    // Through the context, which carries the binding cookie.
    return c.json({ url }, 200, noStore);
  });

  app.post('/api/external/:method/callback', async (c) => {
    const refused = limited(c);
    if (refused !== null) return refused;
    const params = z.safeParse(externalEndpoints.externalCallback.params, c.req.param());
    if (!params.success) {
      return errorResponse('invalid_path_parameter', 'A path parameter is not valid.', issuesOf(params.error));
    }
    const code = params.data.method;
    const method = await activeMethod(code);
    if (method === null) return unavailable(code);
    const provider = resolveProvider(code, external.providers[code], method.environment);
    if (provider === null) return unavailable(code);
    const body = await readJsonBody(c, externalEndpoints.externalCallback.body);
    if (!body.ok) return body.response;
    const state = await acceptState(c, body.data.state, code);
    if (state instanceof Response) return state;
    let identity: TicketIdentity;
    try {
      const accessToken = await exchangeCode(provider, body.data.code, redirectUri(code), external.timeoutMs);
      identity = { method: code, ...(await fetchIdentity(provider, accessToken, external.timeoutMs)) };
    } catch (error) {
      return providerFailure(error, method.label);
    }
    return outcome(method, state, identity);
  });

  app.post('/api/external/steam/verify', async (c) => {
    const refused = limited(c);
    if (refused !== null) return refused;
    const method = await activeMethod('steam');
    if (method === null) return unavailable('steam');
    const body = await readJsonBody(c, externalEndpoints.steamVerify.body);
    if (!body.ok) return body.response;
    const assertion = steamIdOf(body.data, {
      opEndpoint: external.steam.openIdUrl,
      returnTo: steamReturnTo(config.publicBaseUrl, body.data.state),
    });
    if (!assertion.ok) return errorResponse('invalid_body', 'The body is not valid.', assertion.issues);
    const state = await acceptState(c, body.data.state, 'steam');
    if (state instanceof Response) return state;
    let identity: TicketIdentity;
    try {
      if (!(await verifyWithSteam(external, body.data, external.timeoutMs))) {
        return errorResponse('invalid_body', 'The body is not valid.', [
          { path: 'openid.sig', code: 'steam_refused', message: externalSignInMessages.steamRefused },
        ]);
      }
      const displayName = await steamDisplayName(external, assertion.steamId, external.timeoutMs);
      identity = { method: 'steam', externalId: assertion.steamId, displayName };
    } catch (error) {
      return providerFailure(error, method.label);
    }
    return outcome(method, state, identity);
  });

  app.get(steamReturnPath, () => {
    return new Response(steamPage.html, {
      status: 200,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': steamPage.contentSecurityPolicy,
        // The query holds the OpenID answer and the state: never sent on.
        'referrer-policy': 'no-referrer',
        ...noStore,
      },
    });
  });

  app.post('/api/external/link/register', async (c) => {
    const refused = limited(c);
    if (refused !== null) return refused;
    const parsed = await readJsonBody(c, externalEndpoints.externalLinkRegister.body);
    if (!parsed.ok) return parsed.response;
    const body = parsed.data;
    const precheck = await precheckNewAccount(context, clientOf(c) ?? 'unknown', body);
    if (!precheck.ok) return precheck.response;
    try {
      const mail = await db.transaction().execute(async (trx) => {
        const ticket = await spendTicket(trx, body.ticket, context.now());
        if (!ticket.ok) throw new Refusal(ticketGone(ticket.reason));
        const result = await createLinkedAccount(context, trx, body, ticket.identity, precheck.value);
        if (result.kind === 'username_taken') throw new Refusal(usernameConflict());
        if (result.kind === 'taken')
          throw new Refusal(linkConflict('taken', await labelOf(trx, ticket.identity.method)));
        await mailer.record(trx, [result.mail]);
        return result.mail;
      });
      mailer.dispatch([mail]);
    } catch (error) {
      if (error instanceof Refusal) return error.answer;
      throw error;
    }
    return json({ success: true });
  });

  app.post('/api/external/link/attach', async (c) => {
    const refused = limited(c);
    if (refused !== null) return refused;
    const player = await bearerOf(c);
    if (typeof player !== 'number') return unauthorized(player === 'invalid');
    const parsed = await readJsonBody(c, externalEndpoints.externalLinkAttach.body);
    if (!parsed.ok) return parsed.response;
    try {
      const identity = await db.transaction().execute(async (trx) => {
        const ticket = await spendTicket(trx, parsed.data.ticket, context.now());
        if (!ticket.ok) throw new Refusal(ticketGone(ticket.reason));
        const result = await linkAccount(trx, player, ticket.identity, context.now());
        if (result !== 'linked') throw new Refusal(linkConflict(result, await labelOf(trx, ticket.identity.method)));
        return ticket.identity;
      });
      const linked: ExternalSignInOutcome = {
        status: 'linked',
        method: identity.method,
        displayName: identity.displayName,
        locale: null,
      };
      return json(linked);
    } catch (error) {
      if (error instanceof Refusal) return error.answer;
      throw error;
    }
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
