// Votes and favourites from any profile card: the counters and the lists change only with the server's answer;
// a refusal leaves them as they were and says why (spec section 4). One request per profile at a time, and a press
// of the vote just counted sends nothing, so a double click sends one vote even when its second press comes after
// the first one's answer (on a busy phone).

import type { Profile, ProfileVoteDirection } from '@mynacon/contract';
import { useCallback, useRef, useState } from 'react';
import { useSession } from '../../../lib/auth/session-store';
import { playerQueries } from '../../../lib/data/player-queries';
import { appData, type DataKey } from '../../../lib/data/store';
import { useData } from '../../../lib/data/useData';
import { useStore } from '../../../lib/startup/hydrating-store';
import { siteData } from '../../../lib/startup/site-data';
import { addFavoriteProfile } from '../api/add-favorite-profile';
import { downvoteProfile } from '../api/downvote-profile';
import { removeFavoriteProfile } from '../api/remove-favorite-profile';
import { upvoteProfile } from '../api/upvote-profile';
import { profileQueries } from '../lib/queries';
import { type VoteRefusal, voteRefusalOf, withCounters } from '../lib/votes';

/** What a card says after an action: accepted, or why not. */
export type ActionNote =
  | { kind: 'voted' }
  | { kind: 'favorite-added' }
  | { kind: 'favorite-removed' }
  | { kind: 'refused'; refusal: VoteRefusal };

/** The value of a key without loading it. */
function useValue<T>(key: DataKey<T>): T | undefined {
  return useStore(appData.state, (state) => state.entries[key.name]?.value as T | undefined);
}

/** Loads the player's votes and favourites; mounted only for a signed-in player (an anonymous one has none). */
export function PlayerProfileData() {
  useData(profileQueries.myVotes);
  useData(playerQueries.favorites);
  return null;
}

export interface ProfileActions {
  signedIn: boolean;
  myVote(id: number): ProfileVoteDirection | undefined;
  isFavorite(id: number): boolean;
  noteOf(id: number): ActionNote | undefined;
  vote(profile: Profile, direction: ProfileVoteDirection): void;
  toggleFavorite(profile: Profile): void;
}

export function useProfileActions(): ProfileActions {
  const signedIn = useSession((state) => state.status === 'authenticated');
  const votes = useValue(profileQueries.myVotes.key);
  const favorites = useValue(siteData.favorites);
  const [notes, setNotes] = useState<ReadonlyMap<number, ActionNote>>(new Map());
  const pending = useRef(new Set<number>());
  /** The votes counted since the page opened, by profile: pressed again, they stay as they are. */
  const counted = useRef(new Map<number, ProfileVoteDirection>());
  const note = useCallback((id: number, value: ActionNote) => {
    setNotes((current) => new Map(current).set(id, value));
  }, []);

  const run = useCallback(
    async (id: number, action: () => Promise<ActionNote>) => {
      if (pending.current.has(id)) return;
      if (!signedIn) {
        note(id, { kind: 'refused', refusal: 'signed-out' });
        return;
      }
      pending.current.add(id);
      try {
        note(id, await action());
      } catch (error) {
        note(id, { kind: 'refused', refusal: voteRefusalOf(error) });
      } finally {
        pending.current.delete(id);
      }
    },
    [signedIn, note],
  );

  const vote = useCallback(
    (profile: Profile, direction: ProfileVoteDirection) => {
      if (counted.current.get(profile.id) === direction) return;
      void run(profile.id, async () => {
        const counters = direction === 'up' ? await upvoteProfile(profile) : await downvoteProfile(profile);
        counted.current.set(profile.id, direction);
        appData.update(siteData.profiles, (games) =>
          games.map((game) => ({ ...game, profiles: game.profiles.map((item) => withCounters(item, counters)) })),
        );
        appData.update(siteData.favorites, (items) =>
          items.map((item) => ({ ...item, profile: withCounters(item.profile, counters) })),
        );
        appData.update(siteData.userProfiles, (items) => items.map((item) => withCounters(item, counters)));
        appData.update(profileQueries.myVotes.key, (items) => [
          ...items.filter((item) => item.profile_id !== profile.id),
          { profile_id: profile.id, vote: direction },
        ]);
        return { kind: 'voted' };
      });
    },
    [run],
  );

  const toggleFavorite = useCallback(
    (profile: Profile) =>
      void run(profile.id, async () => {
        const current = appData.entry(siteData.favorites).value ?? [];
        if (current.some((item) => item.id === profile.id)) {
          await removeFavoriteProfile(profile.id);
          appData.update(siteData.favorites, (items) => items.filter((item) => item.id !== profile.id));
          return { kind: 'favorite-removed' };
        }
        const added = await addFavoriteProfile(profile.id);
        if (appData.entry(siteData.favorites).value === undefined) appData.set(siteData.favorites, [added]);
        else appData.update(siteData.favorites, (items) => [added, ...items.filter((item) => item.id !== added.id)]);
        return { kind: 'favorite-added' };
      }),
    [run],
  );

  return {
    signedIn,
    myVote: (id) => votes?.find((item) => item.profile_id === id)?.vote,
    isFavorite: (id) => favorites?.some((item) => item.id === id) ?? false,
    noteOf: (id) => notes.get(id),
    vote,
    toggleFavorite,
  };
}
