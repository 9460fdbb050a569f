// Votes (spec section 4): the counters move only with the server's answer; a refusal says why.
import type { Profile } from '@mynacon/contract';
import { ApiRequestError, MalformedResponseError, NetworkError, UnauthorizedError } from '../../../lib/http/errors';

export type VoteRefusal = 'already-voted' | 'signed-out' | 'unavailable' | 'failed';

/** Why a vote (or a favourite change) was not taken. */
export function voteRefusalOf(error: unknown): VoteRefusal {
  if (error instanceof UnauthorizedError) return 'signed-out';
  if (error instanceof NetworkError) return 'unavailable';
  if (error instanceof MalformedResponseError) return 'failed';
  if (error instanceof ApiRequestError) {
    if (error.status === 409) return 'already-voted';
    if (error.status === 401) return 'signed-out';
    if (error.status >= 500) return 'unavailable';
  }
  return 'failed';
}

export interface VoteCounters {
  id: number;
  positive_votes: string;
  negative_votes: string;
}

/** The profile with the counters the server answered, when it is the voted one; else the profile unchanged. */
export function withCounters<P extends Profile>(profile: P, counters: VoteCounters): P {
  if (profile.id !== counters.id) return profile;
  return { ...profile, positive_votes: counters.positive_votes, negative_votes: counters.negative_votes };
}

/** `/profile/{detail...}`: the game's code, and the profile id of a second segment when it is a number. */
export function parseDetail(detail: string | undefined): { code: string; profileId: number | null | undefined } {
  const [code = '', second, ...more] = (detail ?? '').split('/').filter((segment) => segment !== '');
  if (second === undefined && more.length === 0) return { code, profileId: null };
  // `undefined`: a second segment that is no profile id, or more segments than two.
  return { code, profileId: more.length === 0 && /^[1-9][0-9]{0,14}$/.test(second ?? '') ? Number(second) : undefined };
}
