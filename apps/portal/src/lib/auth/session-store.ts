// The player's session (spec sections 3 and 4): loaded at start, re-read when the window becomes visible again,
// refreshed when the access token expires, and kept the same in every tab. Refreshing rotates the refresh token,
// so only one tab refreshes at a time (Web Locks) and the others take its result (BroadcastChannel).
import type { Session } from '@mynacon/contract';
import type { StoreApi, UseBoundStore } from 'zustand';
import { httpClient } from '../http/call-endpoint';
import { getSession } from '../http/calls/get-session';
import {
  type SignInFields,
  type SignInProvider,
  type SignInResult,
  signInCallback,
} from '../http/calls/sign-in-callback';
import { signOut as signOutCall } from '../http/calls/sign-out';
import type { HttpClient, SessionSource } from '../http/client';
import { create } from '../startup/hydrating-store';
import { type CookieJar, crossLoginCookieName, crossSessionCookieName, documentCookieJar } from './cross-login-cookies';

/** Authentication status (spec section 4). */
export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

/** The lock every tab takes before reading the session, so that one tab at a time may rotate the refresh token. */
export const sessionLockName = 'mynacon-session';
/** The channel on which a tab tells the others about the session it got. */
export const sessionChannelName = 'mynacon-session';
/** The longest delay a timer takes (spec section 9): about 24.8 days. */
export const maxTimerDelay = 2_147_483_647;

/** The part of the Web Locks API the store uses (`navigator.locks`). */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** The part of a BroadcastChannel the store uses. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

/** Whether the page is visible, and a way to hear when that changes. */
export interface VisibilityLike {
  isVisible(): boolean;
  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** What the store runs on; every part defaults to the browser's and tests pass fakes. */
export interface SessionStoreOptions {
  /** The client of the auth calls. @default the app's client (`httpClient()`), read at each call */
  client?: () => HttpClient;
  /** @default navigator.locks, or no locking where the browser has none */
  locks?: LockManagerLike | null;
  /** @default a BroadcastChannel named `mynacon-session`, or none */
  channel?: () => ChannelLike | null;
  /** @default document.visibilityState and `visibilitychange` */
  visibility?: VisibilityLike | null;
  /** The cross-login cookies. @default document.cookie */
  cookies?: CookieJar | null;
  /** Milliseconds since the epoch. @default Date.now */
  now?: () => number;
  /** @default globalThis.setTimeout */
  setTimer?: (callback: () => void, delay: number) => unknown;
  /** @default globalThis.clearTimeout */
  clearTimer?: (timer: unknown) => void;
}

export interface SessionState {
  status: SessionStatus;
  session: Session | null;
  /** The last failure to read the session (network, server), cleared by the next success. */
  error: unknown;
  /**
   * The player signed in silently by cross-login in this tab (their id), until they acknowledge it or sign out:
   * the page tells them whose account they are in, with "Not you? Sign out".
   */
  silentSignIn: number | null;
  /** The player saw whose account they are in: the notice goes. */
  acknowledgeSilentSignIn(): void;
  /**
   * Reads the session; the first call also starts listening (visibility, other tabs) and the first answer spends a
   * cross-login cookie for a player who is not signed in. Resolves to the session, or null. When the server cannot
   * be asked it rejects, and a store still `loading` becomes `unauthenticated`.
   */
  load(): Promise<Session | null>;
  /**
   * Gets a fresh session from the server (which rotates an expired access token), holding the session lock so that
   * only one tab refreshes at a time. Concurrent calls share one request. Rejects when the server cannot be asked;
   * the known session is then kept.
   */
  refresh(): Promise<Session | null>;
  /** Signs in without leaving the page; on success the store holds the new session and the other tabs learn it. */
  signIn(provider: SignInProvider, fields: SignInFields, options?: { callbackUrl?: string }): Promise<SignInResult>;
  /** Signs out (status 400 'Could not fetch CSRF Token for signing out' when no CSRF token can be had). */
  signOut(options?: { callbackUrl?: string }): Promise<{ url: string }>;
  /**
   * Forgets the session here and in the other tabs without asking the server: for a session the server has refused
   * and that could not be signed out either. The next read of the session asks the server again.
   */
  forget(): void;
  /** Stops the timer and the listeners (tests, hot reload). */
  dispose(): void;
}

interface SessionMessage {
  type: 'mynacon-session';
  session: Session | null;
}

const isSessionMessage = (data: unknown): data is SessionMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'mynacon-session';

function browserLocks(): LockManagerLike | null {
  const locks = (globalThis.navigator as (Navigator & { locks?: LockManagerLike }) | undefined)?.locks;
  return locks && typeof locks.request === 'function' ? locks : null;
}

function browserChannel(): ChannelLike | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(sessionChannelName) : null;
}

