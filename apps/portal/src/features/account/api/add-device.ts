// The call that adds a device is shared with the playtest registration (a device added without leaving its form).
export { addDevice, type NewDevice } from '../../../lib/http/calls/add-device';
