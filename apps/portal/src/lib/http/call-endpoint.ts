import { createHttpClient, type HttpClient, type HttpClientOptions } from './client';

let current: HttpClient = createHttpClient();

/**
 * Sets up the app's client once, at start: base URL, the session store as session source and what to do when
 * the player turns out to be signed out. Until then public calls work and authenticated ones fail with a 401.
 */
export function configureHttpClient(options: HttpClientOptions): HttpClient {
  current = createHttpClient(options);
  return current;
}

/** The app's client, as last configured. */
export function httpClient(): HttpClient {
  return current;
}
