// The player's account calls: devices, notifications, addresses, information, referral, linked accounts,
// sessions and the security log.
import * as z from 'zod/mini';
import * as account from './account.ts';
import { endpoint, recordIdParams } from './endpoint.ts';

/** What the calls below share; each call states only where it differs. */
const accountCall = { tag: 'account', source: 'chosen', status: 'served', auth: 'bearer', cached: false } as const;

export const getUserDevicesEndpoint = endpoint({
  ...accountCall,
  id: 'getUserDevices',
  method: 'GET',
  path: '/api/user/device',
  summary: "The customer's devices",
  source: 'spec',
  response: account.DevicesResponse,
  errors: [401],
});

export const addUserDeviceEndpoint = endpoint({
  ...accountCall,
  id: 'addUserDevice',
  method: 'POST',
  path: '/api/user/device',
  summary: 'Adds a device (platform from /api/cache/support/platforms); 409 beyond the limit',
  body: account.DeviceInput,
  response: account.DeviceResponse,
  errors: [401, 409, 429],
});

export const renameUserDeviceEndpoint = endpoint({
  ...accountCall,
  id: 'renameUserDevice',
  method: 'PUT',
  path: '/api/user/device/{id}',
  summary: 'Renames one of the customer’s devices',
  params: recordIdParams,
  body: account.DeviceRenameBody,
  response: account.DeviceResponse,
  errors: [401, 404, 429],
});

export const removeUserDeviceEndpoint = endpoint({
  ...accountCall,
  id: 'removeUserDevice',
  method: 'DELETE',
  path: '/api/user/device/{id}',
  summary: 'Removes one of the customer’s devices',
  params: recordIdParams,
  response: account.SuccessResponse,
  errors: [401, 404, 429],
});

export const getUserNotificationsEndpoint = endpoint({
  ...accountCall,
  id: 'getUserNotifications',
  method: 'GET',
  path: '/api/user/notifications',
  summary: "The customer's inbox, newest first",
  source: 'spec',
  response: account.NotificationsResponse,
  errors: [401],
});

export const markNotificationsReadEndpoint = endpoint({
  ...accountCall,
  id: 'markNotificationsRead',
  method: 'PUT',
  path: '/api/user/notification',
  summary: 'Marks notifications read (read_state false → true); ids that are not the caller’s are ignored',
  source: 'spec',
  body: account.MarkNotificationsReadBody,
  response: account.MarkNotificationsReadResponse,
  errors: [401, 429],
});
export const getUserAddressesEndpoint = endpoint({
  ...accountCall,
  id: 'getUserAddresses',
  method: 'GET',
  path: '/api/user/address',
  summary: "The customer's addresses, the default first",
  response: account.AddressesResponse,
  errors: [401],
});

export const addUserAddressEndpoint = endpoint({
  ...accountCall,
  id: 'addUserAddress',
  method: 'POST',
  path: '/api/user/address',
  summary: "Adds an address; country_id among the allowed countries of the customer's store",
  body: account.AddressInput,
  response: account.AddressResponse,
  errors: [401, 409, 429],
});

export const updateUserAddressEndpoint = endpoint({
  ...accountCall,
  id: 'updateUserAddress',
  method: 'PUT',
  path: '/api/user/address/{id}',
  summary: 'Replaces the fields of one of the customer’s addresses',
  params: recordIdParams,
  body: account.AddressUpdate,
  response: account.AddressResponse,
  errors: [401, 404, 429],
});

export const removeUserAddressEndpoint = endpoint({
  ...accountCall,
  id: 'removeUserAddress',
  method: 'DELETE',
  path: '/api/user/address/{id}',
  summary: 'Removes an address; removing the default makes the oldest remaining one the default',
  params: recordIdParams,
  response: account.SuccessResponse,
  errors: [401, 404, 429],
});

export const setDefaultUserAddressEndpoint = endpoint({
  ...accountCall,
  id: 'setDefaultUserAddress',
  method: 'PUT',
  path: '/api/user/address/{id}/default',
  summary: 'Makes one of the customer’s addresses the default',
  params: recordIdParams,
  response: account.AddressesResponse,
  errors: [401, 404, 429],
});

export const getUserInformationEndpoint = endpoint({
  ...accountCall,
  id: 'getUserInformation',
  method: 'GET',
  path: '/api/user/information',
  summary: "The customer's account information",
  response: account.AccountInformationResponse,
  errors: [401],
});

export const updateUserInformationEndpoint = endpoint({
  ...accountCall,
  id: 'updateUserInformation',
  method: 'PUT',
  path: '/api/user/information',
  summary:
    'Changes first name, last name, locale, newsletter subscription, username or date of birth (not e-mail or password); 409 for a username taken',
  body: account.AccountInformationUpdate,
  response: account.AccountInformationResponse,
  errors: [401, 409, 429],
});

export const getUserReferralEndpoint = endpoint({
  ...accountCall,
  id: 'getUserReferral',
  method: 'GET',
  path: '/api/user/referral',
  summary: "The customer's referral code, link and referred friends; 404 when the referral program is off",
  response: account.ReferralResponse,
  errors: [401, 404],
});

export const getLinkedAccountsEndpoint = endpoint({
  ...accountCall,
  id: 'getLinkedAccounts',
  method: 'GET',
  path: '/api/user/linked-accounts',
  summary: 'External sign-in accounts linked to the customer',
  response: account.LinkedAccountsResponse,
  errors: [401],
});

export const unlinkAccountEndpoint = endpoint({
  ...accountCall,
  id: 'unlinkAccount',
  method: 'DELETE',
  path: '/api/user/linked-accounts/{provider}',
  summary:
    'Unlinks an external account (re-authenticated in the last 10 minutes, 403 `reauth_required` otherwise); 409 when it would leave no way to sign in',
  params: z.object({ provider: account.LinkedAccountProvider }),
  response: account.LinkedAccountsResponse,
  errors: [401, 403, 404, 409, 429],
});

export const getSessionsEndpoint = endpoint({
  ...accountCall,
  id: 'getSessions',
  method: 'GET',
  path: '/api/user/sessions',
  summary: "The player's live sessions (device, browser, address, last use), the current one marked",
  response: account.ActiveSessionsResponse,
  errors: [401],
});

export const endSessionEndpoint = endpoint({
  ...accountCall,
  id: 'endSession',
  method: 'DELETE',
  path: '/api/user/sessions/{id}',
  summary: 'Signs one of the player’s sessions out; its access tokens stop working at once',
  params: account.EndSessionParams,
  response: account.ActiveSessionsResponse,
  errors: [401, 404, 429],
});

export const endOtherSessionsEndpoint = endpoint({
  ...accountCall,
  id: 'endOtherSessions',
  method: 'POST',
  path: '/api/user/sessions/end-others',
  summary: 'Signs out every session of the player but the current one',
  response: account.ActiveSessionsResponse,
  errors: [401, 429],
});

export const getSecurityEventsEndpoint = endpoint({
  ...accountCall,
  id: 'getSecurityEvents',
  method: 'GET',
  path: '/api/user/security-events',
  summary: "The player's own security events, newest first, 20 a page",
  query: account.SecurityEventsQuery,
  response: account.SecurityEventsResponse,
  errors: [400, 401],
});
