// The player's devices in the data store (decision 016): one entry read by the account's devices page and by the
// playtest registration, so that a device added in one shows in the other without a reload.
import { dataKey } from '../data/store';
import type { Device } from '../http/calls/get-user-devices';

export const devicesKey = dataKey<Device[]>('account.devices', 'player');
