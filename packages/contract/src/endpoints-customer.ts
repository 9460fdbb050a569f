import * as z from 'zod/mini';
import * as account from './account.ts';
import { type Endpoint, endpoint, recordIdParam, zendeskIdParam } from './endpoint.ts';
import {
  getCustomerProductsEndpoint,
  getFavoriteProfilesEndpoint,
  getUserCommunityDataEndpoint,
  getUserProfilesEndpoint,
  searchCustomerOrdersEndpoint,
} from './endpoints-startup.ts';
import { MyProfileVotesResponse } from './profiles.ts';

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

export const upvoteProfileEndpoint = endpoint({
  id: 'upvoteProfile',
  method: 'PUT',
  path: '/api/middleware/profile/upvote',
  summary: 'Adds 1 to a published profile’s positive votes; one vote per player and profile (409 on a repeat)',
  tag: 'profiles',
  source: 'spec',
  status: 'served',
  auth: 'bearer',
  body: account.UpvoteBody,
  response: account.VoteResponse,
  cached: false,
  errors: [401, 403, 404, 409, 429],
});

export const downvoteProfileEndpoint = endpoint({
  id: 'downvoteProfile',
  method: 'PUT',
  path: '/api/middleware/profile/downvote',
  summary: 'Adds 1 to a published profile’s negative votes; one vote per player and profile (409 on a repeat)',
  tag: 'profiles',
  source: 'spec',
  status: 'served',
  auth: 'bearer',
  body: account.DownvoteBody,
  response: account.VoteResponse,
  cached: false,
  errors: [401, 403, 404, 409, 429],
});

export const getMyProfileVotesEndpoint = endpoint({
  id: 'getMyProfileVotes',
  method: 'GET',
  path: '/api/middleware/profile/my-votes',
  summary: 'The signed-in player’s own votes on published profiles (up or down), by profile id',
  tag: 'profiles',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  response: MyProfileVotesResponse,
  cached: false,
  errors: [401],
});

export const addFavoriteProfileEndpoint = endpoint({
  id: 'addFavoriteProfile',
  method: 'PUT',
  path: '/api/middleware/profile/favorite/{id}',
  summary: 'Marks a published profile as favourite (idempotent: the first date is kept)',
  tag: 'profiles',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  params: idParams,
  response: account.FavoriteResponse,
  cached: false,
  errors: [401, 404, 429],
});

