import { describe, expect, test } from 'vitest';
import { ApiRequestError, MalformedResponseError, NetworkError, UnauthorizedError } from '../../../lib/http/errors';
import { loadFailureOf } from './load-failure';

describe('loadFailureOf', () => {
  test('each error of the client has its outcome', () => {
    expect(loadFailureOf(new UnauthorizedError('searchCustomerOrders'))).toBe('signed-out');
    expect(loadFailureOf(new MalformedResponseError('searchCustomerOrders', 200, []))).toBe('malformed');
    const refused = new ApiRequestError({
      endpointId: 'searchCustomerOrders',
      status: 400,
      code: 'invalid_query',
      message: 'The search criteria are not valid.',
    });
    expect(loadFailureOf(refused)).toBe('invalid');
    const down = ApiRequestError.fromAnswer('searchCustomerOrders', 503, '<html>Service unavailable</html>');
    expect(loadFailureOf(down)).toBe('unavailable');
    expect(loadFailureOf(new NetworkError('searchCustomerOrders', true, new Error('time-out')))).toBe('unavailable');
    expect(loadFailureOf(new Error('anything else'))).toBe('unavailable');
  });
});
