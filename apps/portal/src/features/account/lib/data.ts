// The account pages' reads in the portal's data store (decision 016): all of them the signed-in player's.
import { dataKey } from '../../../lib/data/store';
import { devicesKey } from '../../../lib/devices/data';
import type { LinkedAccounts } from '../api/get-linked-accounts';
import type { SecurityEvents } from '../api/get-security-events';
import type { ActiveSession } from '../api/get-sessions';
import type { Address } from '../api/get-user-addresses';
import type { AccountInformation } from '../api/get-user-information';
import type { Referral } from '../api/get-user-referral';

export const accountData = {
  information: dataKey<AccountInformation>('account.information', 'player'),
  linkedAccounts: dataKey<LinkedAccounts>('account.linked', 'player'),
  devices: devicesKey,
  addresses: dataKey<Address[]>('account.addresses', 'player'),
  referral: dataKey<Referral>('account.referral', 'player'),
  sessions: dataKey<ActiveSession[]>('account.sessions', 'player'),
  securityEvents: dataKey<SecurityEvents>('account.security-events', 'player'),
};
