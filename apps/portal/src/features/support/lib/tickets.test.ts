import { describe, expect, it } from 'vitest';
import { ApiRequestError, UnauthorizedError } from '../../../lib/http/errors';
import { newestFirst, ticketBody, ticketRefusalOf, ticketSubjectName } from './tickets';

const t = (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key);

describe('ticketBody', () => {
  it('sends the choices as the API takes them, an empty order left out', () => {
    expect(
      ticketBody('REVO-X', {
        platform_id: '21',
        severity: 'high',
        order_id: '  ',
        subject: '  Drift  ',
        description: 'The left stick drifts.',
      }),
    ).toEqual({
      product: 'REVO-X',
      platform_id: 21,
      severity: 'high',
      subject: 'Drift',
      description: 'The left stick drifts.',
    });
  });
  it('sends a typed order number as the shop stores it', () => {
    expect(
      ticketBody('REVO-X', {
        platform_id: '11',
        severity: 'low',
        order_id: 'NAen000100102',
        subject: 's',
        description: 'd',
      })?.order_id,
    ).toBe('NAEN000100102');
  });
  it('is null while a choice is missing', () => {
    expect(ticketBody('REVO-X', { platform_id: '', severity: 'low' })).toBeNull();
    expect(ticketBody('REVO-X', { platform_id: '11', severity: 'urgent' })).toBeNull();
  });
});

const body = { product: 'REVO-X', platform_id: 11, severity: 'low', subject: 's', description: 'd' } as const;

function refusal(status: number, issues: { path: string; code: string; message: string }[] = []) {
  return new ApiRequestError({
    endpointId: 'createSupportTicket',
    status,
    code: status === 404 ? 'not_found' : 'invalid_body',
    message: 'refused',
    issues,
  } as never);
}

describe('ticketRefusalOf', () => {
  it('puts the server’s field messages on their fields', () => {
    const error = refusal(400, [{ path: 'platform_id', code: 'other', message: 'Choose one of the platform options' }]);
    expect(ticketRefusalOf(error, body, t)).toEqual({
      fieldErrors: { platform_id: 'Choose one of the platform options' },
    });
  });
  it('says an order is not among the player’s, or that the product is gone', () => {
    expect(ticketRefusalOf(refusal(404), { ...body, order_id: 'NAEN000100102' }, t)).toEqual({
      fieldErrors: { order_id: 'portal.support.ticket.error.order {"orderId":"NAEN000100102"}' },
    });
    expect(ticketRefusalOf(refusal(404), body, t)).toEqual({ formError: 'portal.support.ticket.error.product' });
  });
  it('words a signed-out player and a server that does not answer', () => {
    expect(ticketRefusalOf(new UnauthorizedError('createSupportTicket'), body, t)).toEqual({
      formError: 'portal.support.ticket.error.signedOut',
    });
    expect(ticketRefusalOf(refusal(503), body, t)).toEqual({ formError: 'portal.support.ticket.error.unavailable' });
  });
});

describe('newestFirst', () => {
  it('orders by creation time, then by number, newest first', () => {
    const tickets = [
      { ticket_id: 1, created_at: '2026-01-01T10:00:00Z' },
      { ticket_id: 3, created_at: '2026-03-01T10:00:00Z' },
      { ticket_id: 2, created_at: '2026-03-01T10:00:00Z' },
    ];
    expect(newestFirst(tickets).map((ticket) => ticket.ticket_id)).toEqual([3, 2, 1]);
  });
});

describe('ticketSubjectName', () => {
  const products = [{ product_sku: 'RIG-800', name: 'RIG 800 Pro HS' }];
  const games = [{ code: 'test-drive-unlimited', name: 'Test Drive Unlimited Solar Crown' }];

  it("names a product's ticket by the product and a game's ticket by the game", () => {
    expect(ticketSubjectName('RIG-800', products, games)).toBe('RIG 800 Pro HS');
    expect(ticketSubjectName('test-drive-unlimited', products, games)).toBe('Test Drive Unlimited Solar Crown');
  });

  it('falls back to the code while neither list is known, or when neither has it', () => {
    expect(ticketSubjectName('test-drive-unlimited', undefined, undefined)).toBe('test-drive-unlimited');
    expect(ticketSubjectName('GONE-1', products, games)).toBe('GONE-1');
  });
});
