import { getSessionEndpoint, type Session } from '@mynacon/contract';
import { httpClient } from '../call-endpoint';
import type { HttpClient } from '../client';

/**
 * `GET /api/auth/session`: the session, or null when signed out. Once the access token has expired, reading the
 * session rotates the refresh token and answers a new access token: call it from one tab at a time.
 */
export function getSession(client: HttpClient = httpClient()): Promise<Session | null> {
  return client.call(getSessionEndpoint);
}