export const removeFavoriteProfileEndpoint = endpoint({
  id: 'removeFavoriteProfile',
  method: 'DELETE',
  path: '/api/middleware/profile/favorite/{id}',
  summary: 'Removes a profile from the favourites; 404 when it is not one',
  tag: 'profiles',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  params: idParams,
  response: account.SuccessResponse,
  cached: false,
  errors: [401, 404, 429],
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

export const getMyPlaytestsEndpoint = endpoint({
  id: 'getMyPlaytests',
  method: 'GET',
  path: '/api/user/playtests',
  summary: 'The customer’s playtest registrations with the playtest and its survey state',
  tag: 'playtests',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  response: account.MyPlaytestsResponse,
  cached: false,
  errors: [401],
});

export const exportMyPlaytestDataEndpoint = endpoint({
  id: 'exportMyPlaytestData',
  method: 'GET',
  path: '/api/user/playtests/export',
  summary: 'The customer’s playtest programme data in one answer: registrations, devices used, survey answers',
  tag: 'playtests',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  response: account.PlaytestDataExportResponse,
  cached: false,
  errors: [401],
});

export const registerForPlaytestEndpoint = endpoint({
  id: 'registerForPlaytest',
  method: 'POST',
  path: '/api/user/playtests/{id}/register',
  summary: 'Registers for an open playtest: 410 once registration ended, 409 when full or already registered',
  tag: 'playtests',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  params: idParams,
  body: account.PlaytestRegistrationBody,
  response: account.PlaytestRegistrationResponse,
  cached: false,
  errors: [401, 404, 409, 410, 429],
});

export const withdrawFromPlaytestEndpoint = endpoint({
  id: 'withdrawFromPlaytest',
  method: 'DELETE',
  path: '/api/user/playtests/{id}/register',
  summary:
    'Withdraws the customer’s registration before the playtest starts, freeing its place; 404 when not registered, 409 once started',
  tag: 'playtests',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  params: idParams,
  response: account.PlaytestWithdrawalResponse,
  cached: false,
  errors: [401, 404, 409, 429],
});

export const getSurveyAnswersEndpoint = endpoint({
  id: 'getSurveyAnswers',
  method: 'GET',
  path: '/api/user/surveys/{id}/answers',
  summary: "The customer's answers to a survey; 404 when not answered",
  tag: 'playtests',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  params: idParams,
  response: account.SurveyAnswersResponse,
  cached: false,
  errors: [401, 404],
});

export const answerSurveyEndpoint = endpoint({
  id: 'answerSurvey',
  method: 'POST',
  path: '/api/user/surveys/{id}/answers',
  summary: "Stores the customer's answers, checked against the survey's questions; once per survey (409)",
  tag: 'playtests',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  params: idParams,
  body: account.SurveyAnswersBody,
  response: account.SurveyAnswersResponse,
  cached: false,
  errors: [401, 403, 404, 409, 429],
});

export const getNewsletterPreferencesEndpoint = endpoint({
  id: 'getNewsletterPreferences',
  method: 'GET',
  path: '/api/newsletter/preferences/{id}',
  summary: 'Newsletter preferences by the 64-hex id of the e-mail link (no token: the id is the secret)',
  tag: 'content',
  source: 'chosen',
  status: 'served',
  auth: 'none',
  params: z.object({ id: account.NewsletterPreferencesId }),
  response: account.NewsletterPreferencesResponse,
  cached: false,
  errors: [404],
});

export const updateNewsletterPreferencesEndpoint = endpoint({
  id: 'updateNewsletterPreferences',
  method: 'PUT',
  path: '/api/newsletter/preferences/{id}',
  summary: 'Replaces the topics and frequency of newsletter preferences (no topic: no newsletter)',
  tag: 'content',
  source: 'chosen',
  status: 'served',
  auth: 'none',
  params: z.object({ id: account.NewsletterPreferencesId }),
  body: account.NewsletterPreferencesBody,
  response: account.NewsletterPreferencesResponse,
  cached: false,
  errors: [404, 429],
});

export const createCommunityReportEndpoint = endpoint({
  id: 'createCommunityReport',
  method: 'POST',
  path: '/api/user/community/{gameZendeskId}/posts',
  summary: 'Creates a bug report on a supported game’s board, in moderation (status none)',
  tag: 'support',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  params: z.object({ gameZendeskId: zendeskIdParam }),
  body: account.CreateReportBody,
  response: account.CommunityPostResponse,
  cached: false,
  errors: [401, 404, 429],
});

export const meTooEndpoint = endpoint({
  id: 'meToo',
  method: 'PUT',
  path: '/api/user/community/{gameZendeskId}/posts/{id}/me-too',
  summary:
    'Says “me too, on my platform” on a published report: once per player and report, again replaces the platform; answers the post with its counts',
  tag: 'support',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  params: z.object({ gameZendeskId: zendeskIdParam, id: zendeskIdParam }),
  body: account.MeTooBody,
  response: account.CommunityPostResponse,
  cached: false,
  errors: [401, 404, 429],
});

export const getSupportTicketsEndpoint = endpoint({
  id: 'getSupportTickets',
  method: 'GET',
  path: '/api/user/support/tickets',
  summary: "The customer's support tickets, newest first",
  tag: 'support',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  response: account.TicketsResponse,
  cached: false,
  errors: [401],
});

export const createSupportTicketEndpoint = endpoint({
  id: 'createSupportTicket',
  method: 'POST',
  path: '/api/user/support/tickets',
  summary: 'Opens a support ticket: platform among the product’s ticket platform options, optional own order',
  tag: 'support',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  body: account.TicketBody,
  response: account.TicketResponse,
  cached: false,
  errors: [401, 404, 429],
});

export const sendContactMessageEndpoint = endpoint({
  id: 'sendContactMessage',
  method: 'POST',
  path: '/api/contact',
  summary: 'Sends a contact message; public, bearer token optional, bot-protection token checked',
  tag: 'support',
  source: 'chosen',
  status: 'served',
  auth: 'none',
  body: account.ContactBody,
  response: account.ContactResponse,
  cached: false,
  errors: [401, 429, 503],
});

/**
 * The customer calls: a bearer token, and each reads or writes only the token's own user. Two are public
 * (newsletter preferences, where the 64-hex id is the secret, and the contact form).
 */
export const customerEndpoints = {
  communityData: getUserCommunityDataEndpoint,
  devices: getUserDevicesEndpoint,
  addDevice: addUserDeviceEndpoint,
  renameDevice: renameUserDeviceEndpoint,
  removeDevice: removeUserDeviceEndpoint,
  notifications: getUserNotificationsEndpoint,
  markNotificationsRead: markNotificationsReadEndpoint,
  orders: searchCustomerOrdersEndpoint,
  customerProducts: getCustomerProductsEndpoint,
  upvote: upvoteProfileEndpoint,
  downvote: downvoteProfileEndpoint,
  myVotes: getMyProfileVotesEndpoint,
  favoriteList: getFavoriteProfilesEndpoint,
  addFavorite: addFavoriteProfileEndpoint,
  removeFavorite: removeFavoriteProfileEndpoint,
  userProfiles: getUserProfilesEndpoint,
  addresses: getUserAddressesEndpoint,
  addAddress: addUserAddressEndpoint,
  updateAddress: updateUserAddressEndpoint,
  removeAddress: removeUserAddressEndpoint,
  setDefaultAddress: setDefaultUserAddressEndpoint,
  information: getUserInformationEndpoint,
  updateInformation: updateUserInformationEndpoint,
  referral: getUserReferralEndpoint,
  linkedAccounts: getLinkedAccountsEndpoint,
  unlinkAccount: unlinkAccountEndpoint,
  sessions: getSessionsEndpoint,
  endSession: endSessionEndpoint,
  endOtherSessions: endOtherSessionsEndpoint,
  securityEvents: getSecurityEventsEndpoint,
  myPlaytests: getMyPlaytestsEndpoint,
  exportPlaytestData: exportMyPlaytestDataEndpoint,
  registerPlaytest: registerForPlaytestEndpoint,
  withdrawPlaytest: withdrawFromPlaytestEndpoint,
  surveyAnswers: getSurveyAnswersEndpoint,
  answerSurvey: answerSurveyEndpoint,
  newsletterPreferences: getNewsletterPreferencesEndpoint,
  updateNewsletterPreferences: updateNewsletterPreferencesEndpoint,
  createReport: createCommunityReportEndpoint,
  meToo: meTooEndpoint,
  tickets: getSupportTicketsEndpoint,
  createTicket: createSupportTicketEndpoint,
  contact: sendContactMessageEndpoint,
} as const satisfies Record<string, Endpoint>;
