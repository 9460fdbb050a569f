import { getUsernameAvailabilityEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../lib/http/client';

export type UsernameAvailabilityAnswer = EndpointOutput<typeof getUsernameAvailabilityEndpoint>;

/** `GET /api/account/username-availability?username=…`: whether a username is free and valid. */
export function getUsernameAvailability(
  username: string,
  signal?: AbortSignal,
  client: HttpClient = httpClient(),
): Promise<UsernameAvailabilityAnswer> {
  return client.call(getUsernameAvailabilityEndpoint, { query: { username }, ...(signal ? { signal } : {}) });
}
