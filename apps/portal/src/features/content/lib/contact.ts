// The contact form's pure parts: its fields, its values as the API's body, and a refusal as the form shows it.

import type { Locale } from '@mynacon/contract/locale';
import type { FormSubmissionErrorOptions } from '@mynacon/ui';
import { ApiRequestError } from '../../../lib/http/errors';
import { callProblemOf, fieldMessagesOf, textOf, tooManyRequestsOf } from '../../../lib/http/refusals';
import type { Translate } from '../../../lib/i18n/useT';
import type { ContactBody } from '../api/send-contact-message';
import type contentMessages from '../messages/en-GB.json';

/** The form's fields, named as the API's body names them, so that a refused field shows on its own field. */
export const contactFields = ['name', 'email', 'subject', 'message', 'order_id'] as const;

/** The API's limits (contract `ContactBody`). */
export const contactLimits = { name: 100, email: 254, subject: 150, messageMin: 10, messageMax: 5000 } as const;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The body of `POST /api/contact`; an empty order number is left out. */
export function contactBody(
  values: Record<string, unknown>,
  { locale, token }: { locale: Locale; token?: string | undefined },
): ContactBody {
  const orderId = text(values.order_id).trim();
  return {
    name: text(values.name).trim(),
    email: text(values.email).trim(),
    subject: text(values.subject).trim(),
    message: text(values.message),
    locale,
    ...(orderId === '' ? {} : { order_id: orderId }),
    ...(token ? { token } : {}),
  };
}

/**
 * A refused message as the form shows it (the options of its `FormSubmissionError`), every value kept: the server's field messages on their fields, the bot
 * check's refusal, too many messages (with the minutes to wait when the server says), or the server not answering.
 */
export function contactRefusalOf(error: unknown, t: Translate<typeof contentMessages>): FormSubmissionErrorOptions {
  const refused = fieldMessagesOf(error, contactFields);
  if (refused !== null) {
    const fieldErrors = Object.fromEntries(
      Object.entries(refused.fields).map(([field, message]) => [field, textOf(message, t)]),
    );
    const other = refused.other.map((message) => textOf(message, t));
    return { fieldErrors, ...(other.length > 0 ? { formError: other.join(' ') } : {}) };
  }
  if (error instanceof ApiRequestError && error.reason === 'bot_refused') {
    return { formError: t('portal.platform.botRefused') };
  }
  const problem = callProblemOf(error);
  if (problem === 'throttled') return { formError: textOf(tooManyRequestsOf(error), t) };
  return { formError: t(`portal.contact.error.${problem}`) };
}
