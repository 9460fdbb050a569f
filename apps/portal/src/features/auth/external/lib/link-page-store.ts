// The linking page's state, kept outside the page: signing in on that page changes the account layout around it,
// which mounts the page anew, and an answer arriving after that must still be shown. The state belongs to one
// history entry (react-router's location key): a new visit starts afresh.
import { create } from '../../../../lib/startup/hydrating-store';
import type { FlowResult } from './flow';
import type { StoredTicket } from './storage';

export interface LinkPageState {
  /** The history entry the state belongs to. */
  entry: string | null;
  ticket: StoredTicket | null;
  notice: { result: FlowResult; attempt: number } | null;
  /** The account is created (its confirmation mail sent) or the external account linked: no forms any more. */
  done: { kind: 'registered'; email: string } | { kind: 'linked' } | null;
}

export const useLinkPageStore = create<LinkPageState>()(() => ({
  entry: null,
  ticket: null,
  notice: null,
  done: null,
}));

/** The state of this history entry, or a fresh one with the stored ticket. */
export function stateFor(state: LinkPageState, entry: string, ticket: () => StoredTicket | null): LinkPageState {
  return state.entry === entry ? state : { entry, ticket: ticket(), notice: null, done: null };
}

/** Changes the state of this history entry. */
export function updateLinkPage(entry: string, ticket: () => StoredTicket | null, change: Partial<LinkPageState>): void {
  useLinkPageStore.setState((state) => ({ ...stateFor(state, entry, ticket), ...change, entry }));
}
