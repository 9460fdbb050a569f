// What a server draws the home with for the player asking (decision 063): the notifications with their texts, the
// block whose cards are the page's largest text. The other blocks keep their placeholders until the browser has
// loaded them: each is a call more before the page's first byte, for a part under the fold on a phone.
import { playerQueries } from '../../lib/data/player-queries';
import { sharedQueries } from '../../lib/data/queries';
import type { Query } from '../../lib/data/query';

export const serverReads: ReadonlyArray<Query<unknown>> = [playerQueries.notifications, sharedQueries.translations];
