// The player's account calls: devices, notifications, addresses, information, referral, linked accounts,
// sessions and the security log.
import * as z from 'zod/mini';
import * as account from './account.ts';
import { endpoint, recordIdParam } from './endpoint.ts';

const idParams = z.object({ id: recordIdParam });

export const getUserDevicesEndpoint = endpoint({
  id: 'getUserDevices',
  method: 'GET',
  path: '/api/user/device',
  summary: "The customer's devices",
  tag: 'account',
  source: 'spec',
  status: 'served',
  auth: 'bearer',
  response: account.DevicesResponse,
  cached: false,
  errors: [401],
});

export const addUserDeviceEndpoint = endpoint({
  id: 'addUserDevice',
  method: 'POST',
  path: '/api/user/device',
  summary: 'Adds a device (platform from /api/cache/support/platforms); 409 beyond the limit',
  tag: 'account',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  body: account.DeviceInput,
  response: account.DeviceResponse,
  cached: false,
  errors: [401, 409, 429],
});

export const renameUserDeviceEndpoint = endpoint({
  id: 'renameUserDevice',
  method: 'PUT',
  path: '/api/user/device/{id}',
  summary: 'Renames one of the customer’s devices',
  tag: 'account',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  params: idParams,
  body: account.DeviceRenameBody,
  response: account.DeviceResponse,
  cached: false,
  errors: [401, 404, 429],
});

export const removeUserDeviceEndpoint = endpoint({
  id: 'removeUserDevice',
  method: 'DELETE',
  path: '/api/user/device/{id}',
  summary: 'Removes one of the customer’s devices',
  tag: 'account',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  params: idParams,
  response: account.SuccessResponse,
  cached: false,
  errors: [401, 404, 429],
});

export const getUserNotificationsEndpoint = endpoint({
  id: 'getUserNotifications',
  method: 'GET',
  path: '/api/user/notifications',
  summary: "The customer's inbox, newest first",
  tag: 'account',
  source: 'spec',
  status: 'served',
  auth: 'bearer',
  response: account.NotificationsResponse,
  cached: false,
  errors: [401],
});

export const markNotificationsReadEndpoint = endpoint({
  id: 'markNotificationsRead',
  method: 'PUT',
  path: '/api/user/notification',
  summary: 'Marks notifications read (read_state false → true); ids that are not the caller’s are ignored',
  tag: 'account',
  source: 'spec',
  status: 'served',
  auth: 'bearer',
  body: account.MarkNotificationsReadBody,
  response: account.MarkNotificationsReadResponse,
  cached: false,
  errors: [401, 429],
});
export const getUserAddressesEndpoint = endpoint({
  id: 'getUserAddresses',
  method: 'GET',
  path: '/api/user/address',
  summary: "The customer's addresses, the default first",
  tag: 'account',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  response: account.AddressesResponse,
  cached: false,
  errors: [401],
});

export const addUserAddressEndpoint = endpoint({
  id: 'addUserAddress',
  method: 'POST',
  path: '/api/user/address',
  summary: "Adds an address; country_id among the allowed countries of the customer's store",
  tag: 'account',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  body: account.AddressInput,
  response: account.AddressResponse,
  cached: false,
  errors: [401, 409, 429],
});

export const updateUserAddressEndpoint = endpoint({
  id: 'updateUserAddress',
  method: 'PUT',
  path: '/api/user/address/{id}',
  summary: 'Replaces the fields of one of the customer’s addresses',
  tag: 'account',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  params: idParams,
  body: account.AddressUpdate,
  response: account.AddressResponse,
  cached: false,
  errors: [401, 404, 429],
});

export const removeUserAddressEndpoint = endpoint({
  id: 'removeUserAddress',
  method: 'DELETE',
  path: '/api/user/address/{id}',
  summary: 'Removes an address; removing the default makes the oldest remaining one the default',
  tag: 'account',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  params: idParams,
  response: account.SuccessResponse,
  cached: false,
  errors: [401, 404, 429],
});

export const setDefaultUserAddressEndpoint = endpoint({
  id: 'setDefaultUserAddress',
  method: 'PUT',
  path: '/api/user/address/{id}/default',
  summary: 'Makes one of the customer’s addresses the default',
  tag: 'account',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  params: idParams,
  response: account.AddressesResponse,
  cached: false,
  errors: [401, 404, 429],
});

export const getUserInformationEndpoint = endpoint({
  id: 'getUserInformation',
  method: 'GET',
  path: '/api/user/information',
  summary: "The customer's account information",
  tag: 'account',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  response: account.AccountInformationResponse,
  cached: false,
  errors: [401],
});

export const updateUserInformationEndpoint = endpoint({
  id: 'updateUserInformation',
  method: 'PUT',
  path: '/api/user/information',
  summary:
    'Changes first name, last name, locale, newsletter subscription, username or date of birth (not e-mail or password); 409 for a username taken',
  tag: 'account',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  body: account.AccountInformationUpdate,
  response: account.AccountInformationResponse,
  cached: false,
  errors: [401, 409, 429],
});

export const getUserReferralEndpoint = endpoint({
  id: 'getUserReferral',
  method: 'GET',
  path: '/api/user/referral',
  summary: "The customer's referral code, link and referred friends; 404 when the referral program is off",
  tag: 'account',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  response: account.ReferralResponse,
  cached: false,
  errors: [401, 404],
});

export const getLinkedAccountsEndpoint = endpoint({
  id: 'getLinkedAccounts',
  method: 'GET',
  path: '/api/user/linked-accounts',
  summary: 'External sign-in accounts linked to the customer',
  tag: 'account',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  response: account.LinkedAccountsResponse,
  cached: false,
  errors: [401],
});

export const unlinkAccountEndpoint = endpoint({
  id: 'unlinkAccount',
  method: 'DELETE',
  path: '/api/user/linked-accounts/{provider}',
  summary:
    'Unlinks an external account (re-authenticated in the last 10 minutes, 403 `reauth_required` otherwise); 409 when it would leave no way to sign in',
  tag: 'account',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  params: z.object({ provider: account.LinkedAccountProvider }),
  response: account.LinkedAccountsResponse,
  cached: false,
  errors: [401, 403, 404, 409, 429],
});

export const getSessionsEndpoint = endpoint({
  id: 'getSessions',
  method: 'GET',
  path: '/api/user/sessions',
  summary: "The player's live sessions (device, browser, address, last use), the current one marked",
  tag: 'account',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  response: account.ActiveSessionsResponse,
  cached: false,
  errors: [401],
});

export const endSessionEndpoint = endpoint({
  id: 'endSession',
  method: 'DELETE',
  path: '/api/user/sessions/{id}',
  summary: 'Signs one of the player’s sessions out; its access tokens stop working at once',
  tag: 'account',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  params: account.EndSessionParams,
  response: account.ActiveSessionsResponse,
  cached: false,
  errors: [401, 404, 429],
});

export const endOtherSessionsEndpoint = endpoint({
  id: 'endOtherSessions',
  method: 'POST',
  path: '/api/user/sessions/end-others',
  summary: 'Signs out every session of the player but the current one',
  tag: 'account',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  response: account.ActiveSessionsResponse,
  cached: false,
  errors: [401, 429],
});

export const getSecurityEventsEndpoint = endpoint({
  id: 'getSecurityEvents',
  method: 'GET',
  path: '/api/user/security-events',
  summary: "The player's own security events, newest first, 20 a page",
  tag: 'account',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  query: account.SecurityEventsQuery,
  response: account.SecurityEventsResponse,
  cached: false,
  errors: [400, 401],
});
