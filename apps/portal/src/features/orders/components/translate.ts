import { type MessageValues, useI18n } from '@mynacon/ui';
import type ordersMessages from '../messages/en-GB.json';

/** A key of this feature's bundle (`messages/{locale}.json`). */
export type OrdersMessageKey = keyof typeof ordersMessages;
export type OrdersTranslate = (key: OrdersMessageKey, values?: MessageValues) => string;

/** This feature's strings, typed by the en-GB bundle. */
export function useOrdersT(): OrdersTranslate {
  const { t } = useI18n();
  return t;
}
