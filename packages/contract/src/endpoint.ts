import * as z from 'zod/mini';
import { intParam } from './primitives.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call of the contract. The server parses its input with these schemas and the tests parse its answers. */
export interface Endpoint {
  /** Stable operation id (OpenAPI `operationId`). */
  readonly id: string;
  readonly method: HttpMethod;
  /** OpenAPI path template, `{name}` for a path parameter. */
  readonly path: string;
  readonly summary: string;
  readonly tag: 'site' | 'catalogue' | 'content' | 'support' | 'playtests' | 'profiles' | 'media' | 'auth' | 'account';
  /** `spec`: the path is the spec's own (section 7); `chosen`: ours, listed in the README. */
  readonly source: 'spec' | 'chosen';
  /** `served`: the reference server answers it; `planned`: contract only, server part in a later issue. */
  readonly status: 'served' | 'planned';
  readonly auth: 'none' | 'bearer';
  readonly params?: z.ZodMiniObject;
  readonly query?: z.ZodMiniType;
  readonly body?: z.ZodMiniType;
  readonly bodyEncoding?: 'json' | 'form';
  readonly response: z.ZodMiniType;
  /** Content type of a success answer. @default 'application/json' */
  readonly responseType?: string;
  /** Public read answered with `Cache-Control` and an ETag (304 on `If-None-Match`). */
  readonly cached: boolean;
  /** Error statuses besides 400 for bad input. */
  readonly errors: readonly number[];
}

/** Marked free of side effects so that bundles keep only the calls they use. */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

/** A help-centre id in a path (numbers beyond 2^32). */
export const zendeskIdParam = intParam(15);
/** A database record id in a path. */
export const recordIdParam = intParam(9);
/** The path parameters of a call on one database record, `/…/{id}`. */
export const recordIdParams = /* @__PURE__ */ z.object({ id: recordIdParam });
