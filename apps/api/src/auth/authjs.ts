import type { AuthConfig } from '@auth/core';
import { AuthError, CredentialsSignin } from '@auth/core/errors';
import type { JWT } from '@auth/core/jwt';
import Credentials from '@auth/core/providers/credentials';
import type { Session, User } from '@auth/core/types';
import type { Session as ContractSession } from '@mynacon/contract';
import { checkBotToken } from '../services/recaptcha.ts';
import { recordSecurityEvent } from './audit.ts';
import { spendCrossLoginToken } from './cross-login.ts';
import { announceRevocations } from './revocations.ts';
import type { AuthRuntime } from './runtime.ts';
import { activeSessionProfile, refreshSession, revokeSession, type SessionGrant, startSession } from './sessions.ts';
import {
  countAddressAttempt,
  countGlobalAttempt,
  type SignInRefusal,
  SignInRefused,
  verifyPasswordSignIn,
} from './signin.ts';

/** Base path of the Auth.js REST interface (the reference notes). */
export const authBasePath = '/api/auth';

/** Where Auth.js sends a browser after a refused sign-in: the portal's sign-in page (it reads `error` and `code`). */
const signInPage = '/login';

/** What one request to Auth.js learns on the way, for the answer around it. */
export interface AuthRequestState {
  /** The client's address (the socket's, or a trusted proxy's `X-Forwarded-For` entry). */
  clientAddress: string | undefined;
  /** The browser's `User-Agent` (the sessions page names the device by it). */
  userAgent?: string | undefined;
  /** The bot-protection token posted with a credentials sign-in. */
  botToken: string | undefined;
  /** Seconds until a throttled sign-in may be tried again (the `Retry-After` of the answer). */
  retryAfter?: number;
  /** A server-side failure (database, Redis) that Auth.js would otherwise turn into a sign-out or a redirect. */
  failure?: unknown;
}

/** A refused credentials sign-in with our code in the url (`?error=CredentialsSignin&code=…`). */
class RefusedSignIn extends CredentialsSignin {
  constructor(code: SignInRefusal) {
    super(code);
    this.code = code;
  }
}

/** The session token (inside the encrypted cookie). */
interface SessionToken extends JWT {
  uid: number;
  sid: string;
  accessToken: string;
  tokExpire: number;
  refreshToken: string;
  sessionExpires: number;
  locale: string;
  storeCode: string;
}

/** What `authorize` hands to the `jwt` callback. */
interface GrantedUser extends User {
  grant: SessionGrant;
}

function tokenFromGrant(grant: SessionGrant): SessionToken {
  return {
    sub: String(grant.profile.userId),
    name: grant.profile.name,
    email: grant.profile.email,
    uid: grant.profile.userId,
    sid: grant.sessionId,
    accessToken: grant.accessToken,
    tokExpire: grant.tokExpire,
    refreshToken: grant.refreshToken,
    sessionExpires: grant.sessionExpires,
    locale: grant.profile.locale,
    storeCode: grant.profile.storeCode,
  };
}

function isSessionToken(token: JWT): token is SessionToken {
  return (
    typeof token.uid === 'number' &&
    typeof token.sid === 'string' &&
    typeof token.accessToken === 'string' &&
    typeof token.tokExpire === 'number' &&
    typeof token.refreshToken === 'string' &&
    typeof token.sessionExpires === 'number'
  );
}

const isoSeconds = (seconds: number) => new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Client-caused errors Auth.js logs: refused sign-ins, missing CSRF tokens, unreadable cookies. */
const quietErrors = new Set(['CredentialsSignin', 'MissingCSRF', 'JWTSessionError', 'SignOutError', 'UnknownAction']);

/**
 * The Auth.js configuration of one request: the credentials (`credentials`: e-mail address or username and
 * password) and cross-login (`token`) providers, JWT sessions whose `jwt` callback rotates the refresh token once
 * the access token expired, and our session shape. `state` collects what the answer needs besides Auth.js's own.
 */
