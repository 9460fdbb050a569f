// Notifications and devices of the player (`/api/user/notification`, `/api/user/device`).
import * as z from 'zod/mini';
import { Id, RecordId, Timestamp } from '../primitives.ts';
import { named } from '../registry.ts';
import { envelope, line } from './fields.ts';

// Inbox

export const NotificationLink = named(
  'NotificationLink',
  z.object({ label: z.string().check(z.minLength(1)), url: z.string().check(z.minLength(1)) }),
  'A link shown with a notification: a portal path without locale prefix (`/customer/order`) or an absolute URL.',
);

/** An inbox notification (spec section 3). `parameters` are substituted into the translated text. */
export const Notification = named(
  'Notification',
  z.object({
    id: Id,
    subject: z.string(),
    read_state: z.boolean(),
    notification_key: z.string().check(z.minLength(1)),
    created_at: Timestamp,
    parameters: z.catchall(
      z.object({ link: z.optional(NotificationLink) }),
      z.union([z.string(), z.number(), NotificationLink]),
    ),
  }),
);
export type Notification = z.infer<typeof Notification>;
export const NotificationsResponse = named(
  'NotificationsResponse',
  envelope(z.array(Notification)),
  'The inbox, newest first.',
);
export const MarkNotificationsReadBody = named(
  'MarkNotificationsReadBody',
  z.object({ notificationIds: z.array(RecordId).check(z.minLength(1), z.maxLength(500)) }),
);
export const MarkNotificationsReadResponse = named(
  'MarkNotificationsReadResponse',
  envelope(z.object({ notificationIds: z.array(Id) })),
  'The ids of the body that are the caller’s and now read; other ids are ignored and never changed.',
);

// Devices

export const Device = named(
  'Device',
  z.object({
    id: Id,
    name: z.string().check(z.minLength(1)),
    /** A platform name of `/api/cache/support/platforms` (`PlayStation::PS5`, `PC`). */
    platform: z.string().check(z.minLength(1)),
    serial: z.nullable(z.string()),
    registered_at: Timestamp,
  }),
);
export type Device = z.infer<typeof Device>;
export const DevicesResponse = named('DevicesResponse', envelope(z.array(Device)));
export const DeviceResponse = named('DeviceResponse', envelope(Device));
const DeviceName = line(50);
export const DeviceInput = named(
  'DeviceInput',
  z.object({
    name: DeviceName,
    platform: line(64),
    serial: z.optional(
      z.nullable(z.string().check(z.regex(/^[A-Za-z0-9-]{4,40}$/, 'Letters, digits and - (4 to 40 characters)'))),
    ),
  }),
);
export const DeviceRenameBody = named('DeviceRenameBody', z.object({ name: DeviceName }));
