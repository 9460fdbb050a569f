// What an external sign-in keeps in this tab while the player is away at the provider: where to go back to, and a
// link ticket between the return page and the linking page. Session storage: this tab only, gone when it closes.
import { type ExternalSignInOutcome, type SignInMethodCode, signInMethodCodes } from '@mynacon/contract';

const returnKey = 'mynacon.external.return';
const ticketKey = 'mynacon.external.ticket';

/** A link ticket as the linking page needs it. */
export interface StoredTicket {
  method: SignInMethodCode;
  ticket: string;
  displayName: string;
  /** ISO timestamp. */
  expires: string;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage refused (privacy settings): the flow still works, without the remembered return path.
    return null;
  }
}

/** Remembers the same-site path to go to after signing in. */
export function rememberReturnPath(path: string): void {
  storage()?.setItem(returnKey, path);
}

/** The remembered path, spent: read once. */
export function takeReturnPath(): string | null {
  const store = storage();
  const path = store?.getItem(returnKey) ?? null;
  store?.removeItem(returnKey);
  return path;
}

/** Keeps a `link_required` outcome's ticket for the linking page. */
export function storeTicket(outcome: Extract<ExternalSignInOutcome, { status: 'link_required' }>): void {
  const stored: StoredTicket = {
    method: outcome.method,
    ticket: outcome.ticket,
    displayName: outcome.displayName,
    expires: outcome.expires,
  };
  storage()?.setItem(ticketKey, JSON.stringify(stored));
}

/** Reads a stored ticket, if it is well formed; its expiry is the caller's to check. */
export function parseTicket(raw: string | null): StoredTicket | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredTicket>;
    if (
      typeof value.method === 'string' &&
      (signInMethodCodes as readonly string[]).includes(value.method) &&
      typeof value.ticket === 'string' &&
      /^[A-Za-z0-9_-]{43}$/.test(value.ticket) &&
      typeof value.displayName === 'string' &&
      typeof value.expires === 'string' &&
      !Number.isNaN(Date.parse(value.expires))
    ) {
      return {
        method: value.method as SignInMethodCode,
        ticket: value.ticket,
        displayName: value.displayName,
        expires: value.expires,
      };
    }
  } catch {
    // Not JSON: nothing stored.
  }
  return null;
}

/** The stored ticket of a method. */
export function readTicket(method: string): StoredTicket | null {
  const ticket = parseTicket(storage()?.getItem(ticketKey) ?? null);
  return ticket?.method === method ? ticket : null;
}

/** Forgets the stored ticket (spent, or refused by the server). */
export function forgetTicket(): void {
  storage()?.removeItem(ticketKey);
}
