import type { Endpoint, Session } from '@mynacon/contract';
import ky, { HTTPError, type KyInstance, NetworkError as KyNetworkError, TimeoutError as KyTimeoutError } from 'ky';
import * as z from 'zod/mini';
import {
  ApiRequestError,
  MalformedResponseError,
  NetworkError,
  retryAfterSecondsOf,
  toIssues,
  UnauthorizedError,
} from './errors';

/** GET answers retried (spec section 8); other methods are never retried. */
export const retryStatusCodes: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];
/** Statuses whose `Retry-After` says when to try again. */
const retryAfterStatusCodes = [429, 503];
/** A Retry-After longer than this is cut to it, and no pause between attempts is longer: no player waits more. */
const longestPause = 5_000;

/** Where the client reads the session for authenticated calls. The session store provides it. */
export interface SessionSource {
  /** The session as known now, or null when signed out. */
  current(): Session | null;
  /** Gets a fresh session (the server rotates an expired access token); null when the player is signed out. */
  refresh(): Promise<Session | null>;
}

export interface HttpClientOptions {
  /**
   * Origin (or base URL) the contract's absolute paths resolve against. Without it, paths resolve against the
   * document's base URL, which is what the portal wants in a browser.
   */
  baseUrl?: string;
  /** The session for calls whose endpoint has `auth: 'bearer'`. Without it, such calls fail with a 401. */
  session?: SessionSource;
  /**
   * Called with `/login` when an authenticated call finds no usable session. The app signs the player out and
   * navigates; the client only reports it.
   */
  onSignedOut?: (path: string) => void;
  /** How many times a failing GET is tried again. @default 1 */
  retryLimit?: number;
  /** Milliseconds before the retry number `attempt` (from 1). @default 300 ms, doubling */
  retryDelay?: (attempt: number) => number;
  /** Milliseconds each attempt may take before it counts as a network failure. @default 10000 */
  timeout?: number;
  /** The fetch to use (tests pass one with a cookie jar). @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Milliseconds since the epoch, to decide whether the access token has expired. @default Date.now */
  now?: () => number;
}

type SchemaInput<S> = S extends z.ZodMiniType ? z.input<S> : never;

/** What a call takes, derived from its endpoint: `params` and `body` when it has them, `query` when it takes one. */
export type EndpointInput<E extends Endpoint> = (E extends { params: infer P }
  ? { params: SchemaInput<P> }
  : { params?: undefined }) &
  (E extends { query: infer Q } ? { query?: SchemaInput<Q> } : { query?: undefined }) &
  (E extends { body: infer B } ? { body: SchemaInput<B> } : { body?: undefined }) & {
    /** Extra request headers (the auth module's `X-Auth-Return-Redirect`). */
    headers?: Record<string, string>;
    signal?: AbortSignal;
    /** Sees the final answer's status and headers (`Retry-After`), success or error, before it is parsed. */
    onResponse?: (response: Response) => void;
  };

/** What a call resolves to: the endpoint's response schema's output. */
export type EndpointOutput<E extends Endpoint> = z.output<E['response']>;

/** The input argument of a call: required when the endpoint has path parameters or a body, else optional. */
export type CallInput<E extends Endpoint> = E extends { params: unknown } | { body: unknown }
  ? [input: EndpointInput<E>]
  : [input?: EndpointInput<E>];

/** Calls any endpoint of the contract. */
export interface HttpClient {
  call<E extends Endpoint>(endpoint: E, ...input: CallInput<E>): Promise<EndpointOutput<E>>;
}

/** `/api/cache/playtests/{id}` with `{ id: '3' }` → `/api/cache/playtests/3`; each value is one encoded segment. */
export function buildPath(template: string, params: Readonly<Record<string, unknown>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`${template} needs the path parameter ${name}`);
    }
    return encodeURIComponent(String(value));
  });
}

function searchParams(query: unknown): URLSearchParams | undefined {
  if (query === undefined || query === null) return undefined;
  const result = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    result.append(key, String(value));
  }
  return result;
}

function formBody(body: unknown): URLSearchParams {
  const result = new URLSearchParams();
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    result.append(key, String(value));
  }
  return result;
}

const isJsonType = (type: string) => type === 'application/json' || type.endsWith('+json');

/** The body of an error answer as ky read it: its JSON when it parses as JSON, else its text, else undefined. */
function errorBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/**
 * The transport: ky, with the retry rules of spec section 8 (GETs only, once by default, on 408, 409, 425, 429,
 * 500, 502, 503, 504 and network failures; `Retry-After` of a 429 or 503 honoured up to 5 s; 300 ms doubling
 * otherwise, at most 5 s), a time-out per attempt that is not retried, and the caller's abort.
 */
function transport(options: HttpClientOptions): KyInstance {
  const limit = options.retryLimit ?? 1;
  if (!Number.isInteger(limit) || limit < 0) throw new RangeError('retryLimit must be a whole number');
  return ky.create({
    timeout: options.timeout ?? 10_000,
    retry: {
      limit,
      methods: ['get'],
      statusCodes: [...retryStatusCodes],
      afterStatusCodes: retryAfterStatusCodes,
      maxRetryAfter: longestPause,
      backoffLimit: longestPause,
      ...(options.retryDelay === undefined ? {} : { delay: options.retryDelay }),
    },
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
  });
}

