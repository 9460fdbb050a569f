import type { IssueKeys } from '../../../lib/http/refusals';

/** The registration's own words for the API's issue codes (the rest are the shared form rules). */
export const registrationIssueKeys: IssueKeys = {
  username_taken: 'portal.register.username.taken',
};
