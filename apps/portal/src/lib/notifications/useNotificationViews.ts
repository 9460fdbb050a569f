// The notifications as the inbox and the home show them: translated into the active locale, falling back to the
// configuration's default locale (spec section 3).

import { defaultLocale, isLocale } from '@mynacon/contract/locale';
import { formatMessage } from '@mynacon/ui';
import { useMemo } from 'react';
import { useRuntimeConfig } from '../config/useRuntimeConfig';
import type { TranslationRecords } from '../http/calls/get-translations';
import type { UserNotificationsAnswer } from '../http/calls/get-user-notifications';
import { useT } from '../i18n/useT';
import { type NotificationView, toNotificationViews } from './notification-view';

/** The views of `notifications` with the texts of `translations` (none while they are not there). */
export function useNotificationViews(
  notifications: UserNotificationsAnswer['data'] | undefined,
  translations: TranslationRecords | undefined,
): NotificationView[] {
  const { locale } = useT();
  const configLocale = useRuntimeConfig()?.config.defaultLocale;
  const fallbackLocale = isLocale(configLocale) ? configLocale : defaultLocale;
  return useMemo(
    () =>
      notifications === undefined
        ? []
        : toNotificationViews(notifications, translations ?? [], locale, fallbackLocale, formatMessage),
    [notifications, translations, locale, fallbackLocale],
  );
}