/**
 * An HTTP client for the contract's endpoints, on ky. It knows nothing of the UI: it adds the bearer token,
 * refreshes an expired session first, retries failing GETs, parses answers with the contract's schemas and
 * raises typed errors (`ApiRequestError`, `UnauthorizedError`, `MalformedResponseError`, `NetworkError`).
 */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const now = options.now ?? Date.now;
  const http = transport(options);
  const urlOf = (path: string, query: URLSearchParams | undefined) => {
    const url = options.baseUrl === undefined ? path : new URL(path, options.baseUrl).href;
    const search = query?.toString();
    return search ? `${url}?${search}` : url;
  };

  const signedOut = (endpoint: Endpoint, body?: unknown): UnauthorizedError => {
    options.onSignedOut?.('/login');
    return new UnauthorizedError(endpoint.id, body);
  };

  /** The access token to send: refreshed first when `tokExpire` has passed. */
  const accessToken = async (endpoint: Endpoint): Promise<string> => {
    let session = options.session?.current() ?? null;
    if (session !== null && session.tokExpire * 1000 <= now()) {
      session = (await options.session?.refresh()) ?? null;
    }
    const token = session?.user.accessToken;
    if (session === null || !token) throw signedOut(endpoint);
    return token;
  };

  const send = async (endpoint: Endpoint, input: Partial<EndpointInput<Endpoint>>, token: string | undefined) => {
    const headers = new Headers(input.headers);
    const accept = endpoint.responseType ?? 'application/json';
    headers.set('accept', accept);
    if (token !== undefined) headers.set('authorization', `Bearer ${token}`);
    let body: BodyInit | undefined;
    if (input.body !== undefined) {
      if (endpoint.bodyEncoding === 'form') {
        body = formBody(input.body);
      } else {
        body = JSON.stringify(input.body);
        headers.set('content-type', 'application/json');
      }
    }
    const query = searchParams(input.query);
    let response: Response;
    try {
      response = await http(
        urlOf(buildPath(endpoint.path, input.params as Record<string, unknown> | undefined), query),
        {
          method: endpoint.method,
          headers,
          ...(body === undefined ? {} : { body }),
          ...(input.signal === undefined ? {} : { signal: input.signal }),
        },
      );
    } catch (error) {
      // A non-2xx answer, after the retries, is an ApiRequestError carrying the body (JSON or text).
      if (error instanceof HTTPError) {
        input.onResponse?.(error.response);
        throw ApiRequestError.fromAnswer(
          endpoint.id,
          error.response.status,
          errorBody(error.data),
          retryAfterSecondsOf(error.response.headers),
        );
      }
      if (error instanceof KyTimeoutError) throw new NetworkError(endpoint.id, true, error);
      if (error instanceof KyNetworkError) throw new NetworkError(endpoint.id, false, error.cause);
      // The caller's own abort, or a programming error: not ours to rename.
      if (error instanceof Error && error.name === 'AbortError') throw error;
      if (error instanceof TypeError) throw new NetworkError(endpoint.id, false, error);
      throw error;
    }
    input.onResponse?.(response);
    return response;
  };

  const parse = async (endpoint: Endpoint, response: Response): Promise<unknown> => {
    const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw new NetworkError(endpoint.id, false, error);
    }
    const expectsJson = endpoint.responseType === undefined || isJsonType(endpoint.responseType);
    let value: unknown = text;
    if (expectsJson) {
      if (type !== '' && !isJsonType(type)) {
        throw new MalformedResponseError(endpoint.id, response.status, [
          { path: '', message: `Expected JSON, got ${type}` },
        ]);
      }
      try {
        value = JSON.parse(text);
      } catch {
        throw new MalformedResponseError(endpoint.id, response.status, [{ path: '', message: 'The body is not JSON' }]);
      }
    }
    const parsed = z.safeParse(endpoint.response, value);
    if (!parsed.success) throw new MalformedResponseError(endpoint.id, response.status, toIssues(parsed.error));
    return parsed.data;
  };

  const call = async (endpoint: Endpoint, input: Partial<EndpointInput<Endpoint>> = {}): Promise<unknown> => {
    if (endpoint.auth !== 'bearer') return parse(endpoint, await send(endpoint, input, undefined));
    const token = await accessToken(endpoint);
    try {
      return await parse(endpoint, await send(endpoint, input, token));
    } catch (error) {
      if (!(error instanceof ApiRequestError) || error.status !== 401) throw error;
      // The server refused a token the client thought valid (clocks apart, a password changed elsewhere): one
      // fresh session, one more try; a 401 means the server did nothing, so even a PUT may be sent again.
      const fresh = (await options.session?.refresh()) ?? null;
      const freshToken = fresh?.user.accessToken;
      if (!freshToken || freshToken === token) throw signedOut(endpoint, error.body);
      try {
        return await parse(endpoint, await send(endpoint, input, freshToken));
      } catch (again) {
        if (again instanceof ApiRequestError && again.status === 401) throw signedOut(endpoint, again.body);
        throw again;
      }
    }
  };

  return { call: call as HttpClient['call'] };
}
