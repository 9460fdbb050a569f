// What the inbox and the home show of a notification (spec section 3): its text translated into the active locale with its
// parameters filled in, falling back to the default locale and then to none (`translated_content` null), and
// its link, whose portal paths get the locale's prefix.
import type { Notification, TranslationRecord } from '@mynacon/contract';
import { type Locale, withLocalePrefix } from '@mynacon/contract/locale';

/** Fills a message's `{arguments}` (the design system's `formatMessage`; tests pass their own). */
export type FormatMessage = (message: string, values: Record<string, string | number>, locale: string) => string;

/** A notification as the inbox lists it. */
export interface NotificationView {
  id: number;
  subject: string;
  read: boolean;
  createdAt: string;
  /** The text in the active locale, else the default locale's, else null (spec section 8). */
  translatedContent: string | null;
  /** Where the notification leads, if anywhere: a path of this portal in the active locale, or an address. */
  link: { label: string; href: string } | null;
}

/** The parameters that fill a text's `{arguments}`: every string or number (a link is not one). */
function textValues(parameters: Notification['parameters']): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(parameters)) {
    if (typeof value === 'string' || typeof value === 'number') values[name] = value;
  }
  return values;
}

/**
 * The notification's text in `locale`, else in `fallbackLocale`, with its parameters filled in; null when
 * neither has a text. A text the formatter cannot read is shown as it is rather than not at all.
 */
export function translatedContent(
  notification: Notification,
  records: readonly TranslationRecord[],
  locale: Locale,
  fallbackLocale: Locale,
  format: FormatMessage,
): string | null {
  const ofKey = records.filter((record) => record.key === notification.notification_key);
  const record =
    ofKey.find((entry) => entry.locale === locale) ?? ofKey.find((entry) => entry.locale === fallbackLocale);
  if (record === undefined) return null;
  try {
    return format(record.content, textValues(notification.parameters), record.locale);
  } catch {
    return record.content;
  }
}

/** The notification's link: a portal path (`/customer/order`) gets the locale's prefix, an address stays. */
export function notificationLink(notification: Notification, locale: Locale): NotificationView['link'] {
  const link = notification.parameters.link;
  if (link === undefined) return null;
  const href = link.url.startsWith('/') && !link.url.startsWith('//') ? withLocalePrefix(link.url, locale) : link.url;
  return { label: link.label, href };
}

/** The inbox's list, in the server's order (newest first). */
export function toNotificationViews(
  notifications: readonly Notification[],
  records: readonly TranslationRecord[],
  locale: Locale,
  fallbackLocale: Locale,
  format: FormatMessage,
): NotificationView[] {
  return notifications.map((notification) => ({
    id: notification.id,
    subject: notification.subject,
    read: notification.read_state,
    createdAt: notification.created_at,
    translatedContent: translatedContent(notification, records, locale, fallbackLocale, format),
    link: notificationLink(notification, locale),
  }));
}
