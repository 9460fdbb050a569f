// The refusals of external sign-in, worded once: a bad state, a method that is off, a spent or unknown ticket, an
// external account linked elsewhere, and a provider that refused the code or could not be reached.
import { externalSignInMessages, type IssueCode, type SignInMethodCode } from '@mynacon/contract';
import { methodLabels } from '../../accounts/method-labels.ts';
import { Refusal } from '../../http/refusal.ts';
import { CodeRefused } from './providers.ts';
import { ProviderUnavailable } from './upstream.ts';

/** 400 on the `state` field. */
export const stateProblem = (message: string, code: IssueCode) =>
  new Refusal('invalid_body', 'The body is not valid.', [{ path: 'state', code, message }]);

/** 404 for a method that is switched off or not configured. */
export const unavailable = (code: SignInMethodCode) =>
  new Refusal('not_found', `Signing in with ${methodLabels[code]} is not available.`);

/** 400 for an unknown ticket, 410 for a spent or expired one. */
export const ticketGone = (reason: 'invalid' | 'used' | 'expired') =>
  reason === 'invalid'
    ? new Refusal('invalid_body', 'The body is not valid.', [
        { path: 'ticket', code: 'ticket_invalid', message: externalSignInMessages.ticketInvalid },
      ])
    : reason === 'used'
      ? new Refusal('gone', externalSignInMessages.ticketUsed, undefined, {}, 'ticket_used')
      : new Refusal('gone', externalSignInMessages.ticketExpired, undefined, {}, 'ticket_expired');

/** 409: the external account is another player's, or the player has another account of the method. */
export const linkConflict = (result: 'taken' | 'method_taken', label: string) =>
  result === 'taken'
    ? new Refusal(
        'conflict',
        `This ${label} account is already linked to another player.`,
        undefined,
        {},
        'already_linked',
      )
    : new Refusal(
        'conflict',
        `Your account is already linked to another ${label} account. Unlink it first.`,
        undefined,
        {},
        'method_taken',
      );

/** A provider call's failure as a refusal: the player's code refused (400) or the provider unusable (502). */
export const providerFailure = (error: unknown, label: string): Refusal => {
  if (error instanceof CodeRefused) {
    return new Refusal('invalid_body', 'The body is not valid.', [
      { path: 'code', code: 'code_refused', message: externalSignInMessages.codeRefused },
    ]);
  }
  if (error instanceof ProviderUnavailable) {
    console.error(`External sign-in: ${error.message}`);
    return new Refusal('bad_gateway', `${label} cannot be reached right now. Try again in a moment.`, undefined, {
      'retry-after': '5',
    });
  }
  throw error;
};
