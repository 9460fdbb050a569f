// The account pages' reads (decisions 016 and 048): all of them the signed-in player's. The devices are shared
// with the playtest registration (lib/data/queries.ts).

import { playerQueries } from '../../../lib/data/player-queries';
import { query } from '../../../lib/data/query';
import { dataKey } from '../../../lib/data/store';
import { getLinkedAccounts, type LinkedAccounts } from '../api/get-linked-accounts';
import { getSecurityEvents, type SecurityEvents } from '../api/get-security-events';
import { type ActiveSession, getSessions } from '../api/get-sessions';
import { type Address, getUserAddresses } from '../api/get-user-addresses';
import { type AccountInformation, getUserInformation } from '../api/get-user-information';
import { getUserReferral, type Referral } from '../api/get-user-referral';

export const accountQueries = {
  information: query(dataKey<AccountInformation>('account.information', 'player'), (client) =>
    getUserInformation(client),
  ),
  linkedAccounts: query(dataKey<LinkedAccounts>('account.linked', 'player'), (client) => getLinkedAccounts(client)),
  devices: playerQueries.devices,
  addresses: query(dataKey<Address[]>('account.addresses', 'player'), (client) => getUserAddresses(client)),
  referral: query(dataKey<Referral>('account.referral', 'player'), (client) => getUserReferral(client)),
  sessions: query(dataKey<ActiveSession[]>('account.sessions', 'player'), (client) => getSessions(client)),
  /** The first page of the security log. */
  securityEvents: query(dataKey<SecurityEvents>('account.security-events', 'player'), (client) =>
    getSecurityEvents(1, client),
  ),
};
