import * as z from 'zod/mini';
import { oauthSignInMethods } from './ids.ts';
import { LocaleCode, Timestamp, Url } from './primitives.ts';
import { accountMessages, NewPassword, RegistrationBody } from './registration.ts';
import { named } from './registry.ts';
import { SignInMethodCode } from './site.ts';

export { oauthSignInMethods };
export const OAuthSignInMethod = named('OAuthSignInMethod', z.enum(oauthSignInMethods));
export type OAuthSignInMethod = z.infer<typeof OAuthSignInMethod>;

/** Why an external sign-in is started: to sign in (or find out the account is unknown), or to link it to mine. */
export const externalSignInIntents = ['signin', 'link'] as const;
export const ExternalSignInIntent = named('ExternalSignInIntent', z.enum(externalSignInIntents));
export type ExternalSignInIntent = z.infer<typeof ExternalSignInIntent>;

/** Messages of the external sign-in calls that the portal shows as they are. */
export const externalSignInMessages = {
  stateInvalid: 'This sign-in is not valid. Start again.',
  stateExpired: 'This sign-in has expired. Start again.',
  stateUsed: 'This sign-in has already been used. Start again.',
  stateOtherBrowser: 'This sign-in was started in another browser. Start again.',
  ticketInvalid: 'This link request is not valid. Sign in with the external account again.',
  ticketUsed: 'This link request has already been used. Sign in with the external account again.',
  ticketExpired: 'This link request has expired. Sign in with the external account again.',
  codeRefused: 'The provider did not accept this sign-in. Start again.',
  steamRefused: 'Steam did not confirm this sign-in. Start again.',
} as const;

/** The signed `state` of an external sign-in: a payload and its HMAC, both base64url. */
export const ExternalSignInState = z
  .string(externalSignInMessages.stateInvalid)
  .check(z.regex(/^[A-Za-z0-9_-]{1,1024}\.[A-Za-z0-9_-]{43}$/, externalSignInMessages.stateInvalid));

/** A link ticket: 32 random bytes, base64url. */
export const ExternalLinkTicket = z
  .string(externalSignInMessages.ticketInvalid)
  .check(z.regex(/^[A-Za-z0-9_-]{43}$/, externalSignInMessages.ticketInvalid));

export const ExternalAuthorizeParams = z.object({ method: SignInMethodCode });

/** `GET /api/external/{method}/authorize`: `intent=link` needs the player's bearer token. */
export const ExternalAuthorizeQuery = z.object({
  /** The portal locale to come back to; echoed in the outcome. */
  locale: z.optional(LocaleCode),
  intent: z._default(ExternalSignInIntent, 'signin'),
});

export const ExternalAuthorizeResponse = named(
  'ExternalAuthorizeResponse',
  z.object({
    /** The provider's authorization page (OpenID 2.0 `checkid_setup` for Steam): open it in a popup or the tab. */
    url: Url,
  }),
);
export type ExternalAuthorizeResponse = z.infer<typeof ExternalAuthorizeResponse>;

export const ExternalCallbackParams = z.object({ method: OAuthSignInMethod });

/** What the portal's `/externallogin/{method}` page read from its query, posted back. */
export const ExternalCallbackBody = named(
  'ExternalCallbackBody',
  z.object({
    code: z.string(accountMessages.invalid).check(z.minLength(1), z.maxLength(2048), z.regex(/^[\x21-\x7e]+$/)),
    state: ExternalSignInState,
  }),
);
export type ExternalCallbackBody = z.infer<typeof ExternalCallbackBody>;

const openIdValue = z.string(accountMessages.invalid).check(z.maxLength(2048));

/**
 * Steam's OpenID 2.0 answer (`openid.*` of the return page's query) and the `state` of `openid.return_to`. Other
 * `openid.*` fields are passed on to Steam's check unchanged.
 */
export const SteamVerifyBody = named(
  'SteamVerifyBody',
  z.catchall(
    z.object({
      state: ExternalSignInState,
      'openid.ns': openIdValue,
      'openid.mode': openIdValue,
      'openid.op_endpoint': openIdValue,
      'openid.claimed_id': openIdValue,
      'openid.identity': openIdValue,
      'openid.return_to': openIdValue,
      'openid.response_nonce': openIdValue,
      'openid.assoc_handle': openIdValue,
      'openid.signed': openIdValue,
      'openid.sig': openIdValue,
    }),
    openIdValue,
  ),
);
export type SteamVerifyBody = z.infer<typeof SteamVerifyBody>;

/** The external account is linked to a player: spend `signInToken` with the Auth.js `token` provider. */
export const ExternalSignedIn = named(
  'ExternalSignedIn',
  z.object({
    status: z.literal('signed_in'),
    method: SignInMethodCode,
    /** Single-use, short-lived (cross-login token). */
    signInToken: z.string().check(z.minLength(1)),
    locale: z.nullable(LocaleCode),
  }),
);

/** The external account is now linked to the signed-in player. */
export const ExternalLinked = named(
  'ExternalLinked',
  z.object({
    status: z.literal('linked'),
    method: SignInMethodCode,
    displayName: z.string(),
    locale: z.nullable(LocaleCode),
  }),
);

/** Nobody has linked this external account yet: register with `ticket`, or sign in and attach it. */
export const ExternalLinkRequired = named(
  'ExternalLinkRequired',
  z.object({
    status: z.literal('link_required'),
    method: SignInMethodCode,
    ticket: ExternalLinkTicket,
    /** When the ticket stops working. */
    expires: Timestamp,
    displayName: z.string(),
    locale: z.nullable(LocaleCode),
  }),
);

/** The linked account's e-mail address is not confirmed yet: the confirmation mail's link signs the player in. */
export const ExternalConfirmationRequired = named(
  'ExternalConfirmationRequired',
  z.object({
    status: z.literal('confirmation_required'),
    method: SignInMethodCode,
    /** The address, masked (`p***@example.com`). */
    email: z.string(),
    locale: z.nullable(LocaleCode),
  }),
);

export const ExternalSignInOutcome = named(
  'ExternalSignInOutcome',
  z.discriminatedUnion('status', [
    ExternalSignedIn,
    ExternalLinked,
    ExternalLinkRequired,
    ExternalConfirmationRequired,
  ]),
  'What the return of an external sign-in leads to.',
);
export type ExternalSignInOutcome = z.infer<typeof ExternalSignInOutcome>;

/**
 * A new account for an external account that nobody has linked (`/register/link/{method}`): the registration
 * form's fields and rules, the password optional (the external account signs in), and the link ticket.
 */
export const ExternalLinkRegisterBody = named(
  'ExternalLinkRegisterBody',
  z.extend(z.omit(RegistrationBody, { password: true }), {
    ticket: ExternalLinkTicket,
    password: z.optional(NewPassword),
  }),
  'Answers the same whether or not the address is already registered; the confirmation mail signs the player in.',
);
export type ExternalLinkRegisterBody = z.infer<typeof ExternalLinkRegisterBody>;

/** Links the ticket's external account to the signed-in player. */
export const ExternalLinkAttachBody = named('ExternalLinkAttachBody', z.object({ ticket: ExternalLinkTicket }));
export type ExternalLinkAttachBody = z.infer<typeof ExternalLinkAttachBody>;

/** The answer of a link attach: the `linked` outcome. */
export const ExternalLinkAttachResponse = ExternalLinked;
export type ExternalLinkAttachResponse = z.infer<typeof ExternalLinkAttachResponse>;
