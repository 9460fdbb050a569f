// The playtest pages' reads in the portal's data store (decision 016).

import { sharedData } from '../../../lib/data/shared-keys';
import { dataKey } from '../../../lib/data/store';
import type { PlaytestList } from '../../../lib/http/calls/list-playtests';
import type { PlaytestExport } from '../api/export-my-playtest-data';

export const playtestData = {
  open: sharedData.openPlaytests,
  passed: dataKey<PlaytestList['items']>('playtests.passed', 'site'),
  mine: sharedData.myPlaytests,
  export: dataKey<PlaytestExport>('playtests.export', 'player'),
};
