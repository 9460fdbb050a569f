// The playtest pages' reads (decisions 016 and 048); the open list, the player's registrations, one playtest and
// the devices are shared with the home and the account pages (lib/data/queries.ts).

import { playerQueries } from '../../../lib/data/player-queries';
import { sharedQueries } from '../../../lib/data/queries';
import { query } from '../../../lib/data/query';
import { dataKey } from '../../../lib/data/store';
import { listPlaytests, type PlaytestList } from '../../../lib/http/calls/list-playtests';
import { exportMyPlaytestData, type PlaytestExport } from '../api/export-my-playtest-data';

export const playtestQueries = {
  open: sharedQueries.openPlaytests,
  passed: query(dataKey<PlaytestList['items']>('playtests.passed', 'site'), (client) =>
    listPlaytests('passed', client),
  ),
  mine: playerQueries.myPlaytests,
  export: query(dataKey<PlaytestExport>('playtests.export', 'player'), (client) => exportMyPlaytestData(client)),
};
