// The playtest pages' reads in the portal's data store (decision 016).
import { dataKey } from '../../../lib/data/store';
import type { PlaytestExport, PlaytestList, Registration } from '../api';

export const playtestData = {
  open: dataKey<PlaytestList['items']>('playtests.open', 'site'),
  passed: dataKey<PlaytestList['items']>('playtests.passed', 'site'),
  mine: dataKey<Registration[]>('playtests.mine', 'player'),
  export: dataKey<PlaytestExport>('playtests.export', 'player'),
};
