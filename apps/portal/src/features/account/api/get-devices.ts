// The devices call is shared with the playtest registration, which lets a player add a device on the way.
export { type Device, getDevices } from '../../../lib/http/calls/get-devices';
