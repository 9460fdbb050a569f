import {
  type ApiError,
  type ErrorCode,
  type ErrorIssue,
  errorIssuesOf,
  errorStatus,
  type IssueCode,
} from '@mynacon/contract';
import type { Context, Hono } from 'hono';
import type * as z from 'zod/mini';

/**
 * A JSON error answer: stable code, message, optional issues; never cached. `reason` tells apart the causes of a
 * refusal of the whole request (a link used or expired, an account linked elsewhere).
 */
export function errorResponse(
  code: ErrorCode,
  message: string,
  issues?: ErrorIssue[],
  headers: Record<string, string> = {},
  reason?: IssueCode,
): Response {
  const body: ApiError = {
    error: { code, message, ...(reason === undefined ? {} : { reason }), ...(issues === undefined ? {} : { issues }) },
  };
  const response = new Response(JSON.stringify(body), {
    status: errorStatus[code],
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

/** One issue per wrong parameter, named by its dotted path, with the contract's issue code. */
export function issuesOf(error: z.core.$ZodError): ErrorIssue[] {
  return errorIssuesOf(error);
}

/** 405 with `Allow` for a method the path does not take (a path with GET allows HEAD as well). */
export function methodNotAllowed(c: Context, allowed: readonly string[]): Response {
  const allow = (allowed.includes('GET') && !allowed.includes('HEAD') ? [...allowed, 'HEAD'] : allowed).join(', ');
  return errorResponse(
    'method_not_allowed',
    `${c.req.method} is not allowed on ${c.req.path}: use ${allowed.join(' or ')}.`,
    undefined,
    { allow },
  );
}

/** Other methods (OPTIONS too) on each route's path answer 405 with `Allow`; routes on one path share it. */
export function refuseOtherMethods(app: Hono, routes: ReadonlyArray<{ method: string; path: string }>): void {
  const methods = new Map<string, string[]>();
  for (const { method, path } of routes) {
    const honoPath = path.replace(/\{(\w+)\}/g, ':$1');
    const allowed = methods.get(honoPath) ?? [];
    if (!allowed.includes(method)) allowed.push(method);
    methods.set(honoPath, allowed);
  }
  for (const [path, allowed] of methods) {
    const others = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].filter((item) => !allowed.includes(item));
    app.on(others, path, (c) => methodNotAllowed(c, allowed));
  }
}
