import { endpoints, type Profile, ProfilesResponse } from '@mynacon/contract';
import { sql } from 'kysely';
import { describe, expect, test, vi } from 'vitest';
import type { ServerContext } from '../src/context.ts';
import { publishChanges } from '../src/customer/http.ts';
import { call, customerBlock, expectError, expectJson } from './customer-helpers.ts';
import { backends } from './helpers.ts';

describe('reloading the public data after writes', () => {
  test('writes during a reload share one reload queued behind it, and each waits for a reload after it', async () => {
    const pending: Array<() => void> = [];
    const context = {
      refresh: () => new Promise<boolean>((resolve) => pending.push(() => resolve(true))),
    } as unknown as ServerContext;
    const settled: string[] = [];
    const track = (name: string, promise: Promise<void>) => promise.then(() => settled.push(name));
    const first = track('first', publishChanges(context));
    const second = track('second', publishChanges(context));
    const third = track('third', publishChanges(context));
    expect(pending).toHaveLength(1);
    pending[0]?.();
    await first;
    await Promise.resolve();
    expect(settled).toEqual(['first']);
    // The writes made during the first reload get one more, which has started now.
    expect(pending).toHaveLength(2);
    const fourth = track('fourth', publishChanges(context));
    pending[1]?.();
    await Promise.all([second, third]);
    expect(settled).toEqual(['first', 'second', 'third']);
    await Promise.resolve();
    expect(pending).toHaveLength(3);
    pending[2]?.();
    await fourth;
    expect(settled).toEqual(['first', 'second', 'third', 'fourth']);
  });

  test('a failing reload does not fail the write', async () => {
    const context = { refresh: () => Promise.reject(new Error('database gone')) } as unknown as ServerContext;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await expect(publishChanges(context)).resolves.toBeUndefined();
      expect(error).toHaveBeenCalledOnce();
    } finally {
      error.mockRestore();
    }
  });
});

