// The player's session as the header and the `auth` guard see it. The full session handling (refresh, sign-in,
// cross-login) replaces the loading part later; the shape of this store is what the rest of the app relies on.
import { type Session, SessionResponse } from '@mynacon/contract';
import * as z from 'zod/mini';
import { create } from 'zustand';

/** Authentication status (spec section 4). */
export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface SessionState {
  status: SessionStatus;
  session: Session | null;
  /** Asks the server for the session. Any failure (no auth server yet, network, malformed answer) means signed out. */
  load(): Promise<void>;
}

export const sessionPath = '/api/auth/session';

let inFlight: Promise<void> | undefined;

/** The session store: `status`, `session` and `load()`. */
export const useSession = create<SessionState>()((set) => ({
  status: 'loading',
  session: null,
  load() {
    inFlight ??= (async () => {
      let session: Session | null = null;
      try {
        const response = await fetch(sessionPath, {
          headers: { accept: 'application/json' },
          credentials: 'same-origin',
        });
        if (response.ok) {
          const parsed = z.safeParse(SessionResponse, await response.json());
          session = parsed.success ? parsed.data : null;
        }
      } catch {
        session = null;
      }
      set({ session, status: session ? 'authenticated' : 'unauthenticated' });
    })().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  },
}));

/** The session once known: loads it on first use, or waits for the load under way. */
export async function sessionStatus(): Promise<SessionStatus> {
  const { status, load } = useSession.getState();
  if (status !== 'loading') return status;
  await load();
  return useSession.getState().status;
}
