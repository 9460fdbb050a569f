import { accountEndpoints } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../lib/http/client';

export type UsernameAvailabilityAnswer = EndpointOutput<typeof accountEndpoints.usernameAvailability>;

/** `GET /api/account/username-availability?username=…`: whether a username is free and valid. */
export function getUsernameAvailability(
  username: string,
  signal?: AbortSignal,
  client: HttpClient = httpClient(),
): Promise<UsernameAvailabilityAnswer> {
  return client.call(accountEndpoints.usernameAvailability, { query: { username }, ...(signal ? { signal } : {}) });
}
