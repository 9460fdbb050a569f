import * as z from 'zod/mini';
import { IssueCode } from './issues.ts';
import { named } from './registry.ts';

/** Stable error codes: clients branch on these, never on the message. */
export const errorCodes = [
  'invalid_path_parameter',
  'invalid_query',
  'invalid_body',
  'unsupported_media_type',
  'payload_too_large',
  'invalid_csrf_token',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'not_acceptable',
  'conflict',
  'gone',
  'too_many_requests',
  'internal_error',
  'bad_gateway',
  'service_unavailable',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** HTTP status of each error code. */
export const errorStatus = {
  invalid_path_parameter: 400,
  invalid_query: 400,
  invalid_body: 400,
  unsupported_media_type: 415,
  payload_too_large: 413,
  invalid_csrf_token: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  not_acceptable: 406,
  conflict: 409,
  gone: 410,
  too_many_requests: 429,
  internal_error: 500,
  bad_gateway: 502,
  service_unavailable: 503,
} as const satisfies Record<ErrorCode, number>;

export const ErrorIssue = named(
  'ErrorIssue',
  z.object({
    path: z.string(),
    code: IssueCode,
    message: z.string().check(z.minLength(1)),
    /** The numbers the message carries (`{ min: 3 }`, `{ age: 16 }`), for clients that word it themselves. */
    params: z.optional(z.record(z.string(), z.number())),
  }),
  'One problem with the input: the parameter (dotted path), a stable code, and what is wrong with it in English.',
);
export type ErrorIssue = z.infer<typeof ErrorIssue>;

/** Every error answer: JSON with a stable code, a human message and, for bad input, one issue per problem. */
export const ApiError = named(
  'ApiError',
  z.object({
    error: z.object({
      code: z.enum(errorCodes),
      message: z.string().check(z.minLength(1)),
      /**
       * Why a refusal of the whole request (not of one field) happened, where its `code` has several causes:
       * a `gone` link `link_used` or `link_expired`, a `conflict` `already_linked` or `method_taken`.
       */
      reason: z.optional(IssueCode),
      issues: z.optional(z.array(ErrorIssue)),
    }),
  }),
);
export type ApiError = z.infer<typeof ApiError>;
