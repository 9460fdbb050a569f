// The signed-in player's own votes (`GET /api/middleware/profile/my-votes`): per player, never in the shared cached
// profile list, and never another player's.
import { endpoints, ProfilesResponse, type ProfileVote } from '@mynacon/contract';
import { beforeAll, describe, expect, test } from 'vitest';
import { call, expectJson, testClock, tokenFor } from './customer-helpers.ts';
import { appPerBlock, backends, createTestApp } from './helpers.ts';

describe.each(backends)('my profile votes (%s)', (backend) => {
  let demo: string;
  let rival: string;
  const clock = testClock();

  const app = appPerBlock(() => createTestApp(backend, {}, { now: clock.now }));
  beforeAll(async () => {
    demo = await tokenFor(app, 1, 86_400);
    rival = await tokenFor(app, 2, 86_400);
  });

  const myVotes = async (token: string): Promise<ProfileVote[]> => {
    const response = await call(app, 'GET', '/api/middleware/profile/my-votes', { token });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('etag')).toBeNull();
    const answer = await expectJson(response, 200, endpoints.myVotes.response);
    expect(answer.success).toBe(true);
    return answer.data;
  };

  /** The player's votes on published profiles, straight from the database. */
  const storedVotes = async (userId: number): Promise<ProfileVote[]> =>
    (
      await app.context.db
        .selectFrom('profile_votes')
        .innerJoin('profiles', 'profiles.id', 'profile_votes.profile_id')
        .select(['profile_votes.profile_id', 'profile_votes.direction'])
        .where('profile_votes.user_id', '=', userId)
        .where('profiles.status', '=', 1)
        .orderBy('profile_votes.profile_id')
        .execute()
    ).map((row) => ({ profile_id: row.profile_id, vote: row.direction }));

  const publishedProfiles = async () =>
    (await expectJson(await app.get('/api/cache/profiles'), 200, ProfilesResponse))
      .flatMap((group) => group.profiles)
      .filter((profile) => profile.status === '1');

  test('each player gets exactly their own votes, by profile id, both directions', async () => {
    const demoVotes = await myVotes(demo);
    const rivalVotes = await myVotes(rival);
    // The demo data gives the demo player two upvotes and a downvote, the rival one upvote.
    expect(demoVotes.map((vote) => vote.vote).sort()).toEqual(['down', 'up', 'up']);
    expect(rivalVotes.map((vote) => vote.vote)).toEqual(['up']);
    expect(demoVotes).toEqual(await storedVotes(1));
    expect(rivalVotes).toEqual(await storedVotes(2));
    const demoIds = new Set(demoVotes.map((vote) => vote.profile_id));
    for (const vote of rivalVotes) expect(demoIds.has(vote.profile_id), `profile ${vote.profile_id}`).toBe(false);
  });

  test("a new vote shows in the voter's list at once, and in no other player's", async () => {
    const before = { demo: await myVotes(demo), rival: await myVotes(rival) };
    const taken = new Set([...before.demo, ...before.rival].map((vote) => vote.profile_id));
    const own = new Set(
      (await app.context.db.selectFrom('profile_authors').select('profile_id').execute()).map((row) => row.profile_id),
    );
    const [up, down] = (await publishedProfiles()).filter((profile) => !taken.has(profile.id) && !own.has(profile.id));
    if (up === undefined || down === undefined) throw new Error('No profiles left to vote on');
    for (const [path, profile, body] of [
      ['/api/middleware/profile/upvote', up, { id: up.id, positive_votes: up.positive_votes }],
      ['/api/middleware/profile/downvote', down, { id: down.id, negative_votes: down.negative_votes }],
    ] as const) {
      const response = await call(app, 'PUT', path, { token: demo, body });
      expect(response.status, `${path} ${profile.id}`).toBe(200);
    }
    const after = await myVotes(demo);
    expect(after).toEqual(
      [...before.demo, { profile_id: up.id, vote: 'up' }, { profile_id: down.id, vote: 'down' }].sort(
        (a, b) => a.profile_id - b.profile_id,
      ),
    );
    expect(await myVotes(rival)).toEqual(before.rival);
  });

  test('the cached public list carries no player’s vote: the same answer with or without a token', async () => {
    await myVotes(demo);
    const anonymous = await app.get('/api/cache/profiles');
    const signedIn = await app.get('/api/cache/profiles', { authorization: `Bearer ${demo}` });
    expect(signedIn.headers.get('etag')).toBe(anonymous.headers.get('etag'));
    const body = await anonymous.text();
    expect(await signedIn.text()).toBe(body);
    expect(body).not.toMatch(/"(vote|my_vote|voted)"/);
  });

  test('a vote on a profile that is no longer published is not listed', async () => {
    const [first] = await myVotes(demo);
    if (first === undefined) throw new Error('The demo player has no votes');
    await app.context.db.updateTable('profiles').set({ status: 0 }).where('id', '=', first.profile_id).execute();
    try {
      expect((await myVotes(demo)).map((vote) => vote.profile_id)).not.toContain(first.profile_id);
    } finally {
      await app.context.db.updateTable('profiles').set({ status: 1 }).where('id', '=', first.profile_id).execute();
    }
    expect((await myVotes(demo)).map((vote) => vote.profile_id)).toContain(first.profile_id);
  });
});
