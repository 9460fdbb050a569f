import { type ApiError, type ErrorCode, type ErrorIssue, errorStatus } from '@mynacon/contract';
import type { Hono } from 'hono';
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

/** Other methods (OPTIONS too) on each route's path answer 405 with `Allow` (a GET route allows HEAD as well). */
export function refuseOtherMethods(app: Hono, routes: ReadonlyArray<{ method: string; path: string }>): void {
  for (const { method, path } of routes) {
    const allow = method === 'GET' ? 'GET, HEAD' : method;
    const others = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].filter((item) => item !== method);
    app.on(others, path, (c) =>
      errorResponse(
        'method_not_allowed',
        `${c.req.method} is not allowed on ${c.req.path}: use ${method}.`,
        undefined,
        {
          allow,
        },
      ),
    );
  }
}
