// The playtest pages' reads in the portal's data store (decision 016).

import { sharedData } from '../../../lib/data/shared-keys';
import { dataKey } from '../../../lib/data/store';
import type { PlaytestExport, PlaytestList } from '../api';

export const playtestData = {
  open: sharedData.openPlaytests,
  passed: dataKey<PlaytestList['items']>('playtests.passed', 'site'),
  mine: sharedData.myPlaytests,
  export: dataKey<PlaytestExport>('playtests.export', 'player'),
};
