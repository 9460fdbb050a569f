// The table of the customer calls; each call is declared in the module of its job.
import type { Endpoint } from './endpoint.ts';
import {
  addUserAddressEndpoint,
  addUserDeviceEndpoint,
  endOtherSessionsEndpoint,
  endSessionEndpoint,
  getLinkedAccountsEndpoint,
  getSecurityEventsEndpoint,
  getSessionsEndpoint,
  getUserAddressesEndpoint,
  getUserDevicesEndpoint,
  getUserInformationEndpoint,
  getUserNotificationsEndpoint,
  getUserReferralEndpoint,
  markNotificationsReadEndpoint,
  removeUserAddressEndpoint,
  removeUserDeviceEndpoint,
  renameUserDeviceEndpoint,
  setDefaultUserAddressEndpoint,
  unlinkAccountEndpoint,
  updateUserAddressEndpoint,
  updateUserInformationEndpoint,
} from './endpoints-customer-account.ts';
import {
  answerSurveyEndpoint,
  exportMyPlaytestDataEndpoint,
  getMyPlaytestsEndpoint,
  getSurveyAnswersEndpoint,
  registerForPlaytestEndpoint,
  withdrawFromPlaytestEndpoint,
} from './endpoints-customer-playtests.ts';
import {
  addFavoriteProfileEndpoint,
  downvoteProfileEndpoint,
  getMyProfileVotesEndpoint,
  removeFavoriteProfileEndpoint,
  upvoteProfileEndpoint,
} from './endpoints-customer-profiles.ts';
import {
  createCommunityReportEndpoint,
  createSupportTicketEndpoint,
  getNewsletterPreferencesEndpoint,
  getSupportTicketsEndpoint,
  meTooEndpoint,
  sendContactMessageEndpoint,
  updateNewsletterPreferencesEndpoint,
} from './endpoints-customer-support.ts';
import {
  getCustomerProductsEndpoint,
  getFavoriteProfilesEndpoint,
  getUserCommunityDataEndpoint,
  getUserProfilesEndpoint,
  searchCustomerOrdersEndpoint,
} from './endpoints-startup.ts';

export * from './endpoints-customer-account.ts';
export * from './endpoints-customer-playtests.ts';
export * from './endpoints-customer-profiles.ts';
export * from './endpoints-customer-support.ts';

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