function browserVisibility(): VisibilityLike | null {
  if (typeof document === 'undefined') return null;
  return {
    isVisible: () => document.visibilityState === 'visible',
    subscribe(listener) {
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
  };
}

/** Creates a session store. The app uses `useSession`; tests create their own with fake browser parts. */
export function createSessionStore(options: SessionStoreOptions = {}): UseBoundStore<StoreApi<SessionState>> {
  const now = options.now ?? (() => Date.now());
  const client = options.client ?? httpClient;
  const setTimer = options.setTimer ?? ((callback: () => void, delay: number) => setTimeout(callback, delay));
  const clearTimer = options.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>));

  let started = false;
  let locks: LockManagerLike | null = null;
  let channel: ChannelLike | null = null;
  let stopVisibility: (() => void) | undefined;
  let timer: unknown;
  let refreshing: Promise<Session | null> | undefined;
  let expiring: Promise<Session | null> | undefined;
  let loading: Promise<Session | null> | undefined;
  /** Timer refreshes in a row that failed, or gave a token already expired by our clock (the server's is behind). */
  let backoffSteps = 0;
  let crossLoginChecked = false;

  return create<SessionState>()((set, get) => {
    const withLock = <T>(task: () => Promise<T>): Promise<T> =>
      locks === null ? task() : locks.request(sessionLockName, task);

    const expired = (session: Session) => session.tokExpire * 1000 <= now();

    const schedule = () => {
      if (timer !== undefined) clearTimer(timer);
      timer = undefined;
      const { session } = get();
      if (session === null || !started) return;
      // Refresh when the access token expires (its own lifetime, spec section 9). After a failure, or when a server
      // whose clock is behind ours answers a token we already think expired, back off instead of asking at once.
      const untilExpiry = session.tokExpire * 1000 - now();
      const delay = backoffSteps > 0 ? Math.min(1000 * 2 ** backoffSteps, 60_000) : untilExpiry;
      timer = setTimer(
        () => {
          timer = undefined;
          void whenExpired().catch(() => {
            backoffSteps += 1;
            schedule();
          });
        },
        Math.min(Math.max(delay, 0), maxTimerDelay),
      );
    };

    const apply = (session: Session | null, broadcast: boolean) => {
      set((state) => ({
        session,
        status: session === null ? 'unauthenticated' : 'authenticated',
        error: null,
        // The notice is about this account only: gone when signed out or when another account signs in.
        silentSignIn: session !== null && session.user.user_id === state.silentSignIn ? state.silentSignIn : null,
      }));
      if (broadcast) channel?.postMessage({ type: 'mynacon-session', session } satisfies SessionMessage);
      schedule();
    };

    /** Reads the session under the lock; `onlyIfExpired` skips the request when another tab already refreshed. */
    const readSession = (onlyIfExpired: boolean): Promise<Session | null> =>
      withLock(async () => {
        const known = get().session;
        if (onlyIfExpired && known !== null && !expired(known)) {
          // Another tab's refresh reached us while we waited, or the timer woke before the expiry (long waits).
          schedule();
          return known;
        }
        try {
          const session = await getSession(client());
          backoffSteps = session !== null && expired(session) ? backoffSteps + 1 : 0;
          apply(session, true);
          return session;
        } catch (error) {
          set({ error });
          throw error;
        }
      });

    const refresh = (): Promise<Session | null> => {
      refreshing ??= readSession(false).finally(() => {
        refreshing = undefined;
      });
      return refreshing;
    };

    /**
     * The timer's refresh: nothing to do if another tab's refresh reached us while we waited for the lock. A
     * refresh under way serves it too; the other way round it would not (a forced refresh must ask the server).
     */
    const whenExpired = (): Promise<Session | null> => {
      if (refreshing !== undefined) return refreshing;
      expiring ??= readSession(true).finally(() => {
        expiring = undefined;
      });
      return expiring;
    };

    const onMessage = (event: { data: unknown }) => {
      if (!isSessionMessage(event.data)) return;
      backoffSteps = 0;
      apply(event.data.session, false);
    };

    const onVisibilityChange = () => {
      if (!visibility?.isVisible()) return;
      // The spec's refetch on focus: failures keep what we know (spec section 8).
      void refresh().catch(() => undefined);
    };
    let visibility: VisibilityLike | null = null;

    const start = () => {
      if (started) return;
      started = true;
      locks = options.locks === undefined ? browserLocks() : options.locks;
      channel = options.channel === undefined ? browserChannel() : options.channel();
      channel?.addEventListener('message', onMessage);
      visibility = options.visibility === undefined ? browserVisibility() : options.visibility;
      stopVisibility = visibility?.subscribe(onVisibilityChange);
    };

    const cookieJar = (): CookieJar | null => {
      if (options.cookies !== undefined) return options.cookies;
      return typeof document === 'undefined' ? null : documentCookieJar(document);
    };

    /** Cross-login (spec section 4): a player not signed in here but holding the cookie is signed in silently. */
    const crossLogin = async (session: Session | null): Promise<Session | null> => {
      const cookies = cookieJar();
      const token = cookies?.get(crossLoginCookieName);
      if (cookies === null || token === undefined) return session;
      try {
        if (session !== null) return session;
        const result = await signIn('token', { token }, { callbackUrl: '/' });
        if (!result.ok) return null;
        const signedIn = get().session;
        if (signedIn !== null) set({ silentSignIn: signedIn.user.user_id });
        return signedIn;
      } catch {
        return session;
      } finally {
        // Single-use either way: a token kept would sign the player in again after a sign-out.
        cookies.remove(crossLoginCookieName);
        cookies.remove(crossSessionCookieName);
      }
    };

    const load = (): Promise<Session | null> => {
      start();
      loading ??= (async () => {
        let session: Session | null;
        try {
          session = await refresh();
        } catch (error) {
          // Without an answer the player counts as signed out for now; a later load or visibility change retries.
          if (get().status === 'loading') set({ status: 'unauthenticated', session: null, error });
          throw error;
        }
        if (crossLoginChecked) return session;
        crossLoginChecked = true;
        return crossLogin(session);
      })().finally(() => {
        loading = undefined;
      });
      return loading;
    };

    const signIn: SessionState['signIn'] = async (provider, fields, signInOptions = {}) => {
      start();
      const result = await signInCallback(provider, fields, signInOptions, client());
      if (result.ok) {
        // The new session cookie is set: read the session it holds (no rotation, the token is fresh).
        const session = await withLock(() => getSession(client()));
        backoffSteps = 0;
        apply(session, true);
        if (session === null) return { ...result, ok: false, error: 'SessionRequired', url: null };
      }
      return result;
    };

    const signOut: SessionState['signOut'] = async (signOutOptions = {}) => {
      const answer = await signOutCall(signOutOptions, client());
      backoffSteps = 0;
      apply(null, true);
      return answer;
    };

    const forget = () => {
      backoffSteps = 0;
      apply(null, true);
    };

    const dispose = () => {
      if (timer !== undefined) clearTimer(timer);
      timer = undefined;
      stopVisibility?.();
      stopVisibility = undefined;
      channel?.removeEventListener('message', onMessage);
      channel?.close();
      channel = null;
      started = false;
    };

    return {
      status: 'loading',
      session: null,
      error: null,
      silentSignIn: null,
      acknowledgeSilentSignIn: () => set({ silentSignIn: null }),
      load,
      refresh,
      signIn,
      signOut,
      forget,
      dispose,
    };
  });
}

/** The app's session store: `status`, `session`, `load()`, `refresh()`, `signIn()`, `signOut()`. */
export const useSession = createSessionStore();

/**
 * The session status once known: waits for the load under way, or starts one. A load that fails counts as signed
 * out (the store says `unauthenticated` then), so a guard never waits forever nor throws for it.
 */
export async function sessionStatus(store: StoreApi<SessionState> = useSession): Promise<SessionStatus> {
  const { status, load } = store.getState();
  if (status !== 'loading') return status;
  await load().catch(() => null);
  return store.getState().status;
}

/** The store as the HTTP client's session source: authenticated calls read its session and ask it to refresh. */
export function sessionSourceOf(store: StoreApi<SessionState> = useSession): SessionSource {
  return { current: () => store.getState().session, refresh: () => store.getState().refresh() };
}
