import type { Profile } from '@mynacon/contract';
import { describe, expect, it } from 'vitest';
import { ApiRequestError, NetworkError, UnauthorizedError } from '../../../lib/http/errors';
import { parseDetail, voteRefusalOf, withCounters } from './votes';

const refusal = (status: number) =>
  new ApiRequestError({ endpointId: 'upvoteProfile', status, code: 'unknown', message: 'x' });

describe('voteRefusalOf', () => {
  it('tells an earlier vote, a signed-out player and a server down apart', () => {
    expect(voteRefusalOf(refusal(409))).toBe('already-voted');
    expect(voteRefusalOf(new UnauthorizedError('upvoteProfile'))).toBe('signed-out');
    expect(voteRefusalOf(refusal(503))).toBe('unavailable');
    expect(voteRefusalOf(new NetworkError('upvoteProfile', false, new Error('offline')))).toBe('unavailable');
    expect(voteRefusalOf(refusal(404))).toBe('failed');
  });
});

describe('withCounters', () => {
  it('takes the server counters for the voted profile only', () => {
    const profile = { id: 3, positive_votes: '1', negative_votes: '0' } as Profile;
    expect(withCounters(profile, { id: 3, positive_votes: '2', negative_votes: '0' }).positive_votes).toBe('2');
    expect(withCounters(profile, { id: 4, positive_votes: '9', negative_votes: '9' })).toBe(profile);
  });
});

describe('parseDetail', () => {
  it('reads the game code and an optional profile id', () => {
    expect(parseDetail('rally-legends')).toEqual({ code: 'rally-legends', profileId: null });
    expect(parseDetail('rally-legends/512')).toEqual({ code: 'rally-legends', profileId: 512 });
    expect(parseDetail('rally-legends/abc').profileId).toBeUndefined();
    expect(parseDetail('rally-legends/5/6').profileId).toBeUndefined();
    expect(parseDetail(undefined)).toEqual({ code: '', profileId: null });
  });
});