export function authJsConfig(runtime: AuthRuntime, state: AuthRequestState): AuthConfig {
  const { context } = runtime;
  const { auth } = context.config;

  const client = { clientAddress: state.clientAddress, userAgent: state.userAgent };

  /** Runs a sign-in step, turning our refusals into Auth.js's and remembering failures of the server. */
  const signingIn = async (method: string, step: () => Promise<GrantedUser>): Promise<GrantedUser> => {
    try {
      const user = await step();
      await recordSecurityEvent(context, {
        type: 'sign_in',
        userId: Number(user.id),
        sessionId: user.grant.sessionId,
        ...client,
        detail: { method },
      });
      return user;
    } catch (error) {
      if (error instanceof SignInRefused) {
        const type = error.code === 'bot_refused' ? 'bot_refused' : error.locked ? 'account_locked' : 'sign_in_failed';
        await recordSecurityEvent(context, {
          type,
          userId: error.userId,
          ...client,
          detail: { method, code: error.code },
        });
        if (error.retryAfter !== undefined) state.retryAfter = error.retryAfter;
        throw new RefusedSignIn(error.code);
      }
      state.failure = error;
      throw error;
    }
  };

  const granted = async (
    user: { id: number; credentials_version: number },
    options: { byPassword?: boolean } = {},
  ): Promise<GrantedUser> => {
    await runtime.housekeeping();
    const grant = await startSession(context, user, {
      userAgent: state.userAgent,
      address: state.clientAddress,
      ...options,
    });
    return { id: String(grant.profile.userId), name: grant.profile.name, email: grant.profile.email, grant };
  };

  // Over https every cookie of the module is a `__Host-` one (Secure, Path=/, no Domain): a sibling or parent domain
  // cannot set or shadow it. Auth.js's defaults give that to the CSRF cookie only (`__Secure-` for the others).
  const https = new URL(context.config.publicBaseUrl).protocol === 'https:';
  const hostCookie = (name: string) => ({
    name: `__Host-authjs.${name}`,
    options: { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: true },
  });
  return {
    basePath: authBasePath,
    trustHost: true,
    ...(https
      ? { cookies: { sessionToken: hostCookie('session-token'), callbackUrl: hostCookie('callback-url') } }
      : {}),
    secret: auth.secret,
    session: { strategy: 'jwt', maxAge: auth.sessionMaxAge },
    pages: { signIn: signInPage, error: signInPage },
    providers: [
      Credentials({
        id: 'credentials',
        name: 'E-mail address or username',
        credentials: {
          email: { label: 'E-mail address or username' },
          username: { label: 'Username' },
          password: { label: 'Password' },
        },
        authorize: (credentials) =>
          signingIn('password', async () => {
            await countAddressAttempt(runtime, state.clientAddress);
            const bot = await checkBotToken(context, state.botToken, 'signin', state.clientAddress);
            if (bot === 'refused') throw new SignInRefused('bot_refused');
            // Only attempts past the bot check count for everybody (decision 043). `unavailable` lets the player
            // through and counts: the password check and every limit still stand while nobody can tell bots apart.
            await countGlobalAttempt(runtime);
            const login = String(credentials.email || credentials.username || '');
            const user = await verifyPasswordSignIn(runtime, login, String(credentials.password ?? ''));
            return granted(user, { byPassword: true });
          }),
      }),
      Credentials({
        id: 'token',
        name: 'Cross-login token',
        credentials: { token: { label: 'Cross-login token' } },
        authorize: (credentials) =>
          signingIn('token', async () => {
            // Not against the global limit: a token is single-use, minted by this server and never guessed, so
            // counting made-up ones would let anyone use up everybody's sign-ins without a bot check.
            await countAddressAttempt(runtime, state.clientAddress);
            const token = String(credentials.token ?? '');
            const user = token === '' ? null : await spendCrossLoginToken(context, token);
            if (user === null) throw new SignInRefused('invalid_token');
            return granted(user);
          }),
      }),
    ],
    callbacks: {
      redirect({ url, baseUrl }) {
        try {
          const target = new URL(url, baseUrl);
          if (target.origin === baseUrl) return target.href;
        } catch {
          // Not a URL: the default below.
        }
        return baseUrl;
      },
      async jwt({ token, user, trigger }) {
        if (trigger === 'signIn') return tokenFromGrant((user as GrantedUser).grant);
        if (!isSessionToken(token)) return null;
        const now = context.now();
        if (now >= token.sessionExpires * 1000) return null;
        try {
          if (now < token.tokExpire * 1000) {
            // The account's current name and address, so that a change shows on the next session read.
            const profile = await activeSessionProfile(context, token.sid, token.uid);
            if (profile === null) return null;
            const { name, email, locale, storeCode } = profile;
            return { ...token, name, email, locale, storeCode };
          }
          const outcome = await refreshSession(context, token.refreshToken);
          return outcome.ok ? tokenFromGrant(outcome.grant) : null;
        } catch (error) {
          state.failure = error;
          throw error;
        }
      },
      session({ token }) {
        const session = token as unknown as SessionToken;
        const answer: ContractSession = {
          user: {
            user_id: session.uid,
            accessToken: session.accessToken,
            name: session.name ?? '',
            email: session.email ?? '',
          },
          tokExpire: session.tokExpire,
          refreshToken: session.refreshToken,
          status: 'authenticated',
          expires: isoSeconds(session.sessionExpires),
          data: { locale: session.locale, store_code: session.storeCode },
        };
        return answer as unknown as Session;
      },
    },
    events: {
      async signOut(message) {
        const token = 'token' in message ? message.token : null;
        if (token !== null && typeof token.sid === 'string') {
          await revokeSession(context.db, token.sid, 'signed_out', context.now());
          runtime.revocations.endSession(token.sid, context.now());
          await announceRevocations(context);
          await recordSecurityEvent(context, {
            type: 'signed_out',
            userId: typeof token.uid === 'number' ? token.uid : null,
            sessionId: token.sid,
            ...client,
          });
        }
      },
    },
    logger: {
      error(error: Error) {
        if (error instanceof AuthError && quietErrors.has(error.type)) return;
        console.error(error);
      },
      warn() {},
      debug() {},
    },
  };
}
