import { ApiError, type ErrorCode, type ErrorIssue, type IssueCode } from '@mynacon/contract';
import * as z from 'zod/mini';

/** The message of the 401 raised when an authenticated call has no session to use (spec section 8). */
export const unauthorizedMessage = 'Unauthorized';

/** Every error the HTTP client raises: the app branches on the subclass, never on the message. */
export class HttpClientError extends Error {
  /** The contract's operation id of the call that failed (`getPublicInfos`). */
  readonly endpointId: string;

  constructor(endpointId: string, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'HttpClientError';
    this.endpointId = endpointId;
  }
}

/** What an `ApiRequestError` knows about the answer. */
export interface ApiRequestErrorOptions {
  endpointId: string;
  status: number;
  /** The contract's error code, or `unknown` when the answer was not a contract error (a proxy's 502 page). */
  code: ErrorCode | 'unknown';
  message: string;
  /** The contract's finer cause of a refusal of the whole request (`link_used`, `method_taken`), when it has one. */
  reason?: IssueCode;
  issues?: ErrorIssue[];
  /** The parsed body of the answer (JSON when it was JSON, else its text), for calls that read more than the code. */
  body?: unknown;
  /** The answer's `Retry-After`, in seconds, when it had one (429, 503). */
  retryAfterSeconds?: number | null;
}

/**
 * The seconds of a `Retry-After` header (RFC 9110: a number of seconds or an HTTP date), or null when it is absent
 * or unreadable. The one reading of the header in the portal.
 */
export function retryAfterSecondsOf(headers: Headers | undefined, now = Date.now()): number | null {
  const value = headers?.get('retry-after')?.trim();
  if (!value) return null;
  if (/^[0-9]+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/** The API answered with an error status (4xx or 5xx), after any retries. */
export class ApiRequestError extends HttpClientError {
  readonly status: number;
  readonly code: ErrorCode | 'unknown';
  /** The finer cause of the refusal, where its code has several (a link used or expired). */
  readonly reason: IssueCode | undefined;
  /** One entry per wrong input, for 400 answers. */
  readonly issues: readonly ErrorIssue[];
  readonly body: unknown;
  /** Seconds to wait before trying again, from the answer's `Retry-After`; null when it did not say. */
  readonly retryAfterSeconds: number | null;

  constructor({
    endpointId,
    status,
    code,
    message,
    reason,
    issues = [],
    body,
    retryAfterSeconds = null,
  }: ApiRequestErrorOptions) {
    super(endpointId, message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.reason = reason;
    this.issues = issues;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** Reads the contract's `ApiError` out of an error answer's body; anything else keeps the status and `unknown`. */
  static fromAnswer(
    endpointId: string,
    status: number,
    body: unknown,
    retryAfterSeconds: number | null = null,
  ): ApiRequestError {
    const parsed = z.safeParse(ApiError, body);
    if (parsed.success) {
      const { code, message, reason, issues } = parsed.data.error;
      return new ApiRequestError({
        endpointId,
        status,
        code,
        message,
        body,
        retryAfterSeconds,
        ...(reason ? { reason } : {}),
        ...(issues ? { issues } : {}),
      });
    }
    return new ApiRequestError({
      endpointId,
      status,
      code: 'unknown',
      message: `HTTP ${status}`,
      body,
      retryAfterSeconds,
    });
  }
}

/**
 * An authenticated call found no session or no access token (or the server refused the token and no fresh one
 * could be had): `onSignedOut('/login')` has been called. Also an `ApiRequestError` with status 401.
 */
export class UnauthorizedError extends ApiRequestError {
  constructor(endpointId: string, body?: unknown) {
    super({ endpointId, status: 401, code: 'unauthorized', message: unauthorizedMessage, body });
    this.name = 'UnauthorizedError';
  }
}

/** Where an answer differs from its schema: `path` is dotted, empty for the whole body. */
export interface SchemaMismatch {
  path: string;
  message: string;
}

/** A success answer that does not match the contract's schema: a server bug or a proxy answering in its place. */
export class MalformedResponseError extends HttpClientError {
  readonly status: number;
  /** Where the answer differs from the schema. */
  readonly issues: readonly SchemaMismatch[];

  constructor(endpointId: string, status: number, issues: readonly SchemaMismatch[]) {
    super(endpointId, `The answer of ${endpointId} does not match its schema`);
    this.name = 'MalformedResponseError';
    this.status = status;
    this.issues = issues;
  }
}

/** No answer: offline, DNS failure, connection refused or reset, or no answer within the time-out. */
export class NetworkError extends HttpClientError {
  /** The request ran out of time rather than failing outright. */
  readonly timedOut: boolean;

  constructor(endpointId: string, timedOut: boolean, cause: unknown) {
    super(endpointId, timedOut ? `${endpointId} timed out` : `${endpointId} could not reach the server`, { cause });
    this.name = 'NetworkError';
    this.timedOut = timedOut;
  }
}

/** Turns zod's issues into `{ path, message }`: where a malformed answer differs from its schema. */
export function toIssues(error: z.core.$ZodError): SchemaMismatch[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}
