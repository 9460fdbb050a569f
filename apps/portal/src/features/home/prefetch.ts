// The home's reads, started by its route's loader once the sign-in guard has passed (decision 058): beside the
// page's code rather than after its first render. Each block's `useData` joins its read on the way.
import { useSession } from '../../lib/auth/session-store';
import { playerQueries, userProfilesQuery } from '../../lib/data/player-queries';
import { sharedQueries } from '../../lib/data/queries';
import { fetchQuery, type Query } from '../../lib/data/query';
import { freshFor } from '../../lib/data/useData';

/** What the home's blocks read (HomePage.tsx: one block each, two for notifications, playtests and support). */
export function homeReads(userId: number | undefined): ReadonlyArray<Query<unknown>> {
  return [
    playerQueries.notifications,
    sharedQueries.translations,
    sharedQueries.openPlaytests,
    playerQueries.myPlaytests,
    playerQueries.tickets,
    playerQueries.communityData,
    playerQueries.favorites,
    ...(userId === undefined ? [] : [userProfilesQuery(userId)]),
    playerQueries.orders,
  ];
}

/** Starts the home's reads that are neither on their way nor fresh; failures are the blocks' to show. */
export function prefetch(): void {
  const userId = useSession.getState().session?.user.user_id;
  for (const read of homeReads(userId)) void fetchQuery(read, { freshFor });
}
