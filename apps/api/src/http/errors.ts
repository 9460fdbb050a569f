import { type ApiError, type ErrorCode, type ErrorIssue, errorStatus } from '@mynacon/contract';
import type * as z from 'zod/mini';

/** A JSON error answer: stable code, message, optional issues; never cached. */
export function errorResponse(
  code: ErrorCode,
  message: string,
  issues?: ErrorIssue[],
  headers: Record<string, string> = {},
): Response {
  const body: ApiError = { error: issues === undefined ? { code, message } : { code, message, issues } };
  const response = new Response(JSON.stringify(body), {
    status: errorStatus[code],
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

/** One issue per wrong parameter, named by its dotted path. */
export function issuesOf(error: z.core.$ZodError): ErrorIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}