describe.each(backends)('profiles: votes, favourites, own profiles on %s', (backend) => {
  let demo: string;
  let rival: string;
  const { app, clock } = customerBlock(backend, { tokenTtl: 86_400 }, (players) => ({ demo, rival } = players));

  const publicProfiles = async () => {
    const response = await app.get('/api/cache/profiles');
    return {
      etag: response.headers.get('etag'),
      profiles: (await expectJson(response, 200, ProfilesResponse)).flatMap((group) => group.profiles),
    };
  };
  const favourites = async (token: string) =>
    (
      await expectJson(
        await call(app, 'GET', '/api/middleware/profile/favorite-list', { token }),
        200,
        endpoints.favoriteList.response,
      )
    ).data.items;
  const votesOf = (userId: number) =>
    app.context.db
      .selectFrom('profile_votes')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('profile_id')
      .execute();
  const authoredBy = async (userId: number) =>
    (
      await app.context.db.selectFrom('profile_authors').select('profile_id').where('user_id', '=', userId).execute()
    ).map((row) => row.profile_id);
  /** A profile still in draft (status 0), which no one may vote on or keep as a favourite. */
  const draftProfileId = async () =>
    (await app.context.db.selectFrom('profiles').select('id').where('status', '=', 0).executeTakeFirstOrThrow()).id;

  /** A published profile the player neither voted on nor created. */
  async function freshProfile(userId: number, skip: number[] = []): Promise<Profile> {
    const voted = new Set((await votesOf(userId)).map((row) => row.profile_id));
    const own = new Set(await authoredBy(userId));
    const { profiles } = await publicProfiles();
    const profile = profiles.find(
      (item) => item.status === '1' && !voted.has(item.id) && !own.has(item.id) && !skip.includes(item.id),
    );
    if (profile === undefined) throw new Error('No profile left to vote on');
    return profile;
  }

  test('upvote: +1 on the server’s counter whatever the client sends, seen in /api/cache/profiles', async () => {
    const before = await publicProfiles();
    const profile = await freshProfile(1);
    const started = performance.now();
    const answer = await expectJson(
      await call(app, 'PUT', '/api/middleware/profile/upvote', {
        token: demo,
        body: { id: profile.id, positive_votes: '999999' },
      }),
      200,
      endpoints.upvote.response,
    );
    const elapsed = performance.now() - started;
    console.log(`${backend}: an upvote with its public-data refresh took ${elapsed.toFixed(0)} ms`);
    expect(answer).toEqual({
      success: true,
      data: {
        id: profile.id,
        positive_votes: String(Number(profile.positive_votes) + 1),
        negative_votes: profile.negative_votes,
      },
    });
    const after = await publicProfiles();
    expect(after.etag).not.toBe(before.etag);
    expect(after.profiles.find((item) => item.id === profile.id)?.positive_votes).toBe(answer.data.positive_votes);
    const others = (list: Profile[]) => list.filter((item) => item.id !== profile.id);
    expect(others(after.profiles)).toEqual(others(before.profiles));
  });

  test('the public-data reload after a write (timed for the operations notes)', async () => {
    const times: number[] = [];
    for (let run = 0; run < 3; run++) {
      await sql`update meta set value = cast(cast(value as bigint) + 1 as text) where key = 'data_version'`.execute(
        app.context.db,
      );
      const started = performance.now();
      expect(await app.context.refresh()).toBe(true);
      times.push(performance.now() - started);
    }
    expect(await app.context.refresh()).toBe(false);
    console.log(`${backend}: public-data reload ${times.map((time) => time.toFixed(0)).join(', ')} ms`);
  });

  test('one vote per player and profile: a repeat (either way) is 409 and leaves the counters unchanged', async () => {
    const profile = await freshProfile(1);
    const first = await call(app, 'PUT', '/api/middleware/profile/downvote', {
      token: demo,
      body: { id: profile.id, negative_votes: '0' },
    });
    const voted = await expectJson(first, 200, endpoints.downvote.response);
    expect(voted.data.negative_votes).toBe(String(Number(profile.negative_votes) + 1));
    const snapshot = await publicProfiles();
    for (const [path, body] of [
      ['/api/middleware/profile/downvote', { id: profile.id, negative_votes: voted.data.negative_votes }],
      ['/api/middleware/profile/upvote', { id: profile.id, positive_votes: voted.data.positive_votes }],
    ] as const) {
      const error = await expectError(await call(app, 'PUT', path, { token: demo, body }), 409, 'conflict');
      expect(error.message).toBe('You have already voted on this profile.');
    }
    const after = await publicProfiles();
    expect(after.etag).toBe(snapshot.etag);
    expect(after.profiles).toEqual(snapshot.profiles);
    const row = await app.context.db
      .selectFrom('profiles')
      .select(['positive_votes', 'negative_votes'])
      .where('id', '=', profile.id)
      .executeTakeFirstOrThrow();
    expect([String(row.positive_votes), String(row.negative_votes)]).toEqual([
      voted.data.positive_votes,
      voted.data.negative_votes,
    ]);
    // Another player still has their vote.
    const theirs = await call(app, 'PUT', '/api/middleware/profile/upvote', { token: rival, body: { id: profile.id } });
    expect((await expectJson(theirs, 200, endpoints.upvote.response)).data.positive_votes).toBe(
      String(Number(voted.data.positive_votes) + 1),
    );
  });

  test('concurrent repeats of one vote count once', async () => {
    const profile = await freshProfile(2);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        call(app, 'PUT', '/api/middleware/profile/upvote', { token: rival, body: { id: profile.id } }),
      ),
    );
    expect(answers.map((response) => response.status).sort()).toEqual([200, 409, 409, 409]);
    const { profiles } = await publicProfiles();
    expect(profiles.find((item) => item.id === profile.id)?.positive_votes).toBe(
      String(Number(profile.positive_votes) + 1),
    );
  });

  test('a burst of votes shares reloads, and every vote is in the public data when its answer arrives', async () => {
    const targets: Profile[] = [];
    for (let index = 0; index < 6; index++)
      targets.push(
        await freshProfile(
          1,
          targets.map((profile) => profile.id),
        ),
      );
    const refresh = vi.spyOn(app.context, 'refresh');
    try {
      const answers = await Promise.all(
        targets.map((profile) =>
          call(app, 'PUT', '/api/middleware/profile/upvote', { token: demo, body: { id: profile.id } }).then(
            async (response) => {
              // What this voter reads right after its answer already has its vote.
              const { profiles } = await publicProfiles();
              return { status: response.status, seen: profiles.find((item) => item.id === profile.id)?.positive_votes };
            },
          ),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(targets.map(() => 200));
      expect(answers.map((answer) => answer.seen)).toEqual(
        targets.map((profile) => String(Number(profile.positive_votes) + 1)),
      );
      expect(refresh.mock.calls.length).toBeGreaterThan(0);
      expect(refresh.mock.calls.length).toBeLessThanOrEqual(targets.length);
    } finally {
      refresh.mockRestore();
    }
  });

  test('own profiles, drafts and unknown profiles cannot be voted on', async () => {
    const [own] = await authoredBy(1);
    const ownVote = await call(app, 'PUT', '/api/middleware/profile/upvote', { token: demo, body: { id: own } });
    await expectError(ownVote, 403, 'forbidden');
    const draft = await draftProfileId();
    await expectError(
      await call(app, 'PUT', '/api/middleware/profile/upvote', { token: demo, body: { id: draft } }),
      404,
      'not_found',
    );
    await expectError(
      await call(app, 'PUT', '/api/middleware/profile/downvote', { token: demo, body: { id: 99_999 } }),
      404,
      'not_found',
    );
    for (const body of [
      {},
      { id: '501' },
      { id: 501, positive_votes: 3 },
      { id: 501, positive_votes: '-1' },
      { id: 1.5 },
    ]) {
      await expectError(
        await call(app, 'PUT', '/api/middleware/profile/upvote', { token: demo, body }),
        400,
        'invalid_body',
      );
    }
  });

  test('favourites: the demo list with profiles, newest first, published only', async () => {
    const items = await favourites(demo);
    expect(items.length).toBeGreaterThan(4);
    const dates = items.map((item) => item.is_favorite_since);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const item of items) {
      expect(item.profile.id).toBe(item.id);
      expect(item.profile.status).toBe('1');
    }
    const { profiles } = await publicProfiles();
    for (const item of items) expect(item.profile).toEqual(profiles.find((profile) => profile.id === item.id));
  });

  test('favourites: add (idempotent, first date kept), remove, remove again is 404', async () => {
    const current = new Set((await favourites(demo)).map((item) => item.id));
    const { profiles } = await publicProfiles();
    const target = profiles.find((profile) => profile.status === '1' && !current.has(profile.id)) as Profile;
    clock.set(Date.UTC(2026, 8, 1, 13, 0, 0));
    const added = await expectJson(
      await call(app, 'PUT', `/api/middleware/profile/favorite/${target.id}`, { token: demo }),
      200,
      endpoints.addFavorite.response,
    );
    expect(added.data).toMatchObject({ id: target.id, is_favorite_since: '2026-09-01T13:00:00Z' });
    clock.set(Date.UTC(2026, 8, 1, 14, 0, 0));
    const again = await expectJson(
      await call(app, 'PUT', `/api/middleware/profile/favorite/${target.id}`, { token: demo }),
      200,
      endpoints.addFavorite.response,
    );
    expect(again.data.is_favorite_since).toBe('2026-09-01T13:00:00Z');
    const list = await favourites(demo);
    expect(list[0]?.id).toBe(target.id);
    expect(list).toHaveLength(current.size + 1);

    const removed = await call(app, 'DELETE', `/api/middleware/profile/favorite/${target.id}`, { token: demo });
    expect(await expectJson(removed, 200, endpoints.removeFavorite.response)).toEqual({ success: true });
    expect(new Set((await favourites(demo)).map((item) => item.id))).toEqual(current);
    await expectError(
      await call(app, 'DELETE', `/api/middleware/profile/favorite/${target.id}`, { token: demo }),
      404,
      'not_found',
    );

    const draft = await draftProfileId();
    await expectError(
      await call(app, 'PUT', `/api/middleware/profile/favorite/${draft}`, { token: demo }),
      404,
      'not_found',
    );
    await expectError(
      await call(app, 'PUT', '/api/middleware/profile/favorite/4242', { token: demo }),
      404,
      'not_found',
    );
    await expectError(
      await call(app, 'PUT', '/api/middleware/profile/favorite/x1', { token: demo }),
      400,
      'invalid_path_parameter',
    );
  });

  test('my profiles: the ones the player created, drafts included; my_nacon_id must be the caller', async () => {
    const answer = await expectJson(
      await call(app, 'GET', '/api/middleware/profile/list', { token: demo }),
      200,
      endpoints.userProfiles.response,
    );
    const own = await authoredBy(1);
    expect(answer.data.items.map((item) => item.id).sort()).toEqual([...own].sort());
    expect(answer.data.items.some((item) => item.status === '0')).toBe(true);
    const dates = answer.data.items.map((item) => item.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const explicit = await call(app, 'GET', '/api/middleware/profile/list?my_nacon_id=1', { token: demo });
    expect(await expectJson(explicit, 200, endpoints.userProfiles.response)).toEqual(answer);
    const other = await call(app, 'GET', '/api/middleware/profile/list?my_nacon_id=2', { token: demo });
    await expectError(other, 403, 'forbidden');
    await expectError(
      await call(app, 'GET', '/api/middleware/profile/list?my_nacon_id=abc', { token: demo }),
      400,
      'invalid_query',
    );
    const theirs = await expectJson(
      await call(app, 'GET', '/api/middleware/profile/list?my_nacon_id=2', { token: rival }),
      200,
      endpoints.userProfiles.response,
    );
    expect(theirs.data.items.map((item) => item.id)).toEqual(await authoredBy(2));
  });
});
