import { updateUserInformationEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { HttpClient } from '../../../lib/http/client';
import type { AccountInformation } from './get-user-information';

/** What the information call may change (e-mail and password change through their own calls). */
export interface InformationChange {
  firstname?: string;
  lastname?: string;
  newsletter_subscribed?: boolean;
  /** A new username (registration rules; 409 when another player has it). */
  username?: string;
  /** `YYYY-MM-DD`, at least the minimum age of the player's country. */
  date_of_birth?: string;
}

/**
 * `PUT /api/user/information` (bearer): changes first name, last name, locale, newsletter subscription, username or
 * date of birth.
 */
export async function updateUserInformation(
  body: InformationChange,
  client: HttpClient = httpClient(),
): Promise<AccountInformation> {
  return (await client.call(updateUserInformationEndpoint, { body })).data;
}
