import type { IssueKeys } from '../../../lib/http/refusals';

/** The account pages' own words for the API's issue codes (the rest are the shared form rules). */
export const accountIssueKeys: IssueKeys = {
  wrong_password: 'portal.account.error.wrongPassword',
  same_email: 'portal.account.error.sameEmail',
  email_unavailable: 'portal.account.error.emailUnavailable',
  username_taken: 'portal.account.error.usernameTaken',
  too_long: 'portal.account.error.tooLong',
};
