// The app's own errors: what a route boundary shows, and the spec's exact messages (section 8).

import type { PortalMessageKey } from './i18n/useT';

/** Fills `{name}` placeholders; the English messages of the spec use nothing else. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

export type PortalErrorKind = 'guard-failed' | 'not-found' | 'locale' | 'config';

interface PortalErrorInit {
  kind: PortalErrorKind;
  status: number;
  fatal: boolean;
  /** The spec's English text with `{placeholders}`. */
  template: string;
  /** The key of the same text in the message bundles. */
  messageKey: PortalMessageKey;
  values: Record<string, string>;
  restore?: string | undefined;
  cause?: unknown;
}

/** An error the app expects and designs for: it carries the spec's message and how to show it. */
export class PortalError extends Error {
  readonly kind: PortalErrorKind;
  readonly status: number;
  /** A fatal error replaces the page; the previous address comes back in the address bar. */
  readonly fatal: boolean;
  readonly messageKey: PortalMessageKey;
  readonly values: Record<string, string>;
  /** The address (path, query, hash) to put back in the address bar when the error shows. */
  readonly restore: string | undefined;

  constructor(init: PortalErrorInit) {
    super(fill(init.template, init.values), init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'PortalError';
    this.kind = init.kind;
    this.status = init.status;
    this.fatal = init.fatal;
    this.messageKey = init.messageKey;
    this.values = init.values;
    this.restore = init.restore;
  }
}

/** A failed route guard: fatal 404 'Page Not Found: {path}' (spec sections 5 and 8). */
export function guardFailed(path: string, restore?: string): PortalError {
  return new PortalError({
    kind: 'guard-failed',
    status: 404,
    fatal: true,
    template: 'Page Not Found: {path}',
    messageKey: 'portal.error.guardFailed',
    values: { path },
    restore,
  });
}

/** An address no route matches: non-fatal 'Page not found: {path}'. */
export function pageNotFound(path: string): PortalError {
  return new PortalError({
    kind: 'not-found',
    status: 404,
    fatal: false,
    template: 'Page not found: {path}',
    messageKey: 'portal.error.unmatched',
    values: { path },
  });
}

/** A message bundle that did not load: 'Failed loading locale ({locale})'. */
export function localeLoadFailed(locale: string, cause?: unknown): PortalError {
  return new PortalError({
    kind: 'locale',
    status: 500,
    fatal: false,
    template: 'Failed loading locale ({locale})',
    messageKey: 'portal.error.localeFailed',
    values: { locale },
    cause,
  });
}

/** The runtime configuration did not load or did not match the contract. */
export function configLoadFailed(cause?: unknown): PortalError {
  return new PortalError({
    kind: 'config',
    status: 500,
    fatal: false,
    template: "The portal's settings could not be loaded.",
    messageKey: 'portal.error.configFailed',
    values: {},
    cause,
  });
}

/** True for a 404 of any origin: ours, or a react-router error response. */
export function isNotFound(error: unknown): boolean {
  if (error instanceof PortalError) return error.status === 404;
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}
