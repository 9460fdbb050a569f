// The player's sessions and security log (decision 034 and 035).
import * as z from 'zod/mini';
import { Count, Timestamp } from '../primitives.ts';
import { named } from '../registry.ts';
import { envelope } from './fields.ts';

/** A session id (the `sid` of its access tokens). */
export const SessionId = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/));

export const DeviceKind = z.enum(['desktop', 'mobile', 'tablet', 'unknown']);

export const ActiveSession = named(
  'ActiveSession',
  z.object({
    id: SessionId,
    /** The session of the token that asked. */
    current: z.boolean(),
    /** The browser and its major version as read from the user agent (`Firefox 130`), empty when unknown. */
    browser: z.string(),
    /** The operating system as read from the user agent (`Windows`, `iOS`), empty when unknown. */
    os: z.string(),
    device: DeviceKind,
    /** The client address at sign-in. */
    address: z.string(),
    created_at: Timestamp,
    /** The last refresh of its access token (or the sign-in). */
    last_used_at: Timestamp,
  }),
  'A live session of the player: signed in and not yet signed out, ended or expired.',
);

export const ActiveSessionsResponse = named(
  'ActiveSessionsResponse',
  envelope(z.object({ items: z.array(ActiveSession) })),
  'The live sessions, the current one first, then by last use (newest first).',
);

export const EndSessionParams = z.object({ id: SessionId });

/** What the security log records (decision 035); the portal's security log page names each. */
export const securityEventTypes = [
  'sign_in',
  'sign_in_failed',
  'account_locked',
  'bot_refused',
  'signed_out',
  'session_ended',
  'refresh_token_reuse',
  'password_reset_requested',
  'password_reset',
  'password_changed',
  'email_change_requested',
  'email_changed',
  'external_linked',
  'external_unlinked',
  'reauthenticated',
  'reauthentication_failed',
  'unauthorized',
  'forbidden',
] as const;

export const SecurityEventType = z.enum(securityEventTypes);
export type SecurityEventType = z.infer<typeof SecurityEventType>;

export const SecurityEventItem = named(
  'SecurityEventItem',
  z.object({
    id: Count,
    type: SecurityEventType,
    at: Timestamp,
    address: z.string(),
    browser: z.string(),
    os: z.string(),
    /** The sign-in method or the external provider, when the event has one. */
    method: z.nullable(z.string()),
  }),
);

export const SecurityEventsQuery = z.object({
  page: z.optional(z.string().check(z.regex(/^[1-9][0-9]{0,4}$/))),
});

export const securityEventsPageSize = 20;

export const SecurityEventsResponse = named(
  'SecurityEventsResponse',
  envelope(z.object({ items: z.array(SecurityEventItem), page: Count, page_size: Count, total: Count })),
  'The player’s own security events, newest first, 20 a page.',
);

export type ActiveSession = z.infer<typeof ActiveSession>;
export type ActiveSessionsResponse = z.infer<typeof ActiveSessionsResponse>;
export type SecurityEventItem = z.infer<typeof SecurityEventItem>;
export type SecurityEventsResponse = z.infer<typeof SecurityEventsResponse>;
