// Test support: a session store without the browser's parts, and a player signed in against the test API the way
// the sign-in form signs in (the cookies in a jar of the test's own).
import type { Session } from '@mynacon/contract';
import { createSessionStore, type SessionStoreOptions } from '../../auth/session-store';
import { createHttpClient } from '../client';
import { createJarFetch, type TestApi } from './test-api';

/** A session store with none of the browser's parts: no lock, channel, visibility, cookies or timer. */
export function detachedSessionStore(options: Pick<SessionStoreOptions, 'client'> = {}) {
  return createSessionStore({
    locks: null,
    channel: () => null,
    visibility: null,
    cookies: null,
    setTimer: () => undefined,
    clearTimer: () => undefined,
    ...options,
  });
}

/** Signs `account` in against the test API; resolves to the cookie jar it signed in with and the session. */
export async function signInAgainst(
  api: TestApi,
  account: { email: string; password: string },
): Promise<{ jar: Map<string, string>; session: Session }> {
  const jar = new Map<string, string>();
  const store = detachedSessionStore({
    client: () => createHttpClient({ baseUrl: api.url, fetch: createJarFetch(jar) }),
  });
  try {
    const result = await store.getState().signIn('credentials', account);
    if (!result.ok) throw new Error(`${account.email} could not sign in`);
    return { jar, session: store.getState().session as Session };
  } finally {
    store.getState().dispose();
  }
}
