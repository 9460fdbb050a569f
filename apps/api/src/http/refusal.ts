import type { ErrorCode, ErrorIssue, IssueCode } from '@mynacon/contract';
import type { Context } from 'hono';
import { errorResponse } from './errors.ts';

/** Raised inside a handler or a transaction: rolls the transaction back and becomes the answer. */
export class Refusal extends Error {
  readonly response: Response;

  /**
   * An error answer with its code (and its `reason` for a whole-request cause, decision 018), or one already built
   * (by the shared body reader, the 401 and 429 builders below).
   */
  constructor(
    code: ErrorCode | Response,
    message = 'Refused',
    issues?: ErrorIssue[],
    headers?: Record<string, string>,
    reason?: IssueCode,
  ) {
    super(message);
    this.response = code instanceof Response ? code : errorResponse(code, message, issues, headers, reason);
  }
}

/**
 * Runs a handler; a `Refusal` it raises becomes the answer. A handler that answers synchronously is answered
 * synchronously (a public read: the server then writes it in the same turn).
 */
export function handle<C extends Context>(
  work: (c: C) => Promise<Response> | Response,
): (c: C) => Promise<Response> | Response {
  return (c) => {
    try {
      const answer = work(c);
      return answer instanceof Promise ? answer.catch(refusalAnswer) : answer;
    } catch (error) {
      return refusalAnswer(error);
    }
  };
}

function refusalAnswer(error: unknown): Response {
  if (error instanceof Refusal) return error.response;
  throw error;
}

/** A 400 about one field of the body (`other` unless a code of the contract names the rule). */
export function badField(
  path: string,
  message: string,
  code: IssueCode = 'other',
  params?: Record<string, number>,
): Refusal {
  return new Refusal('invalid_body', message, [{ path, code, message, ...(params === undefined ? {} : { params }) }]);
}

/** 401 with `WWW-Authenticate`; `invalid_token` when a token was sent but is not (or no longer) valid. */
export function unauthorized(invalidToken = true): Response {
  return errorResponse('unauthorized', 'Unauthorized', undefined, {
    'www-authenticate': invalidToken ? 'Bearer error="invalid_token"' : 'Bearer',
  });
}

/** 429 with `Retry-After` in seconds. */
export function tooManyRequests(retryAfter: number, message = 'Too many requests. Try again later.'): Response {
  return errorResponse('too_many_requests', message, undefined, { 'retry-after': String(retryAfter) });
}
