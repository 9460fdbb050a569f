import { type Endpoint, endpoint } from './endpoint.ts';
import * as registration from './registration.ts';

/** What the calls below share; each call states only where it differs. */
const accountCall = { tag: 'account', source: 'chosen', status: 'served', auth: 'none', cached: false } as const;

export const registerEndpoint = endpoint({
  ...accountCall,
  id: 'register',
  method: 'POST',
  path: '/api/account/register',
  summary: 'Creates an account and mails its confirmation link; the same answer for an address already registered',
  body: registration.RegistrationBody,
  response: registration.AccountRequestResponse,
  errors: [409, 429, 503],
});

export const getUsernameAvailabilityEndpoint = endpoint({
  ...accountCall,
  id: 'getUsernameAvailability',
  method: 'GET',
  path: '/api/account/username-availability',
  summary: 'Whether a username is free and valid',
  query: registration.UsernameAvailabilityQuery,
  response: registration.UsernameAvailabilityResponse,
  errors: [429],
});

export const confirmEmailEndpoint = endpoint({
  ...accountCall,
  id: 'confirmEmail',
  method: 'POST',
  path: '/api/account/confirm',
  summary: 'Confirms the address with the link of the registration mail; answers a single-use sign-in token',
  body: registration.ConfirmEmailBody,
  response: registration.ConfirmEmailResponse,
  errors: [410],
});

export const choosePendingLinksEndpoint = endpoint({
  ...accountCall,
  id: 'choosePendingLinks',
  method: 'POST',
  path: '/api/account/confirm/links',
  summary:
    'Keeps or drops the external accounts an external sign-up linked, with the confirmation link that confirmed the address; answers those still waiting',
  body: registration.PendingLinksBody,
  response: registration.PendingLinksResponse,
  errors: [404, 410],
});

export const resendConfirmationEndpoint = endpoint({
  ...accountCall,
  id: 'resendConfirmation',
  method: 'POST',
  path: '/api/account/confirm/resend',
  summary: 'Mails a new confirmation link to an unconfirmed account; the same answer for any address',
  body: registration.AccountEmailBody,
  response: registration.AccountRequestResponse,
  errors: [429],
});

export const requestPasswordResetEndpoint = endpoint({
  ...accountCall,
  id: 'requestPasswordReset',
  method: 'POST',
  path: '/api/account/password-reset',
  summary: 'Mails a password-reset link; the same answer for any address',
  body: registration.AccountEmailBody,
  response: registration.AccountRequestResponse,
  errors: [429],
});

export const resetPasswordEndpoint = endpoint({
  ...accountCall,
  id: 'resetPassword',
  method: 'POST',
  path: '/api/account/password-reset/confirm',
  summary: 'Sets a new password with the link of the reset mail and signs out every session',
  body: registration.PasswordResetBody,
  response: registration.AccountRequestResponse,
  errors: [410],
});

export const changeEmailEndpoint = endpoint({
  ...accountCall,
  id: 'changeEmail',
  method: 'POST',
  path: '/api/account/email',
  summary: 'Starts an e-mail change: a link to the new address, a notice to the current one',
  auth: 'bearer',
  body: registration.EmailChangeBody,
  response: registration.AccountRequestResponse,
  errors: [401, 429],
});

export const confirmEmailChangeEndpoint = endpoint({
  ...accountCall,
  id: 'confirmEmailChange',
  method: 'POST',
  path: '/api/account/email/confirm',
  summary: 'Applies an e-mail change with the link mailed to the new address',
  body: registration.EmailChangeConfirmBody,
  response: registration.AccountRequestResponse,
  errors: [409, 410],
});

export const changePasswordEndpoint = endpoint({
  ...accountCall,
  id: 'changePassword',
  method: 'POST',
  path: '/api/account/password',
  summary: "Changes the password and signs out the account's other sessions",
  auth: 'bearer',
  body: registration.PasswordChangeBody,
  response: registration.AccountRequestResponse,
  errors: [401, 429],
});

export const reauthenticateEndpoint = endpoint({
  ...accountCall,
  id: 'reauthenticate',
  method: 'POST',
  path: '/api/account/reauthenticate',
  summary:
    'Proves it is the player again (password, or a mailed code without one): linking and unlinking for 10 minutes',
  auth: 'bearer',
  body: registration.ReauthenticateBody,
  response: registration.ReauthenticateResponse,
  errors: [400, 401, 429],
});

export const requestReauthCodeEndpoint = endpoint({
  ...accountCall,
  id: 'requestReauthCode',
  method: 'POST',
  path: '/api/account/reauthenticate/code',
  summary: 'Mails a six-digit re-authentication code to an account without a password',
  auth: 'bearer',
  response: registration.AccountRequestResponse,
  errors: [401, 409, 429],
});

/** Account life cycle: registration, confirmation, password reset, e-mail and password change. */
export const accountEndpoints = {
  register: registerEndpoint,
  usernameAvailability: getUsernameAvailabilityEndpoint,
  confirmEmail: confirmEmailEndpoint,
  pendingLinks: choosePendingLinksEndpoint,
  resendConfirmation: resendConfirmationEndpoint,
  passwordResetRequest: requestPasswordResetEndpoint,
  passwordReset: resetPasswordEndpoint,
  emailChange: changeEmailEndpoint,
  emailChangeConfirm: confirmEmailChangeEndpoint,
  passwordChange: changePasswordEndpoint,
  reauthenticate: reauthenticateEndpoint,
  reauthCode: requestReauthCodeEndpoint,
} as const satisfies Record<string, Endpoint>;
