// The ticket form's pure parts and the hub's list of requests: the form's values as the API's body, a refusal as
// the form shows it, and the tickets newest first.
import type { FormSubmissionErrorOptions } from '@mynacon/ui';
import type { Ticket } from '../../../lib/http/calls/get-support-tickets';
import { callProblemOf, failureOf, textOf } from '../../../lib/http/refusals';
import type { Translate } from '../../../lib/i18n/useT';
import type { TicketBody } from '../api/create-support-ticket';
import type supportMessages from '../messages/en-GB.json';
import { orderNumberOf } from './order-number';

/** The form's fields, named as the API's body names them, so that a refused field shows on its own field. */
export const ticketFields = ['platform_id', 'severity', 'order_id', 'subject', 'description'] as const;

/** The API's limits (contract `TicketBody`). */
export const ticketLimits = { subject: 150, descriptionMin: 10, descriptionMax: 10000 } as const;

export const ticketSeverities = ['low', 'medium', 'high', 'critical'] as const;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The body of `POST /api/user/support/tickets` for a product's SKU; an empty order number is left out, a typed one
 * is sent as the shop stores it. Null while a choice is missing (the form's own checks say which).
 */
export function ticketBody(product: string, values: Record<string, unknown>): TicketBody | null {
  const platform = Number(text(values.platform_id));
  const severity = text(values.severity) as TicketBody['severity'];
  if (!Number.isInteger(platform) || platform <= 0 || !ticketSeverities.includes(severity)) return null;
  const typedOrder = text(values.order_id).trim();
  const order = typedOrder === '' ? null : orderNumberOf(typedOrder);
  return {
    product,
    platform_id: platform,
    severity,
    subject: text(values.subject).trim(),
    description: text(values.description),
    ...(order === null ? {} : { order_id: order }),
  };
}

/**
 * A refused ticket as the form shows it, every value kept: the server's field messages on their fields; a 404 is
 * an order number that is not one of the player's (when one was given) or a product the server no longer knows.
 */
export function ticketRefusalOf(
  error: unknown,
  body: TicketBody,
  t: Translate<typeof supportMessages>,
): FormSubmissionErrorOptions {
  const failure = failureOf(error, (path) => {
    const field = path.split('.')[0] ?? '';
    return (ticketFields as readonly string[]).includes(field) ? field : undefined;
  });
  switch (failure.kind) {
    case 'invalid': {
      const fieldErrors = Object.fromEntries(
        Object.entries(failure.fields).map(([field, message]) => [field, textOf(message, t)]),
      );
      const other = failure.other.map((message) => textOf(message, t));
      return { fieldErrors, ...(other.length > 0 ? { formError: other.join(' ') } : {}) };
    }
    case 'notFound':
      return body.order_id === undefined
        ? { formError: t('portal.support.ticket.error.product') }
        : { fieldErrors: { order_id: t('portal.support.ticket.error.order', { orderId: body.order_id }) } };
    case 'signedOut':
      return { formError: t('portal.support.ticket.error.signedOut') };
    case 'tooMany':
      return { formError: textOf(failure.message, t) };
    case 'malformed':
      return { formError: t('portal.support.ticket.error.malformed') };
    default:
      return {
        formError: t(`portal.support.ticket.error.${callProblemOf(error) === 'failed' ? 'failed' : 'unavailable'}`),
      };
  }
}

/** Tickets newest first (by creation time, then by number), whatever order they came in. */
export function newestFirst<T extends Pick<Ticket, 'created_at' | 'ticket_id'>>(tickets: readonly T[]): T[] {
  return [...tickets].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.ticket_id - a.ticket_id);
}

/**
 * What a ticket is about, in words: a product's name from the catalogue, or a game's name for a game's ticket (its
 * product is the game's code); the code itself only when neither knows it.
 */
export function ticketSubjectName(
  product: string,
  products: readonly { product_sku: string; name: string }[] | undefined,
  games: readonly { code: string; name: string }[] | undefined,
): string {
  return (
    products?.find((item) => item.product_sku === product)?.name ??
    games?.find((game) => game.code === product)?.name ??
    product
  );
}
