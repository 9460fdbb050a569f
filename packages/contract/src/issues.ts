// The stable codes of the API's refusals, apart from the schemas so that every schema file can name them.
import * as z from 'zod/mini';
import { named } from './registry.ts';

/**
 * Stable issue codes: what an issue (or a whole refusal's `reason`) is about, for clients to branch on and to
 * translate. The English `message` stays the spec's; numbers it carries travel in `params` too.
 */
export const issueCodes = [
  /** The spec's generic 'Invalid field' (a wrong type, a value out of the allowed set, a length over the limit). */
  'invalid',
  /** 'Required': nothing was given. */
  'required',
  /** Too few characters: `params.min`. */
  'too_short',
  /** Too many characters: `params.max`. */
  'too_long',
  /** Control characters in a text a player types. */
  'control_characters',
  /** Spec section 5: 'Invalid email format'. */
  'email_format',
  /** Spec section 5: the password strength rule. */
  'password_rules',
  /** Spec section 5: 'Username contains forbidden characters'. */
  'username_characters',
  /** The username belongs to another player. */
  'username_taken',
  /** Younger than the country's minimum age: `params.age`. */
  'min_age',
  /** The current password given is not the account's. */
  'wrong_password',
  /** The new e-mail address is the account's own. */
  'same_email',
  /** The e-mail address of a pending change was taken meanwhile. */
  'email_unavailable',
  /** A mailed link that was never issued (or not for this address). */
  'link_invalid',
  /** A mailed link already spent. */
  'link_used',
  /** A mailed link past its lifetime. */
  'link_expired',
  /** The bot protection refused the request. */
  'bot_refused',
  /** External sign-in: the `state` is not one of ours. */
  'state_invalid',
  /** External sign-in: the `state` is past its lifetime. */
  'state_expired',
  /** External sign-in: the `state` was already finished. */
  'state_used',
  /** External sign-in: the `state` was started in another browser. */
  'state_other_browser',
  /** External sign-in: the provider refused the authorization code. */
  'code_refused',
  /** External sign-in: Steam did not confirm the assertion. */
  'steam_refused',
  /** External sign-in: the link ticket is not one of ours. */
  'ticket_invalid',
  /** External sign-in: the link ticket was already spent. */
  'ticket_used',
  /** External sign-in: the link ticket is past its lifetime. */
  'ticket_expired',
  /** The external account is linked to another player already. */
  'already_linked',
  /** The player has another account of that sign-in method linked: unlink it first. */
  'method_taken',
  /** Playtests: no place is left (409). */
  'playtest_full',
  /** Playtests: the player is registered already (409). */
  'already_registered',
  /** Playtests: registration has ended (410). */
  'registration_closed',
  /** Playtests: the playtest has started, a registration can no longer be withdrawn (409). */
  'playtest_started',
  /** Surveys: the player's answers are stored already, once per survey (409). */
  'survey_answered',
  /** 503: the server has too many password checks under way; try again after the answer's `Retry-After`. */
  'server_busy',
  /** Linking and unlinking external accounts: the player must prove it is them again first (403 `reason`). */
  'reauth_required',
  /** The mailed re-authentication code is wrong, spent or expired. */
  'code_wrong',
  /** The password is one of the commonly used ones (a kept list), whatever its composition. */
  'password_common',
  /** Search: the query has no word to find, only words to leave out (400 on `q`). */
  'search_no_term',
  /** Any other rule: the message explains it (in English); clients show it as it is. */
  'other',
] as const;
export const IssueCode = named(
  'IssueCode',
  z.enum(issueCodes),
  'What an issue (or a refusal of the whole request, as its `reason`) is about: stable, for clients to branch on ' +
    'and to word in their own language. `too_short` carries `params.min`, `too_long` `params.max`, `min_age` ' +
    '`params.age`; `other` is any rule without a code of its own, explained by the English `message`.',
);
export type IssueCode = z.infer<typeof IssueCode>;

/** The texts of the generic rules of what players type (the account, device, address and support texts). */
export const inputMessages = {
  required: 'Required',
  controlCharacters: 'Control characters are not allowed',
  controlCharactersExceptNewlines: 'Control characters other than line breaks are not allowed',
} as const;

/** The params of a refinement that names its issue code (and the numbers its message carries). */
export function coded(message: string, code: IssueCode, numbers: Record<string, number> = {}) {
  return { error: message, params: { code, ...numbers } };
}
